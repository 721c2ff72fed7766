/**
 * The intake's whole configuration, from environment variables (issue 33). Every variable is listed
 * in CONFIG_VARIABLES with its default and meaning; docs/intake.md carries the same table, and a test
 * checks the two agree.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface IntakeConfig {
  host: string;
  port: number;
  /** The prerendered site served outside /api/ (null: the API alone). */
  siteDir: string | null;
  /** The bench's `?__floor` pages (scripts/serve.mjs). */
  floor: boolean;
  /** SQLite file (used when databaseUrl is null). */
  dbFile: string;
  /** postgres://… : PostgreSQL instead of SQLite. */
  databaseUrl: string | null;
  bodyLimit: number;
  rateLimit: { max: number; windowMs: number };
  minFillMs: number;
  /** Origins (scheme://host[:port]) other than the intake's own that may post leads (CORS). */
  allowedOrigins: string[];
  /** Where an HTML form post is sent back to (/sent, /not-sent); null: the intake's own origin. */
  siteOrigin: string | null;
  /** ALTCHA proof-of-work: on when a key is set. */
  altchaHmacKey: string | null;
  /** The salt of the addresses' hashes; null: one is made once and kept in the database. */
  ipSalt: string | null;
  retentionDays: number;
  webhook: { url: string; secret: string } | null;
  email: { smtpUrl: string; to: string; from: string } | null;
  delivery: { attempts: number; baseDelayMs: number; maxDelayMs: number; pollMs: number; leaseMs: number };
  /** Behind a proxy or load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: string;
}

/** Every variable the intake reads: name, default (as text), what it does. */
export const CONFIG_VARIABLES = [
  ["HOST", "127.0.0.1", "Address the server listens on (0.0.0.0 in a container)."],
  ["PORT", "4173", "Port the server listens on (`--port N` on the command line wins)."],
  ["LEADS_SITE_DIR", "dist", "The prerendered site served outside /api/; `none` serves the API alone."],
  ["SERVE_FLOOR", "unset", "`1` adds the bench's `?__floor` pages (npm run bench only)."],
  ["LEADS_DB", "data/leads.sqlite", "The SQLite file, created and migrated on start."],
  ["DATABASE_URL", "unset", "`postgres://…`: use PostgreSQL instead of SQLite (same migrations)."],
  ["LEADS_BODY_LIMIT", "65536", "Largest request body in bytes; larger gets 413."],
  ["LEADS_RATE_LIMIT", "30", "Posts to /api/leads one address may make per window; more gets 429."],
  ["LEADS_RATE_WINDOW", "60000", "The rate limit's window in milliseconds."],
  [
    "LEADS_MIN_FILL_MS",
    "1500",
    "A form sent sooner after it was shown is stored as suspect (not delivered).",
  ],
  ["LEADS_ALLOWED_ORIGINS", "unset", "Comma-separated origins allowed to post from another origin (CORS)."],
  ["LEADS_SITE_ORIGIN", "unset", "The site's origin, for the pages an HTML form post is sent back to."],
  ["LEADS_ALTCHA_HMAC_KEY", "unset", "Turns on ALTCHA proof-of-work (challenge at GET /api/altcha)."],
  ["LEADS_IP_SALT", "unset", "Salt of the addresses' HMAC; unset, a random one is kept in the database."],
  ["LEADS_RETENTION_DAYS", "365", "Leads older than this are purged (also read at build for /privacy)."],
  ["LEADS_WEBHOOK_URL", "unset", "Each lead is POSTed here as JSON."],
  ["LEADS_WEBHOOK_SECRET", "unset", "HMAC-SHA256 key of the X-Leads-Signature header (needed with the URL)."],
  ["SMTP_URL", "unset", "nodemailer transport URL (smtp://user:pass@host:587) for the e-mail."],
  ["LEADS_NOTIFY_TO", "unset", "Who gets each lead by e-mail (needed with SMTP_URL)."],
  ["LEADS_NOTIFY_FROM", "LEADS_NOTIFY_TO", "The e-mail's sender."],
  ["LEADS_DELIVERY_ATTEMPTS", "8", "Attempts per delivery before it is marked failed."],
  ["LEADS_DELIVERY_BASE_MS", "30000", "First retry delay; each next one doubles."],
  ["LEADS_DELIVERY_MAX_MS", "3600000", "Longest retry delay."],
  ["LEADS_DELIVERY_POLL_MS", "1000", "How often the delivery worker looks for due deliveries."],
  ["LEADS_DELIVERY_LEASE_MS", "60000", "How long a claimed delivery is held by one instance."],
  [
    "LEADS_TRUST_PROXY",
    "unset",
    "`1` behind a proxy or load balancer (client address from X-Forwarded-For).",
  ],
  ["LOG_LEVEL", "info", "pino level of the one-line request logs (`silent` for none)."],
] as const;

export type ConfigVariable = (typeof CONFIG_VARIABLES)[number][0];
type Env = Partial<Record<ConfigVariable, string>> & Record<string, string | undefined>;

function positiveInt(env: Env, name: ConfigVariable, fallback: number, min = 1): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
  return value;
}

function origin(value: string, name: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error();
    return url.origin;
  } catch {
    throw new Error(`${name}: "${value}" is not an http(s) origin`);
  }
}

const set = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** The retention in days, alone: the build reads it for /privacy (scripts/prerender.mjs). */
export function retentionDays(env: Env = process.env): number {
  return positiveInt(env, "LEADS_RETENTION_DAYS", 365);
}

export function loadConfig(env: Env = process.env): IntakeConfig {
  const webhookUrl = set(env.LEADS_WEBHOOK_URL);
  const webhookSecret = set(env.LEADS_WEBHOOK_SECRET);
  if (webhookUrl && !webhookSecret) throw new Error("LEADS_WEBHOOK_URL needs LEADS_WEBHOOK_SECRET");
  const smtpUrl = set(env.SMTP_URL);
  const notifyTo = set(env.LEADS_NOTIFY_TO);
  if (smtpUrl && !notifyTo) throw new Error("SMTP_URL needs LEADS_NOTIFY_TO");
  const siteDir = set(env.LEADS_SITE_DIR) ?? "dist";
  const databaseUrl = set(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error("DATABASE_URL must be a postgres:// URL");
  return {
    host: set(env.HOST) ?? "127.0.0.1",
    port: positiveInt(env, "PORT", 4173, 0),
    siteDir: siteDir === "none" ? null : path.resolve(projectRoot, siteDir),
    floor: env.SERVE_FLOOR === "1",
    dbFile: path.resolve(projectRoot, set(env.LEADS_DB) ?? "data/leads.sqlite"),
    databaseUrl,
    bodyLimit: positiveInt(env, "LEADS_BODY_LIMIT", 64 * 1024),
    rateLimit: {
      max: positiveInt(env, "LEADS_RATE_LIMIT", 30),
      windowMs: positiveInt(env, "LEADS_RATE_WINDOW", 60_000),
    },
    minFillMs: positiveInt(env, "LEADS_MIN_FILL_MS", 1500, 0),
    allowedOrigins: (set(env.LEADS_ALLOWED_ORIGINS) ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => origin(item, "LEADS_ALLOWED_ORIGINS")),
    siteOrigin: set(env.LEADS_SITE_ORIGIN)
      ? origin(env.LEADS_SITE_ORIGIN as string, "LEADS_SITE_ORIGIN")
      : null,
    altchaHmacKey: set(env.LEADS_ALTCHA_HMAC_KEY),
    ipSalt: set(env.LEADS_IP_SALT),
    retentionDays: retentionDays(env),
    webhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : null,
    email:
      smtpUrl && notifyTo ? { smtpUrl, to: notifyTo, from: set(env.LEADS_NOTIFY_FROM) ?? notifyTo } : null,
    delivery: {
      attempts: positiveInt(env, "LEADS_DELIVERY_ATTEMPTS", 8),
      baseDelayMs: positiveInt(env, "LEADS_DELIVERY_BASE_MS", 30_000, 0),
      maxDelayMs: positiveInt(env, "LEADS_DELIVERY_MAX_MS", 3_600_000, 0),
      pollMs: positiveInt(env, "LEADS_DELIVERY_POLL_MS", 1000),
      leaseMs: positiveInt(env, "LEADS_DELIVERY_LEASE_MS", 60_000),
    },
    trustProxy: env.LEADS_TRUST_PROXY === "1",
    logLevel: set(env.LOG_LEVEL) ?? "info",
  };
}
