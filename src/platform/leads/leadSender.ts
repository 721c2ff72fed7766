import { isReference, type LeadSendResult, type LeadSubmission } from "../../domain/leads";
import { LEADS_ENDPOINT } from "./endpoint";
// A cycle on purpose (flushOutbox sends with `deliver`): neither uses the other as it loads, and the
// two load together, so a submission queued offline never waits for another file.
import { watchConnection } from "./flushOutbox";
import { keep } from "./outbox";

/**
 * Sends one submission to the lead intake (`VITE_LEADS_ENDPOINT`, same origin `/api/leads` by default)
 * and says what came of it. Loaded only when a form is sent (./sendLeadActor.ts).
 *
 * Retries: a 5xx or 429 is tried again up to 3 times, waiting 1 s, 2 s, 4 s (or the server's
 * Retry-After, capped at 30 s): the spec's data-fetching defaults (section 7). The idempotency `id`
 * makes every retry safe: the intake never stores a submission twice.
 */
export { LEADS_ENDPOINT };

const RETRIES = 3;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function retryDelay(attempt: number, response: Response): number {
  const header = Number(response.headers.get("Retry-After"));
  const asked = Number.isFinite(header) && header > 0 ? header * 1000 : FIRST_DELAY_MS * 2 ** attempt;
  return Math.min(asked, MAX_DELAY_MS);
}

async function refusal(response: Response): Promise<Extract<LeadSendResult, { outcome: "refused" }>> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; errors?: unknown } | null;
  const errors: Record<string, string> = {};
  if (body && typeof body.errors === "object" && body.errors !== null) {
    for (const [field, message] of Object.entries(body.errors)) {
      if (typeof message === "string") errors[field] = message;
    }
  }
  return { outcome: "refused", message: typeof body?.message === "string" ? body.message : "", errors };
}

/** What one delivery came to: the intake's answer, or `unreachable` (offline, no answer at all). */
export type DeliveryResult = Exclude<LeadSendResult, { outcome: "queued" }> | { outcome: "unreachable" };

/**
 * One submission, delivered to the intake with retries, never queued: the outbox's flush
 * (./flushOutbox.ts) and `sendLead` below both use it.
 */
export async function deliver(
  submission: LeadSubmission,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DeliveryResult> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return { outcome: "unreachable" };
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(LEADS_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(submission),
        credentials: "omit",
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      return { outcome: "unreachable" };
    }
    if (response.status === 200 || response.status === 201) {
      const body = (await response.json().catch(() => null)) as { reference?: unknown } | null;
      if (isReference(body?.reference)) return { outcome: "sent", reference: body.reference };
      return { outcome: "failed", status: response.status };
    }
    if (response.status === 400 || response.status === 422) return refusal(response);
    const retryable = response.status >= 500 || response.status === 429;
    if (!retryable || attempt >= RETRIES) return { outcome: "failed", status: response.status };
    await wait(retryDelay(attempt, response), signal);
  }
}

/**
 * One submission, sent: `queued` when the network cannot carry it (offline, the intake unreachable):
 * it is kept in the device outbox (./outbox.ts) and sent again, same `id`, on the `online` event, on
 * the next visit, or by the service worker's Background Sync, whichever comes first; the intake's
 * idempotency makes the one that arrives second a no-op. When the browser keeps nothing (storage off),
 * it is `failed` (status 0): the visitor keeps the answers and is offered "Try again", never told it
 * was saved.
 */
export async function sendLead(
  submission: LeadSubmission,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LeadSendResult> {
  const result = await deliver(submission, { signal });
  if (result.outcome !== "unreachable") return result;
  if (!(await keep(submission))) return { outcome: "failed", status: 0 };
  watchConnection();
  return { outcome: "queued" };
}
