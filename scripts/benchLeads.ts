/**
 * npm run bench:leads: the intake under load on loopback (issue 33). Starts the real server
 * (server/main.ts) on a fresh SQLite file, or on PostgreSQL with BENCH_DATABASE_URL, then sends
 * BENCH_LEADS (2,000) valid leads from BENCH_CLIENTS (50) concurrent clients and prints latency
 * percentiles, throughput, and whether every acknowledged lead is in the database. A measurement,
 * not a test: it fails only when a lead is lost or refused.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../server/config";
import { openDb } from "../server/db";
import { main } from "../server/main";
import { listLeads } from "../server/store";
import { leadFormsCopy } from "../src/content/leadForms";

const total = Number(process.env.BENCH_LEADS ?? 2000);
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const dir = mkdtempSync(path.join(tmpdir(), "bench-leads-"));

const free = http.createServer();
await new Promise<void>((resolve) => free.listen(0, "127.0.0.1", resolve));
const port = (free.address() as AddressInfo).port;
await new Promise((resolve) => free.close(resolve));

Object.assign(process.env, {
  LEADS_DB: path.join(dir, "bench.sqlite"),
  LEADS_SITE_DIR: "none",
  LEADS_RATE_LIMIT: "1000000",
  LEADS_MIN_FILL_MS: "0",
  LOG_LEVEL: "warn",
  PORT: String(port),
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const app = await main([]);
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });

function post(body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/leads",
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const latencies: number[] = [];
const acknowledged = new Map<string, string>();
const failures: string[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (next < total) {
      const index = next++;
      const id = randomUUID();
      const body = JSON.stringify({
        kind: "job-post",
        id,
        page: "/post-job",
        consent: leadFormsCopy.consent,
        elapsedMs: 30_000,
        fields: {
          name: `Bench Person ${index}`,
          email: `bench${index}@example.com`,
          phone: "(313) 555-0142",
          industry: "Automotive Manufacturing",
          skills: "Fanuc, Allen-Bradley",
          jobTitle: "Controls Engineer",
          employmentType: "Full-time",
          comments: "Load test lead.",
        },
      });
      const t0 = performance.now();
      const answer = await post(body);
      latencies.push(performance.now() - t0);
      if (answer.status === 201) acknowledged.set(id, JSON.parse(answer.text).reference);
      else failures.push(`${answer.status} ${answer.text.slice(0, 120)}`);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
await app.close();
agent.destroy();

const intake = openDb(loadConfig());
const stored = new Map((await listLeads(intake)).map((lead) => [lead.id, lead.reference]));
await intake.close();
const lost = [...acknowledged].filter(([id, reference]) => stored.get(id) !== reference).length;

latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0;
const load = (await readFile("/proc/loadavg", "utf8").catch(() => "n/a")).trim();
console.log(
  `Lead intake under load: ${total} leads, ${clients} concurrent clients, loopback, ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "SQLite"}`,
);
console.log(
  `  p50 ${pct(50).toFixed(1)} ms   p95 ${pct(95).toFixed(1)} ms   p99 ${pct(99).toFixed(1)} ms   max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`,
);
console.log(`  throughput ${(total / seconds).toFixed(0)} leads/s (${seconds.toFixed(2)} s)`);
console.log(
  `  acknowledged ${acknowledged.size}, refused or failed ${failures.length}, stored ${stored.size}, lost ${lost}`,
);
console.log(`  /proc/loadavg at the end: ${load}`);
rmSync(dir, { recursive: true, force: true });
if (lost > 0 || failures.length > 0) {
  console.error(failures.slice(0, 5).join("\n"));
  process.exit(1);
}
process.exit(0);
