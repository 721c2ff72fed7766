/**
 * Leads in the database: stored once per idempotency key (with their outbox rows, in one
 * transaction), listed, shown, erased and purged.
 */
import { createHmac, randomBytes, randomInt, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import {
  type LeadKind,
  REFERENCE_ALPHABET,
  REFERENCE_CODE_LENGTH,
  REFERENCE_PREFIX,
} from "../src/domain/leads";
import type { Database, IntakeDb, LeadsTable, OutboxTable } from "./db";

export type Channel = OutboxTable["channel"];

export interface NewLead {
  id: string;
  kind: LeadKind;
  fields: Record<string, unknown>;
  page: string;
  consent: string;
  email: string;
  ipHash: string;
  suspectReason: string | null;
}

export interface StoredLead {
  id: string;
  reference: string;
  kind: string;
  fields: Record<string, unknown>;
  page: string;
  consent: string;
  suspect: boolean;
  suspectReason: string | null;
  createdAt: string;
}

/** A reference: the kind's two letters, a dash and `length` characters a person can read out. */
export function makeReference(kind: LeadKind, length = REFERENCE_CODE_LENGTH): string {
  let code = "";
  for (let i = 0; i < length; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${REFERENCE_PREFIX[kind]}-${code}`;
}

/** A unique-constraint failure on either engine (the reference taken by another lead). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/** Collisions tried at one length before the code grows by a character. */
const TRIES_PER_LENGTH = 3;
const MAX_REFERENCE_LENGTH = 8;

/**
 * Stores a lead once: insert-or-ignore by id, its outbox rows (one per channel; none for a suspect
 * lead) in the same transaction, then the reference of the row that holds the id, which is this one
 * or the one an earlier post of the same id made. Resolves only after the commit.
 */
export async function storeLead(
  intake: IntakeDb,
  lead: NewLead,
  channels: readonly Channel[],
  now = new Date(),
): Promise<{ reference: string; created: boolean }> {
  const id = lead.id.toLowerCase();
  for (let attempt = 0; ; attempt++) {
    const length = Math.min(
      REFERENCE_CODE_LENGTH + Math.floor(attempt / TRIES_PER_LENGTH),
      MAX_REFERENCE_LENGTH,
    );
    const reference = makeReference(lead.kind, length);
    try {
      return await intake.db.transaction().execute(async (trx) => {
        const createdAt = now.toISOString();
        const result = await trx
          .insertInto("leads")
          .values({
            id,
            reference,
            kind: lead.kind,
            fields: JSON.stringify(lead.fields),
            page: lead.page,
            consent: lead.consent,
            email: lead.email.trim().toLowerCase(),
            ip_hash: lead.ipHash,
            suspect: lead.suspectReason ? 1 : 0,
            suspect_reason: lead.suspectReason,
            created_at: createdAt,
          })
          .onConflict((conflict) => conflict.column("id").doNothing())
          .executeTakeFirst();
        const created = Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
        if (created && !lead.suspectReason) await addDeliveries(trx, id, channels, createdAt);
        const row = await trx
          .selectFrom("leads")
          .select("reference")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        return { reference: row.reference, created };
      });
    } catch (error) {
      if (isUniqueViolation(error) && attempt < 30) continue;
      throw error;
    }
  }
}

async function addDeliveries(
  trx: Transaction<Database> | Kysely<Database>,
  leadId: string,
  channels: readonly Channel[],
  at: string,
): Promise<void> {
  if (channels.length === 0) return;
  await trx
    .insertInto("outbox")
    .values(
      channels.map((channel) => ({
        id: randomUUID(),
        lead_id: leadId,
        channel,
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: at,
        locked_until: null,
        last_error: null,
        delivered_at: null,
        created_at: at,
      })),
    )
    .execute();
}

function toStored(row: LeadsTable): StoredLead {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    fields: JSON.parse(row.fields) as Record<string, unknown>,
    page: row.page,
    consent: row.consent,
    suspect: Number(row.suspect) === 1,
    suspectReason: row.suspect_reason,
    createdAt: row.created_at,
  };
}

export async function listLeads(
  intake: IntakeDb,
  filter: { kind?: string; since?: string } = {},
): Promise<StoredLead[]> {
  let query = intake.db.selectFrom("leads").selectAll();
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.since) query = query.where("created_at", ">=", filter.since);
  const rows = await query.orderBy("created_at").orderBy("reference").execute();
  return rows.map(toStored);
}

export async function findLead(intake: IntakeDb, reference: string): Promise<StoredLead | null> {
  const row = await intake.db
    .selectFrom("leads")
    .selectAll()
    .where("reference", "=", reference.trim().toUpperCase())
    .executeTakeFirst();
  return row ? toStored(row) : null;
}

/** Every lead carrying this address (and their deliveries): removed. Answers how many. */
export async function eraseByEmail(intake: IntakeDb, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  return intake.db.transaction().execute(async (trx) => {
    const ids = (await trx.selectFrom("leads").select("id").where("email", "=", address).execute()).map(
      (row) => row.id,
    );
    if (ids.length === 0) return 0;
    await trx.deleteFrom("outbox").where("lead_id", "in", ids).execute();
    await trx.deleteFrom("leads").where("id", "in", ids).execute();
    return ids.length;
  });
}

/** Leads older than `days` (and their deliveries): removed. Answers how many. */
export async function purgeOlderThan(intake: IntakeDb, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  return intake.db.transaction().execute(async (trx) => {
    const old = trx.selectFrom("leads").select("id").where("created_at", "<", cutoff);
    await trx.deleteFrom("outbox").where("lead_id", "in", old).execute();
    const result = await trx.deleteFrom("leads").where("created_at", "<", cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** The salt of the addresses' hashes: the configured one, else one made once and kept. */
export async function ipSalt(intake: IntakeDb, configured: string | null): Promise<string> {
  if (configured) return configured;
  const made = randomBytes(32).toString("hex");
  await intake.db
    .insertInto("settings")
    .values({ key: "ip_salt", value: made })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const row = await intake.db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", "ip_salt")
    .executeTakeFirstOrThrow();
  return row.value;
}

export function hashAddress(salt: string, address: string): string {
  return createHmac("sha256", salt).update(address).digest("hex");
}
