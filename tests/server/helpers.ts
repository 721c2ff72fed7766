/**
 * What the intake's tests share: a configuration for a throwaway database, an app over it, and a
 * valid submission of each kind.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { createApp } from "../../server/app";
import { type IntakeConfig, loadConfig } from "../../server/config";
import { type IntakeDb, migrate, openDb } from "../../server/db";
import { leadFormsCopy } from "../../src/content/leadForms";
import type { LeadKind } from "../../src/domain/leads";

/** A fresh directory for one test file's databases; removed by the returned cleanup. */
export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "intake-test-"));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The configuration from `env` laid over quiet, fast test defaults, on a SQLite file in `dir`. */
export function testConfig(dir: string, env: Record<string, string> = {}): IntakeConfig {
  return loadConfig({
    LEADS_DB: path.join(dir, `${randomUUID()}.sqlite`),
    LEADS_SITE_DIR: "none",
    LEADS_MIN_FILL_MS: "0",
    LEADS_RATE_LIMIT: "100000",
    LOG_LEVEL: "silent",
    LEADS_IP_SALT: "test-salt",
    ...env,
  });
}

/** An app on its own migrated database (`databaseUrl` in config selects PostgreSQL). */
export async function testApp(
  config: IntakeConfig,
  options: Parameters<typeof createApp>[1] = {},
): Promise<{ app: FastifyInstance; intake: IntakeDb; close: () => Promise<void> }> {
  const intake = openDb(config);
  await migrate(intake.db);
  const app = await createApp(config, { siteHandler: null, ...options, intake });
  return {
    app,
    intake,
    close: async () => {
      await app.close();
      await intake.close();
    },
  };
}

/** Valid fields of each kind, as the forms send them. */
export const validFields: Record<LeadKind, Record<string, unknown>> = {
  "job-post": {
    name: "Jordan Miller",
    email: "jordan@company.com",
    phone: "(313) 555-0142",
    industry: "Automotive Manufacturing",
    skills: "Fanuc, Allen-Bradley",
    jobTitle: "Senior Controls Engineer",
    employmentType: "Full-time",
    comments: "",
  },
  registration: {
    fullName: "Alex Doe",
    email: "alex@example.com",
    phone: "+1 313 555 0100",
    experienceLevel: "senior",
    jobTypes: ["contract"],
    location: "Detroit, MI",
    availability: "now",
    skills: ["Fanuc Robotics"],
  },
  project: {
    title: "Fanuc cell retrofit",
    projectType: "Robot Programming",
    industry: "Automotive",
    location: "Detroit, MI",
    description: "",
    skills: ["Fanuc"],
    workType: "Hourly Contract",
    budgetMin: "80",
    budgetMax: "110",
    startDate: "2027-01-15",
    duration: "1-3 months",
    email: "dana@plant.com",
  },
  "job-alert": { email: "sam@example.com", frequency: "weekly" },
  application: {
    job: { id: "job-1", title: "Controls Engineer", company: "Acme" },
    profile: {
      personalInfo: { fullName: "Pat Lee", email: "pat@example.com", phone: "", location: "" },
      specialty: "fanuc",
      experience: [],
      skills: ["PLC"],
      certifications: [],
    },
  },
};

/** A whole valid JSON submission of `kind` (a new id unless given). */
export function submission(kind: LeadKind, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind,
    id: randomUUID(),
    fields: validFields[kind],
    page: "/post-job",
    consent: leadFormsCopy.consent,
    elapsedMs: 10_000,
    ...overrides,
  };
}

export function postLead(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: "/api/leads",
    headers: { "content-type": "application/json", ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/**
 * PostgreSQL for a test file: a database of its own, made on the server TEST_DATABASE_URL names and
 * dropped afterwards. Without TEST_DATABASE_URL (a local run) the PostgreSQL tests are skipped, with
 * the reason printed; CI (.ci/run) always sets it.
 */
export const pgUrl = process.env.TEST_DATABASE_URL ?? "";
/** Says why a file's PostgreSQL tests are skipped, when they are. */
export function reportPgSkip(): void {
  if (!pgUrl) {
    console.warn(
      "PostgreSQL tests skipped: TEST_DATABASE_URL is not set (docs/intake.md, 'Tests on PostgreSQL').",
    );
  }
}

export async function pgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import("pg");
  const name = `leads_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
