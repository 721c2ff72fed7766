/**
 * The outbox's delivery worker (issue 33): each pending delivery of a stored lead goes to its channel
 * (a signed webhook, an e-mail), with retries on an exponential backoff; the outcome is recorded on
 * the outbox row. A lead is stored before any delivery is tried, so a failed one never loses it.
 *
 * Claiming: a delivery is leased to one worker (locked_until) before it is tried. On PostgreSQL the
 * claim is `SELECT … FOR UPDATE SKIP LOCKED`, so several instances never take the same delivery.
 */
import { createHmac } from "node:crypto";
import nodemailer from "nodemailer";
import type { IntakeConfig } from "./config";
import type { IntakeDb, OutboxTable } from "./db";

export interface Claimed {
  id: string;
  channel: OutboxTable["channel"];
  attempts: number;
  lead: {
    reference: string;
    kind: string;
    fields: string;
    page: string;
    consent: string;
    created_at: string;
  };
}

/** The webhook's JSON body: the lead as stored, with the delivery's id. */
export function webhookBody(claimed: Claimed): string {
  return JSON.stringify({
    delivery: claimed.id,
    reference: claimed.lead.reference,
    kind: claimed.lead.kind,
    createdAt: claimed.lead.created_at,
    page: claimed.lead.page,
    consent: claimed.lead.consent,
    fields: JSON.parse(claimed.lead.fields),
  });
}

/** `sha256=<hex>`: HMAC-SHA256 of the raw body with the secret (as GitHub signs its webhooks). */
export function signature(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** The wait before attempt n+1 after n failed ones: base, 2×base, 4×base… at most max. */
export function backoffMs(failedAttempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), maxMs);
}

/** Claims up to `limit` due deliveries for `leaseMs`. */
export async function claimDue(
  intake: IntakeDb,
  leaseMs: number,
  limit: number,
  now = new Date(),
): Promise<Claimed[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  return intake.db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom("outbox")
      .select(["id"])
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", at)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
      .orderBy("next_attempt_at")
      .limit(limit);
    if (intake.dialect === "postgres") due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    await trx.updateTable("outbox").set({ locked_until: until }).where("id", "in", ids).execute();
    const rows = await trx
      .selectFrom("outbox")
      .innerJoin("leads", "leads.id", "outbox.lead_id")
      .select([
        "outbox.id as id",
        "outbox.channel as channel",
        "outbox.attempts as attempts",
        "leads.reference as reference",
        "leads.kind as kind",
        "leads.fields as fields",
        "leads.page as page",
        "leads.consent as consent",
        "leads.created_at as created_at",
      ])
      .where("outbox.id", "in", ids)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      attempts: Number(row.attempts),
      lead: {
        reference: row.reference,
        kind: row.kind,
        fields: row.fields,
        page: row.page,
        consent: row.consent,
        created_at: row.created_at,
      },
    }));
  });
}

export type Sender = (claimed: Claimed) => Promise<void>;

/** The senders of the configured channels. */
export function senders(config: IntakeConfig): Partial<Record<OutboxTable["channel"], Sender>> {
  const out: Partial<Record<OutboxTable["channel"], Sender>> = {};
  const webhook = config.webhook;
  if (webhook) {
    out.webhook = async (claimed) => {
      const body = webhookBody(claimed);
      const response = await fetch(webhook.url, {
        method: "POST",
        body,
        headers: {
          "Content-Type": "application/json",
          "X-Leads-Signature": signature(webhook.secret, body),
          "X-Leads-Timestamp": String(Math.floor(Date.now() / 1000)),
          "X-Leads-Delivery": claimed.id,
        },
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    };
  }
  const email = config.email;
  if (email) {
    const transport = nodemailer.createTransport(email.smtpUrl);
    out.email = async (claimed) => {
      const fields = JSON.parse(claimed.lead.fields) as Record<string, unknown>;
      const lines = Object.entries(fields).map(
        ([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`,
      );
      await transport.sendMail({
        from: email.from,
        to: email.to,
        subject: `New ${claimed.lead.kind} lead ${claimed.lead.reference}`,
        text: [
          `Reference: ${claimed.lead.reference}`,
          `Kind: ${claimed.lead.kind}`,
          `Page: ${claimed.lead.page}`,
          `Received: ${claimed.lead.created_at}`,
          "",
          ...lines,
          "",
          `Consent shown: ${claimed.lead.consent}`,
        ].join("\n"),
        headers: { "X-Leads-Delivery": claimed.id },
      });
    };
  }
  return out;
}

/** Records one attempt's outcome: delivered, retried later, or failed after the last attempt. */
export async function recordOutcome(
  intake: IntakeDb,
  config: IntakeConfig,
  claimed: Claimed,
  error: unknown,
  now = new Date(),
): Promise<void> {
  const attempts = claimed.attempts + 1;
  if (!error) {
    await intake.db
      .updateTable("outbox")
      .set({
        status: "delivered",
        attempts,
        delivered_at: now.toISOString(),
        locked_until: null,
        last_error: null,
      })
      .where("id", "=", claimed.id)
      .execute();
    return;
  }
  const last = attempts >= config.delivery.attempts;
  const wait = backoffMs(attempts, config.delivery.baseDelayMs, config.delivery.maxDelayMs);
  await intake.db
    .updateTable("outbox")
    .set({
      status: last ? "failed" : "pending",
      attempts,
      next_attempt_at: new Date(now.getTime() + wait).toISOString(),
      locked_until: null,
      // The error's own text (a status, a connection failure): no lead field is ever in it.
      last_error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    })
    .where("id", "=", claimed.id)
    .execute();
}

/** One pass: claims what is due and delivers it. Answers how many were tried. */
export async function deliverDue(
  intake: IntakeDb,
  config: IntakeConfig,
  send = senders(config),
  limit = 20,
): Promise<number> {
  const claimed = await claimDue(intake, config.delivery.leaseMs, limit);
  await Promise.all(
    claimed.map(async (item) => {
      const sender = send[item.channel];
      let error: unknown = null;
      try {
        if (!sender) throw new Error(`${item.channel} is not configured`);
        await sender(item);
      } catch (caught) {
        error = caught ?? new Error("failed");
      }
      await recordOutcome(intake, config, item, error);
    }),
  );
  return claimed.length;
}

export interface Worker {
  /** Look now rather than at the next poll (after a lead is stored). */
  nudge(): void;
  stop(): Promise<void>;
}

/** Runs deliverDue every poll interval (and on a nudge) until stopped. */
export function startWorker(
  intake: IntakeDb,
  config: IntakeConfig,
  onError: (error: unknown) => void = () => {},
): Worker {
  const send = senders(config);
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await deliverDue(intake, config, send)) > 0) {}
        } while (again && !stopped);
      } catch (error) {
        onError(error);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(run, config.delivery.pollMs);
  run();
  return {
    nudge: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** Re-queues every failed delivery for a new round of attempts (`leads retry`). Answers how many. */
export async function retryFailed(intake: IntakeDb, now = new Date()): Promise<number> {
  const result = await intake.db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
