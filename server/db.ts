/**
 * The intake's database: one Kysely query layer and one migration set for SQLite (better-sqlite3, the
 * embedded default) and PostgreSQL (pg, for several instances behind a load balancer).
 *
 * Times are ISO-8601 UTC text (`toISOString()`, always 24 characters), so they sort and compare the
 * same way as text on both engines.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  type Generated,
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
} from "kysely";
import pg from "pg";

export interface LeadsTable {
  /** The browser's idempotency key (a UUID, lower case). */
  id: string;
  reference: string;
  kind: string;
  /** The checked fields, as JSON. */
  fields: string;
  page: string;
  consent: string;
  /** The e-mail address the lead carries (lower case), for `leads erase --email`; "" when none. */
  email: string;
  /** HMAC-SHA256 of the client address with the salt: never the address itself. */
  ip_hash: string;
  /** 1: a honeypot or a too-quick form; kept, never delivered. */
  suspect: number;
  suspect_reason: string | null;
  created_at: string;
}

export interface OutboxTable {
  /** The delivery id (X-Leads-Delivery). */
  id: string;
  lead_id: string;
  channel: "webhook" | "email";
  status: "pending" | "delivered" | "failed";
  attempts: Generated<number>;
  next_attempt_at: string;
  /** An instance that claimed the delivery holds it until then. */
  locked_until: string | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface Database {
  leads: LeadsTable;
  outbox: OutboxTable;
  settings: SettingsTable;
}

export type Dialect = "sqlite" | "postgres";

export interface IntakeDb {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

const migrations: Record<string, Migration> = {
  "001_leads": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("leads")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("reference", "text", (col) => col.notNull().unique())
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("fields", "text", (col) => col.notNull())
        .addColumn("page", "text", (col) => col.notNull())
        .addColumn("consent", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("ip_hash", "text", (col) => col.notNull())
        .addColumn("suspect", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("suspect_reason", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
      await db.schema.createIndex("leads_email").on("leads").column("email").execute();
      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("channel", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (col) => col.notNull())
        .addColumn("locked_until", "text")
        .addColumn("last_error", "text")
        .addColumn("delivered_at", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();
      await db.schema
        .createTable("settings")
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("value", "text", (col) => col.notNull())
        .execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every migration not yet applied (on both engines; Kysely keeps its own table of them). */
export async function migrate(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error");
    throw new Error(`migration ${failed?.migrationName ?? "?"} failed: ${String(error)}`);
  }
}

/** Opens (and creates) the database; `databaseUrl` set means PostgreSQL. Not migrated: see migrate(). */
export function openDb(options: { dbFile: string; databaseUrl: string | null; poolSize?: number }): IntakeDb {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A connection the database ends while it sits idle in the pool (a restart, a failover, an
    // administrator's pg_terminate_backend) is dropped by the pool, and the next query opens another.
    // Unheard, its 'error' event would end the process; it is one JSON line, no personal data.
    pool.on("error", (error: Error & { code?: string }) => {
      process.stderr.write(
        `${JSON.stringify({ level: 40, time: Date.now(), msg: "database connection dropped", code: error.code ?? null })}\n`,
      );
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  if (options.dbFile !== ":memory:") mkdirSync(path.dirname(options.dbFile), { recursive: true });
  const database = new SQLite(options.dbFile);
  // WAL: readers never wait for the writer; FULL sync: a committed lead survives a power cut too.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

/** Whether the database answers (GET /api/health). */
export async function ping(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
