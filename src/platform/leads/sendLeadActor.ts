import { fromPromise } from "xstate";
import type { LeadSendResult, LeadSubmission } from "../../domain/leads";
import { onDemand } from "../../startup/onDemand";

/**
 * The sending code, fetched once (onDemand.ts): never when that is bound to fail (offline with no
 * service worker), which Chromium would otherwise remember for the life of the page.
 */
const senderCode = onDemand(() => import("./leadSender"));

/**
 * The `sendLead` actor a form's machine invokes from its `submitting` state (issue 34). Its input is
 * the submission, made once per submit with its idempotency `id`; its output says what came of it
 * (`LeadSendResult`: sent, queued, refused, failed). The code that sends (./leadSender.ts) loads only
 * when a form is sent, so no page pays for it before.
 *
 * A machine declares `sendLead: sendLeadByPage` in its setup, and the page provides this one:
 *
 *   useFlow(jobPostMachine, { actors: { sendLead: sendLeadActor } })
 */
export const sendLeadActor = fromPromise<LeadSendResult, LeadSubmission>(async ({ input, signal }) => {
  const { sendLead } = await senderCode.load();
  return sendLead(input, { signal });
});

/** The machine's stand-in until the page provides `sendLeadActor` (tests provide their own). */
export const sendLeadByPage = fromPromise<LeadSendResult, LeadSubmission>(() =>
  Promise.reject(new Error("sendLead is provided by the page")),
);

/**
 * Fetches the sending code ahead (a form's first focus), so a form filled before the connection went
 * is still kept on the device when it is sent offline, with no service worker to serve the code.
 */
export function warmSendLead(): void {
  senderCode.load().catch(() => {});
}
