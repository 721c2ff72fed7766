import { deliver } from "./leadSender";
import { remove, waiting } from "./outbox";
import { announceDelivered, flushWhenWaiting } from "./outboxSignal";

/**
 * Sends what waits in the device outbox (issue 34), each submission with its own `id`, so the intake
 * answers the reference of a submission it already has (a replay by the service worker, another tab)
 * and never stores one twice. Delivered: removed, and every tab hears its reference. Refused (the
 * intake will never take it as it is): removed too. Unreachable or a 5xx: kept, tried again on the
 * `online` event, on the next visit, or in a minute.
 *
 * One tab flushes at a time (a Web Lock where the browser has them), so tabs do not race one another.
 */
const RETRY_MS = 60_000;
let retry: ReturnType<typeof setTimeout> | undefined;
let flushing: Promise<void> | null = null;

async function flushOnce(): Promise<void> {
  for (const submission of await waiting()) {
    const result = await deliver(submission);
    if (result.outcome === "sent") {
      await remove(submission.id);
      announceDelivered({ id: submission.id, kind: submission.kind, reference: result.reference });
    } else if (result.outcome === "refused") {
      await remove(submission.id);
    } else {
      clearTimeout(retry);
      retry = setTimeout(flushOutbox, RETRY_MS);
      return;
    }
  }
}

export function flushOutbox(): Promise<void> {
  if (flushing) return flushing;
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  const run = locks
    ? locks.request("leads-outbox-flush", { ifAvailable: true }, (lock) => (lock ? flushOnce() : undefined))
    : flushOnce();
  flushing = Promise.resolve(run)
    .catch(() => {})
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

let watching = false;

/** From now on, the `online` event sends what waits (the shell does the same on every page). */
export function watchConnection(): void {
  if (watching || typeof window === "undefined") return;
  watching = true;
  addEventListener("online", flushWhenWaiting);
  clearTimeout(retry);
  retry = setTimeout(flushOutbox, RETRY_MS);
}
