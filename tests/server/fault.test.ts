import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig, projectRoot } from "../../server/config";
import { openDb } from "../../server/db";
import { listLeads } from "../../server/store";
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
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  temp.cleanup();
});

/** The real server as its own process (server/main.ts through tsx), on `port`. */
async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "-e", 'import("./server/main.ts").then((m) => m.main([]))'],
    { cwd: projectRoot, env: { ...process.env, ...env, PORT: String(port) }, stdio: "ignore" },
  );
  children.push(child);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start");
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("SIGKILL in the middle of a burst", () => {
  it("loses no acknowledged lead, and the outbox delivers what was pending after a restart", {
    timeout: 90_000,
  }, async () => {
    // The team's endpoint is down (503) until the restart, so deliveries are pending at the kill.
    let up = false;
    const delivered = new Set<string>();
    const hook = http.createServer((request, response) => {
      let raw = "";
      request.on("data", (chunk) => {
        raw += chunk;
      });
      request.on("end", () => {
        if (up) delivered.add(JSON.parse(raw).reference);
        response.writeHead(up ? 200 : 503).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    const env = {
      LEADS_DB: path.join(temp.dir, "fault.sqlite"),
      LEADS_SITE_DIR: "none",
      LEADS_MIN_FILL_MS: "0",
      LEADS_RATE_LIMIT: "100000",
      LOG_LEVEL: "silent",
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
      LEADS_WEBHOOK_SECRET: "s",
      LEADS_DELIVERY_BASE_MS: "200",
      LEADS_DELIVERY_MAX_MS: "500",
      LEADS_DELIVERY_ATTEMPTS: "1000",
      LEADS_DELIVERY_POLL_MS: "100",
      LEADS_DELIVERY_LEASE_MS: "2000",
    };
    const port = await freePort();
    const server = await startServer(env, port);

    const acknowledged = new Map<string, string>();
    let sent = 0;
    let killed = false;
    const client = async () => {
      while (sent < 2000 && !killed) {
        sent++;
        const body = submission("job-alert", { id: randomUUID() });
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          if (response.status === 201) acknowledged.set(String(body.id), (await response.json()).reference);
        } catch {
          // The connection died with the server: not acknowledged, so not promised.
        }
        if (acknowledged.size >= 150 && !killed) {
          killed = true;
          server.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 20 }, client));
    expect(killed).toBe(true);
    if (server.exitCode === null && server.signalCode === null) await once(server, "exit");

    // Every acknowledged lead is in the database, under the reference it was answered with.
    const intake = openDb(loadConfig(env));
    const stored = new Map((await listLeads(intake)).map((lead) => [lead.id, lead.reference]));
    await intake.close();
    for (const [id, reference] of acknowledged) expect(stored.get(id)).toBe(reference);

    // Restarted, with the endpoint back: the outbox delivers every stored lead.
    up = true;
    await startServer(env, port);
    const deadline = Date.now() + 30_000;
    while (delivered.size < stored.size && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect([...stored.values()].filter((reference) => !delivered.has(reference))).toEqual([]);
    await new Promise((resolve) => hook.close(resolve));
  });
});

describe("PostgreSQL ends the intake's idle connections (a restart, a failover, an administrator)", () => {
  it.skipIf(!pgUrl)(
    "the intake keeps running, and the next lead is stored",
    { timeout: 30_000 },
    async () => {
      const database = await pgDatabase();
      const env = await testApp(testConfig(temp.dir, { DATABASE_URL: database.url }));
      const { default: pg } = await import("pg");
      const admin = new pg.Client({ connectionString: pgUrl });
      try {
        expect((await postLead(env.app, submission("job-post"))).statusCode).toBe(201);
        // The pool now holds idle connections; the database ends every one of them.
        await admin.connect();
        const name = new URL(database.url).pathname.slice(1);
        const ended = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [name],
        );
        expect(ended.rowCount).toBeGreaterThan(0);
        // Let the pool hear of it (unheard, the 'error' event would end the process here).
        await new Promise((resolve) => setTimeout(resolve, 300));
        const body = submission("registration");
        const answer = await postLead(env.app, body);
        expect(answer.statusCode).toBe(201);
        expect((await listLeads(env.intake)).some((lead) => lead.id === body.id)).toBe(true);
      } finally {
        await admin.end();
        await env.close();
        await database.drop();
      }
    },
  );
});
