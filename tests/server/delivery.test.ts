import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "../../server/cli";
import type { IntakeDb } from "../../server/db";
import { deliverDue } from "../../server/worker";
import {
  pgDatabase,
  pgUrl,
  postLead,
  reportPgSkip,
  submission,
  tempDir,
  testApp,
  testConfig,
} from "./helpers";

reportPgSkip();
const temp = tempDir();
afterAll(() => temp.cleanup());

const SECRET = "whsec-test";

interface Received {
  delivery: string;
  body: Record<string, unknown>;
}

/**
 * A webhook receiver that checks each request's signature as a team's endpoint would, and answers
 * with the statuses given in turn (then 200).
 */
async function receiver(statuses: number[] = []) {
  const received: Received[] = [];
  let bad = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks);
      const expected = Buffer.from(`sha256=${createHmac("sha256", SECRET).update(raw).digest("hex")}`);
      const given = Buffer.from(String(request.headers["x-leads-signature"] ?? ""));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        bad++;
        response.writeHead(401).end();
        return;
      }
      const status = statuses.shift() ?? 200;
      if (status === 200) {
        received.push({
          delivery: String(request.headers["x-leads-delivery"]),
          body: JSON.parse(String(raw)),
        });
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, bad: () => bad, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function outbox(intake: IntakeDb) {
  return intake.db.selectFrom("outbox").selectAll().orderBy("created_at").execute();
}

/** Runs the worker's passes until nothing is due (each retry is due at once: base delay 0). */
async function drain(intake: IntakeDb, config: ReturnType<typeof testConfig>) {
  for (let pass = 0; pass < 50 && (await deliverDue(intake, config)) > 0; pass++) {}
}

describe("webhook delivery", () => {
  it("POSTs each lead once, signed, and records it delivered", async () => {
    const hook = await receiver();
    const config = testConfig(temp.dir, { LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: SECRET });
    const env = await testApp(config);
    try {
      const { reference } = (await postLead(env.app, submission("job-post"))).json();
      await drain(env.intake, config);
      expect(hook.bad()).toBe(0);
      expect(hook.received).toHaveLength(1);
      expect(hook.received[0]?.body).toMatchObject({ reference, kind: "job-post", page: "/post-job" });
      const [row] = await outbox(env.intake);
      expect(row).toMatchObject({ status: "delivered", attempts: 1, channel: "webhook" });
      expect(hook.received[0]?.delivery).toBe(row?.id);
    } finally {
      await env.close();
      await hook.close();
    }
  });

  it("retries after 500s with backoff, then delivers", async () => {
    const hook = await receiver([500, 500]);
    const config = testConfig(temp.dir, {
      LEADS_WEBHOOK_URL: hook.url,
      LEADS_WEBHOOK_SECRET: SECRET,
      LEADS_DELIVERY_BASE_MS: "0",
    });
    const env = await testApp(config);
    try {
      await postLead(env.app, submission("project"));
      await drain(env.intake, config);
      expect(hook.received).toHaveLength(1);
      const [row] = await outbox(env.intake);
      expect(row).toMatchObject({ status: "delivered", attempts: 3 });
    } finally {
      await env.close();
      await hook.close();
    }
  });

  it("waits longer before each retry", async () => {
    const hook = await receiver([500]);
    const config = testConfig(temp.dir, {
      LEADS_WEBHOOK_URL: hook.url,
      LEADS_WEBHOOK_SECRET: SECRET,
      LEADS_DELIVERY_BASE_MS: "60000",
    });
    const env = await testApp(config);
    try {
      await postLead(env.app, submission("job-alert"));
      expect(await deliverDue(env.intake, config)).toBe(1);
      // The retry is a minute away: nothing is due now.
      expect(await deliverDue(env.intake, config)).toBe(0);
      const [row] = await outbox(env.intake);
      expect(row?.status).toBe("pending");
      expect(Date.parse(row?.next_attempt_at ?? "") - Date.now()).toBeGreaterThan(55_000);
    } finally {
      await env.close();
      await hook.close();
    }
  });

  it("gives up after the configured attempts, lists the delivery as failed, and `leads retry` queues it again", async () => {
    const hook = await receiver([500, 500, 500, 500]);
    const config = testConfig(temp.dir, {
      LEADS_WEBHOOK_URL: hook.url,
      LEADS_WEBHOOK_SECRET: SECRET,
      LEADS_DELIVERY_BASE_MS: "0",
      LEADS_DELIVERY_ATTEMPTS: "3",
    });
    const env = await testApp(config);
    try {
      const { reference } = (await postLead(env.app, submission("registration"))).json();
      await drain(env.intake, config);
      expect(hook.received).toHaveLength(0);
      const [row] = await outbox(env.intake);
      expect(row).toMatchObject({ status: "failed", attempts: 3, last_error: "webhook answered 500" });

      process.env.LEADS_DB = config.dbFile;
      const lines: string[] = [];
      expect(await run(["show", reference], (text) => lines.push(text))).toBe(0);
      expect(JSON.parse(lines.join("\n")).deliveries[0]).toMatchObject({ status: "failed", attempts: 3 });
      lines.length = 0;
      expect(await run(["retry"], (text) => lines.push(text))).toBe(0);
      expect(lines.join("")).toContain("1 failed delivery queued again");
      // The receiver answers its last 500, then 200.
      await drain(env.intake, config);
      expect(hook.received).toHaveLength(1);
      expect((await outbox(env.intake))[0]?.status).toBe("delivered");
    } finally {
      delete process.env.LEADS_DB;
      await env.close();
      await hook.close();
    }
  });

  it("never delivers a suspect lead (honeypot filled)", async () => {
    const hook = await receiver();
    const config = testConfig(temp.dir, { LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: SECRET });
    const env = await testApp(config);
    try {
      const answer = await postLead(env.app, submission("job-post", { website: "http://spam.example" }));
      expect(answer.statusCode).toBe(201);
      await drain(env.intake, config);
      expect(hook.received).toHaveLength(0);
      expect(await outbox(env.intake)).toHaveLength(0);
    } finally {
      await env.close();
      await hook.close();
    }
  });
});

describe("e-mail delivery", () => {
  it("sends each lead to LEADS_NOTIFY_TO through SMTP_URL", async () => {
    const mails: { to: string[]; text: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let text = "";
        stream.on("data", (chunk) => {
          text += chunk;
        });
        stream.on("end", () => {
          mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const config = testConfig(temp.dir, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LEADS_NOTIFY_TO: "team@example.com",
      LEADS_NOTIFY_FROM: "intake@example.com",
    });
    const env = await testApp(config);
    try {
      const { reference } = (await postLead(env.app, submission("job-post"))).json();
      await drain(env.intake, config);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to).toEqual(["team@example.com"]);
      expect(mails[0]?.text).toContain(`Subject: New job-post lead ${reference}`);
      expect(mails[0]?.text).toContain("jordan@company.com");
      expect((await outbox(env.intake))[0]).toMatchObject({ channel: "email", status: "delivered" });
    } finally {
      await env.close();
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    }
  });
});

describe.skipIf(!pgUrl)("two instances on PostgreSQL", { timeout: 30_000 }, () => {
  it("never deliver one lead twice", async () => {
    const database = await pgDatabase();
    const hook = await receiver();
    const config = testConfig(temp.dir, {
      DATABASE_URL: database.url,
      LEADS_WEBHOOK_URL: hook.url,
      LEADS_WEBHOOK_SECRET: SECRET,
    });
    const one = await testApp(config);
    const two = await testApp(config);
    try {
      const references = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          postLead(index % 2 ? one.app : two.app, submission("job-alert")).then(
            (answer) => answer.json().reference,
          ),
        ),
      );
      // Both instances' workers claim at once, small batches, until nothing is due.
      const work = async (intake: IntakeDb) => {
        while ((await deliverDue(intake, config, undefined, 3)) > 0) {}
      };
      await Promise.all([work(one.intake), work(two.intake), work(one.intake), work(two.intake)]);
      const delivered = hook.received.map((item) => item.body.reference);
      expect(delivered).toHaveLength(60);
      expect(new Set(delivered)).toEqual(new Set(references));
    } finally {
      await one.close();
      await two.close();
      await hook.close();
      await database.drop();
    }
  });
});
