import { createHmac } from "node:crypto";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, describe, expect, it } from "vitest";
import { withReference } from "../../server/app";
import { listLeads } from "../../server/store";
import { postLead, submission, tempDir, testApp, testConfig } from "./helpers";

const temp = tempDir();
afterAll(() => temp.cleanup());

const form = (fields: Record<string, string | string[]>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
  }
  return query.toString();
};

const postForm = (app: Awaited<ReturnType<typeof testApp>>["app"], payload: string, headers = {}) =>
  app.inject({
    method: "POST",
    url: "/api/leads",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload,
  });

const jobAlertForm = { kind: "job-alert", page: "/find-jobs", consent: "I agree", website: "" };

describe("HTML form posts (JavaScript off)", () => {
  it("store the lead and answer 303 to /sent with its reference, no field in the URL", async () => {
    const env = await testApp(testConfig(temp.dir));
    try {
      const answer = await postForm(
        env.app,
        form({ ...jobAlertForm, email: "sam@example.com", frequency: "daily" }),
      );
      expect(answer.statusCode).toBe(303);
      const location = String(answer.headers.location);
      expect(location).toMatch(/^\/sent\?kind=job-alert&ref=JA-[A-Z0-9]{4}$/);
      expect(location).not.toContain("sam");
      const [lead] = await listLeads(env.intake);
      expect(lead?.fields).toEqual({ email: "sam@example.com", frequency: "daily" });
      expect(location).toContain(lead?.reference);
    } finally {
      await env.close();
    }
  });

  it("gather repeated keys into lists (a registration's job types and skills)", async () => {
    const env = await testApp(testConfig(temp.dir));
    try {
      const answer = await postForm(
        env.app,
        form({
          kind: "registration",
          page: "/job-seeker-registration",
          consent: "I agree",
          fullName: "Alex Doe",
          email: "alex@example.com",
          phone: "313 555 0100",
          location: "",
          experienceLevel: "mid",
          availability: "now",
          jobTypes: ["contract", "full-time"],
          skills: "Fanuc Robotics",
        }),
      );
      expect(answer.statusCode).toBe(303);
      const [lead] = await listLeads(env.intake);
      expect(lead?.fields).toMatchObject({ jobTypes: ["contract", "full-time"], skills: ["Fanuc Robotics"] });
    } finally {
      await env.close();
    }
  });

  it("answer a refusal with 303 to /not-sent naming fields and problem codes, never a value", async () => {
    const env = await testApp(testConfig(temp.dir, { LEADS_SITE_ORIGIN: "https://www.example.com" }));
    try {
      const answer = await postForm(
        env.app,
        form({ ...jobAlertForm, email: "secret-typo", frequency: "daily" }),
      );
      expect(answer.statusCode).toBe(303);
      const location = new URL(String(answer.headers.location));
      expect(location.origin).toBe("https://www.example.com");
      expect(location.pathname).toBe("/not-sent");
      expect(location.searchParams.get("kind")).toBe("job-alert");
      expect(location.searchParams.get("fix")).toBe("email.email");
      expect(location.href).not.toContain("secret");
      expect(await listLeads(env.intake)).toHaveLength(0);
    } finally {
      await env.close();
    }
  });
});

describe("abuse", () => {
  it("stores a filled honeypot or a too-quick form as suspect and answers it like any other", async () => {
    const env = await testApp(testConfig(temp.dir, { LEADS_MIN_FILL_MS: "1500" }));
    try {
      const honeypot = await postLead(env.app, submission("job-alert", { website: "https://spam.example" }));
      const quick = await postLead(env.app, submission("job-alert", { elapsedMs: 200 }));
      const person = await postLead(env.app, submission("job-alert", { elapsedMs: 9000 }));
      for (const answer of [honeypot, quick, person]) expect(answer.statusCode).toBe(201);
      const leads = await listLeads(env.intake);
      const flag = (answer: typeof honeypot) =>
        leads.find((lead) => lead.reference === answer.json().reference)?.suspectReason;
      expect(flag(honeypot)).toBe("honeypot");
      expect(flag(quick)).toBe("too-quick");
      expect(flag(person)).toBeNull();
    } finally {
      await env.close();
    }
  });

  it("answers 413 over the body limit", async () => {
    const env = await testApp(testConfig(temp.dir, { LEADS_BODY_LIMIT: "2048" }));
    try {
      const fields = { ...(submission("job-post").fields as object), comments: "x".repeat(3000) };
      expect((await postLead(env.app, submission("job-post", { fields }))).statusCode).toBe(413);
      expect(await listLeads(env.intake)).toHaveLength(0);
    } finally {
      await env.close();
    }
  });

  it("answers 429 with Retry-After once one address sends too much", async () => {
    const env = await testApp(testConfig(temp.dir, { LEADS_RATE_LIMIT: "3", LEADS_RATE_WINDOW: "60000" }));
    try {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof postLead>> | null = null;
      for (let i = 0; i < 5; i++) {
        last = await postLead(env.app, submission("job-alert"));
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect(Number(last?.headers["retry-after"])).toBeGreaterThan(0);
      expect(await listLeads(env.intake)).toHaveLength(3);
      // Another address is not held back by the first one's limit.
      const other = await env.app.inject({
        method: "POST",
        url: "/api/leads",
        remoteAddress: "10.0.0.9",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(submission("job-alert")),
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await env.close();
    }
  });

  it("refuses a cross-origin post from an origin not allowed; CORS headers only for allowed origins", async () => {
    const env = await testApp(testConfig(temp.dir, { LEADS_ALLOWED_ORIGINS: "https://site.example" }));
    try {
      const allowed = await postLead(env.app, submission("job-alert"), { origin: "https://site.example" });
      expect(allowed.statusCode).toBe(201);
      expect(allowed.headers["access-control-allow-origin"]).toBe("https://site.example");
      const forged = await postLead(env.app, submission("job-alert"), { origin: "https://evil.example" });
      expect(forged.statusCode).toBe(403);
      expect(forged.headers["access-control-allow-origin"]).toBeUndefined();
      const preflight = await env.app.inject({
        method: "OPTIONS",
        url: "/api/leads",
        headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      });
      expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
      const sameOrigin = await postLead(env.app, submission("job-alert"), { origin: "http://localhost:80" });
      expect(sameOrigin.statusCode).toBe(201);
      expect(await listLeads(env.intake)).toHaveLength(2);
    } finally {
      await env.close();
    }
  });

  // Solving a challenge is real work (that is its point): up to a few seconds on a busy machine.
  it("with ALTCHA on, refuses a post without a solved challenge and takes one with it", {
    timeout: 60_000,
  }, async () => {
    const env = await testApp(testConfig(temp.dir, { LEADS_ALTCHA_HMAC_KEY: "altcha-key" }));
    try {
      expect((await postLead(env.app, submission("job-alert"))).statusCode).toBe(400);
      const challenge = (await env.app.inject({ method: "GET", url: "/api/altcha" })).json();
      const solution = await solveChallenge({ challenge, deriveKey });
      const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
      expect((await postLead(env.app, submission("job-alert", { altcha }))).statusCode).toBe(201);
      // A solution is good once.
      expect((await postLead(env.app, submission("job-alert", { altcha }))).statusCode).toBe(400);
    } finally {
      await env.close();
    }
  });
});

describe("privacy", () => {
  it("keeps the client address only as HMAC-SHA256 with the salt", async () => {
    const env = await testApp(testConfig(temp.dir, { LEADS_IP_SALT: "pepper" }));
    try {
      await postLead(env.app, submission("job-alert"));
      const row = await env.intake.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
      expect(row.ip_hash).toBe(createHmac("sha256", "pepper").update("127.0.0.1").digest("hex"));
      expect(JSON.stringify(row)).not.toContain("127.0.0.1");
    } finally {
      await env.close();
    }
  });

  it("makes a random salt once and keeps it when none is configured", async () => {
    const config = testConfig(temp.dir, { LEADS_IP_SALT: "" });
    const first = await testApp(config);
    await postLead(first.app, submission("job-alert"));
    await first.close();
    const second = await testApp(config);
    try {
      await postLead(second.app, submission("job-alert"));
      const rows = await second.intake.db.selectFrom("leads").select("ip_hash").execute();
      expect(rows[0]?.ip_hash).toHaveLength(64);
      expect(rows[1]?.ip_hash).toBe(rows[0]?.ip_hash);
    } finally {
      await second.close();
    }
  });

  it("logs one JSON line per request with no personal data", async () => {
    const lines: string[] = [];
    const env = await testApp(testConfig(temp.dir, { LOG_LEVEL: "info" }), {
      logStream: { write: (line: string) => lines.push(line) },
    });
    try {
      await postLead(env.app, submission("job-post"));
      await postLead(env.app, submission("job-post", { fields: { email: "typo" } }));
      await env.app.inject({ method: "GET", url: "/api/health" });
      const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "request");
      expect(requests.map((entry) => [entry.method, entry.route, entry.status])).toEqual([
        ["POST", "/api/leads", 201],
        ["POST", "/api/leads", 400],
        ["GET", "/api/health", 200],
      ]);
      for (const entry of requests) expect(typeof entry.reqId).toBe("string");
      const all = lines.join("\n");
      for (const personal of ["jordan", "Jordan", "typo", "127.0.0.1", "555"])
        expect(all).not.toContain(personal);
    } finally {
      await env.close();
    }
  });
});

describe("/sent with a reference (the page a form sent without JavaScript lands on)", () => {
  const page =
    '<main><p data-lead-reference-line="" hidden="" class="x">Your reference: <strong data-lead-reference="" class="y"></strong></p><p>Body</p></main>';

  it("writes the reference in and shows its line", () => {
    const marked = withReference(page, "JP-4K7Q");
    expect(marked).toContain('<p data-lead-reference-line="" class="x">');
    expect(marked).toContain('<strong data-lead-reference="" class="y">JP-4K7Q</strong>');
    expect(marked).not.toContain("hidden");
  });

  it("leaves a page that does not hold the line as expected alone (null: served as it is)", () => {
    expect(withReference("<main><p>Body</p></main>", "JP-4K7Q")).toBeNull();
    expect(withReference(page.replace(' hidden=""', ""), "JP-4K7Q")).toBeNull();
  });
});
