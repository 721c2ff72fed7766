import {
  DEFAULT_LEADS_ENDPOINT,
  isReference,
  type LeadSendResult,
  type LeadSubmission,
} from "../../domain/leads";

/**
 * Sends one submission to the lead intake (`VITE_LEADS_ENDPOINT`, same origin `/api/leads` by default)
 * and says what came of it. Loaded only when a form is sent (./sendLeadActor.ts).
 *
 * Retries: a 5xx or 429 is tried again up to 3 times, waiting 1 s, 2 s, 4 s (or the server's
 * Retry-After, capped at 30 s): the spec's data-fetching defaults (section 7). The idempotency `id`
 * makes every retry safe: the intake never stores a submission twice.
 */
export const LEADS_ENDPOINT: string = import.meta.env.VITE_LEADS_ENDPOINT || DEFAULT_LEADS_ENDPOINT;

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

async function refusal(response: Response): Promise<LeadSendResult> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; errors?: unknown } | null;
  const errors: Record<string, string> = {};
  if (body && typeof body.errors === "object" && body.errors !== null) {
    for (const [field, message] of Object.entries(body.errors)) {
      if (typeof message === "string") errors[field] = message;
    }
  }
  return { outcome: "refused", message: typeof body?.message === "string" ? body.message : "", errors };
}

/**
 * One submission, sent: `queued` when the network cannot carry it (offline, the intake unreachable),
 * which the caller keeps on the device and sends again later (same `id`).
 */
export async function sendLead(
  submission: LeadSubmission,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LeadSendResult> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return { outcome: "queued" };
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
      return { outcome: "queued" };
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
