import type { EventObject, PromiseActorLogic, PromiseSnapshot } from "xstate";
import type { LeadSendResult, LeadSubmission } from "../../domain/leads";
import { onDemand } from "../onDemand";

/**
 * The sending code, fetched once (onDemand.ts): never when that is bound to fail (offline with no
 * service worker), which Chromium would otherwise remember for the life of the page.
 */
const senderCode = onDemand(() => import("./leadSender"));

type SendSnapshot = PromiseSnapshot<LeadSendResult, LeadSubmission>;
/** The same type as `fromPromise`'s, so tests can provide one in its place. */
type SendLogic = PromiseActorLogic<LeadSendResult, LeadSubmission>;

const RESOLVED = "leads.send.resolved";
const REJECTED = "leads.send.rejected";

/**
 * XState's `fromPromise`, cut to what sending needs (as draftActors.ts and watchDelivery.ts cut
 * `fromCallback`): it runs `run(input, signal)` when started; its result makes the actor done with
 * that output (the machine's `onDone`), a failure makes it fail (`onError`), and stopping it aborts
 * the signal. XState itself turns a done or failed snapshot into the parent's events. Keeps
 * `fromPromise` out of every form's first load (`npm run size`).
 */
function promiseActor(
  run: (input: LeadSubmission, signal: AbortSignal) => Promise<LeadSendResult>,
): SendLogic {
  const controllers = new WeakMap<object, AbortController>();
  return {
    getInitialSnapshot: (_scope, input) =>
      ({ status: "active", output: undefined, error: undefined, input }) as SendSnapshot,
    start: (snapshot, { self }) => {
      if (snapshot.status !== "active" || !snapshot.input) return;
      const controller = new AbortController();
      controllers.set(self, controller);
      run(snapshot.input, controller.signal).then(
        (output) => {
          if (self.getSnapshot().status === "active") self.send({ type: RESOLVED, output } as EventObject);
        },
        (error) => {
          if (self.getSnapshot().status === "active") self.send({ type: REJECTED, error } as EventObject);
        },
      );
    },
    transition: (snapshot, event, { self }) => {
      if (snapshot.status !== "active") return snapshot;
      const data = event as EventObject & { output?: LeadSendResult; error?: unknown };
      if (event.type === RESOLVED)
        return { ...snapshot, status: "done", output: data.output } as SendSnapshot;
      if (event.type === REJECTED) return { ...snapshot, status: "error", error: data.error } as SendSnapshot;
      if (event.type === "xstate.stop") {
        controllers.get(self)?.abort();
        return { ...snapshot, status: "stopped", input: undefined } as SendSnapshot;
      }
      return snapshot;
    },
    getPersistedSnapshot: (snapshot) => snapshot,
  };
}

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
export const sendLeadActor = promiseActor(async (input, signal) => {
  const { sendLead } = await senderCode.load();
  return sendLead(input, { signal });
});

/** The machine's stand-in until the page provides `sendLeadActor` (tests provide their own). */
export const sendLeadByPage = promiseActor(() =>
  Promise.reject(new Error("sendLead is provided by the page")),
);

/**
 * Fetches the sending code ahead (a form's first focus), so a form filled before the connection went
 * is still kept on the device when it is sent offline, with no service worker to serve the code.
 */
export function warmSendLead(): void {
  senderCode.load().catch(() => {});
}
