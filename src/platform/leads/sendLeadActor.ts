import { fromPromise } from "xstate";
import type { LeadSendResult, LeadSubmission } from "../../domain/leads";

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
  const { sendLead } = await import("./leadSender");
  return sendLead(input, { signal });
});

/** The machine's stand-in until the page provides `sendLeadActor` (tests provide their own). */
export const sendLeadByPage = fromPromise<LeadSendResult, LeadSubmission>(() =>
  Promise.reject(new Error("sendLead is provided by the page")),
);
