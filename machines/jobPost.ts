import { assertEvent, assign, setup } from "xstate";
import { leadFormsCopy } from "../src/content/leadForms";
import {
  emptyJobPost,
  isJobPostComplete,
  isJobPostField,
  isJobPostReady,
  JOB_POST_FIELDS,
  JOB_POST_MAX_LENGTH,
  type JobPostField,
  type JobPostValues,
} from "../src/domain/jobPost";
import { validateJobPostDraft } from "../src/domain/jobPostDraft";
import { type LeadSendResult, type LeadSubmission, newLeadId, sendOutcome } from "../src/domain/leads";
import { truncate } from "../src/domain/text";
import { providedByPage } from "../src/flows/draftActors";
import { sendLeadByPage } from "../src/platform/leads/sendLeadActor";
import { watchDeliveryByPage } from "../src/platform/leads/watchDelivery";

/**
 * 'Post a Job' (issue 34): editing, the spec's checks (empty required fields, an email that is not an
 * address), then the real send to the lead intake: `submitting` invokes `sendLead` with an idempotency
 * id made once per submission, and what came of it is `sent` (the reference), `queued` (kept on this
 * device, sent by itself later), `refused` (the intake's message on each field) or `failed` (a 5xx
 * after retries: the answers kept, "Try again"). The toasts, focus, history back and the watch on a
 * queued submission are named actions and actors the page supplies.
 */
export interface JobPostContext {
  values: JobPostValues;
  /** The idempotency key of the submission under way: made at the first send, kept by every retry. */
  submissionId: string | null;
  /** The intake's reference, once it answered one. */
  reference: string | null;
  /** The intake's message on each field it refused, until the field is changed. */
  serverErrors: Partial<Record<JobPostField, string>>;
  /** When the form was shown (ms since the epoch): the intake refuses a form sent inhumanly fast. */
  shownAt: number;
  /** Whether the browser kept this tab's last change to the draft ("refused": storage full or off). */
  storage: "kept" | "refused";
  /** Another tab changed the draft while this tab's own last change was not kept; this tab kept it. */
  conflict: boolean;
}

export type JobPostEvent =
  | { type: "field.change"; field: JobPostField; value: string }
  | { type: "form.submit" }
  | { type: "form.retry" }
  | { type: "lead.delivered"; reference: string }
  | { type: "dialog.close" }
  | { type: "nav.back" }
  // The draft kept in this browser (issue 36): read on arrival, and another tab's change to it.
  | { type: "draft.loaded"; draft: JobPostValues }
  | { type: "draft.none" }
  | { type: "draft.discarded"; reason?: "corrupt" | "outdated" | "invalid" }
  | { type: "otherTab.changed"; draft: JobPostValues | null }
  | { type: "storage.refused" }
  | { type: "storage.kept" }
  | { type: "conflict.dismiss" };

/** What the form sends: its values under the wire names (src/domain/jobPost.ts), with its id. */
export function jobPostSubmission(context: JobPostContext, now = Date.now()): LeadSubmission {
  return {
    kind: "job-post",
    id: context.submissionId ?? newLeadId(),
    fields: { ...context.values },
    page: "/post-job",
    consent: leadFormsCopy.consent,
    elapsedMs: Math.max(0, now - context.shownAt),
    website: "",
  };
}

const outputOf = (event: { output?: unknown }) => event.output as LeadSendResult | undefined;

export const jobPostMachine = setup({
  types: {
    context: {} as JobPostContext,
    events: {} as JobPostEvent,
  },
  actors: {
    sendLead: sendLeadByPage,
    watchDelivery: watchDeliveryByPage,
    /** Page: reads the draft kept in this browser once, and sends what it holds. */
    loadDraft: providedByPage,
    /** Page: sends another tab's change to the kept draft while the form is open. */
    watchDraft: providedByPage,
  },
  guards: {
    /** Every required field is filled and the email is a valid address. */
    isReadyToSend: ({ context }) => isJobPostReady(context.values),
    /** Every required field is filled (whatever the email looks like). */
    isComplete: ({ context }) => isJobPostComplete(context.values),
    isSent: ({ event }) => sendOutcome((event as { output?: unknown }).output) === "sent",
    isQueued: ({ event }) => sendOutcome((event as { output?: unknown }).output) === "queued",
    isRefused: ({ event }) => sendOutcome((event as { output?: unknown }).output) === "refused",
    hasUnkeptChanges: ({ context }) => context.storage === "refused",
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== "field.change" || !isJobPostField(event.field) || typeof event.value !== "string") {
        return {};
      }
      const { [event.field]: _fixed, ...serverErrors } = context.serverErrors;
      return {
        values: { ...context.values, [event.field]: truncate(event.value, JOB_POST_MAX_LENGTH[event.field]) },
        serverErrors,
      };
    }),
    /** The submission's id is made once: a retry, a second click or Enter keep it. */
    startSubmission: assign({
      submissionId: ({ context }) => context.submissionId ?? newLeadId(),
      serverErrors: () => ({}),
    }),
    storeReference: assign({
      reference: ({ context, event }) => {
        if (event.type === "lead.delivered") return event.reference;
        const output = outputOf(event as { output?: unknown });
        return output?.outcome === "sent" ? output.reference : context.reference;
      },
    }),
    storeServerErrors: assign({
      serverErrors: ({ event }) => {
        const output = outputOf(event as { output?: unknown });
        const errors: Partial<Record<JobPostField, string>> = {};
        if (output?.outcome !== "refused") return errors;
        for (const field of JOB_POST_FIELDS) {
          const message = output.errors[field];
          if (typeof message === "string" && message) errors[field] = message;
        }
        return errors;
      },
    }),
    clearForm: assign({
      values: () => emptyJobPost,
      submissionId: () => null,
      reference: () => null,
      serverErrors: () => ({}),
    }),
    /** Page: the destructive toast 'Missing Required Fields' / 'Please fill in all required fields.' */
    showMissingToast: () => {},
    /** Page: focus moves to the first empty required field. */
    focusFirstMissing: () => {},
    /** Page: a destructive toast says the email address is not valid. */
    showInvalidEmailToast: () => {},
    /** Page: focus moves to the email field. */
    focusEmail: () => {},
    /** Page: a destructive toast with the intake's message. */
    showRefusedToast: () => {},
    /** Page: focus moves to the first field the intake refused. */
    focusFirstRefused: () => {},
    /** Page: toasts from earlier tries ('Missing Required Fields', say) are dismissed. */
    dismissToasts: () => {},
    /** Page: history back. */
    goBack: () => {},
    restoreDraft: assign(({ context, event }) => {
      assertEvent(event, "draft.loaded");
      return { values: validateJobPostDraft(event.draft) ?? context.values };
    }),
    adoptOtherTab: assign(({ context, event }) => {
      assertEvent(event, "otherTab.changed");
      return {
        values: event.draft === null ? emptyJobPost : (validateJobPostDraft(event.draft) ?? context.values),
      };
    }),
    noteConflict: assign({ conflict: true }),
    dismissConflict: assign({ conflict: false }),
    markRefused: assign({ storage: "refused" as const }),
    markKept: assign({ storage: "kept" as const }),
    /** Page: keeps the answers in this browser (a blank form keeps nothing) and says if it could not. */
    keepDraft: () => {},
    /** Page: forgets the kept answers. */
    clearDraft: () => {},
  },
}).createMachine({
  id: "jobPost",
  description:
    "Post a Job: the spec's checks, then the post is sent to our team, and the visitor is told what came of it: sent (with a reference), saved on this device, refused, or not sent.",
  context: () => ({
    values: emptyJobPost,
    submissionId: null,
    reference: null,
    serverErrors: {},
    shownAt: Date.now(),
    storage: "kept",
    conflict: false,
  }),
  initial: "loading",
  on: {
    "storage.refused": {
      actions: "markRefused",
      description:
        "The browser would not store the answers (storage full or off): a line says they stay on this page only.",
    },
    "storage.kept": {
      actions: "markKept",
      description: "A later change was stored again: the line goes away.",
    },
    "conflict.dismiss": {
      actions: "dismissConflict",
      description: "The visitor dismisses the line about the other tab.",
    },
  },
  states: {
    loading: {
      description:
        "Reading the answers kept in this browser (a post not sent yet); the empty form shows meanwhile, as prerendered.",
      invoke: { src: "loadDraft" },
      on: {
        "draft.loaded": {
          target: "editing",
          actions: "restoreDraft",
          description:
            "A post typed on an earlier visit and not sent comes back, every answer in place (what is not a draft of this form is not used).",
        },
        "draft.none": { target: "editing", description: "Nothing kept: the empty form." },
        "draft.discarded": {
          target: "editing",
          description:
            "The kept answers were unreadable or from another version: thrown away, the empty form.",
        },
      },
    },
    editing: {
      initial: "filling",
      description: "The form is shown and editable.",
      // Another tab's change to the kept answers arrives as otherTab.changed while the form is open.
      invoke: { src: "watchDraft" },
      on: {
        "otherTab.changed": [
          {
            guard: "hasUnkeptChanges",
            actions: "noteConflict",
            description:
              "The answers were changed in another tab, but this tab's own last change was not kept: this tab keeps its answers and a line says so.",
          },
          {
            actions: "adoptOtherTab",
            description:
              "The answers were changed (or sent, which clears them) in another tab: this tab shows the same answers.",
          },
        ],
        "field.change": {
          actions: ["setField", "keepDraft"],
          description:
            "Typing in a field (each has a length limit); a filled required field loses its invalid mark, and a field the intake refused loses the intake's message.",
        },
        "nav.back": {
          actions: "goBack",
          description: "The Back button goes back in the browser's history.",
        },
        "form.submit": [
          {
            guard: "isReadyToSend",
            target: "submitting",
            actions: ["dismissToasts", "startSubmission"],
            description:
              "Every required field is filled and the email is a valid address: the post is sent, with an id made once for this submission; toasts from earlier tries are dismissed.",
          },
          {
            guard: "isComplete",
            target: ".invalid",
            actions: ["showInvalidEmailToast", "focusEmail"],
            description:
              "Every required field is filled but the email is not a valid address: nothing is submitted; the email is marked invalid with a message, gets focus, and a destructive toast says why.",
          },
          {
            target: ".invalid",
            actions: ["showMissingToast", "focusFirstMissing"],
            description:
              "A required field is empty: the destructive toast shows, empty fields are marked invalid and the first gets focus.",
          },
        ],
      },
      states: {
        filling: { description: "No submit attempted yet: no field is marked." },
        invalid: {
          description:
            "After a refused submit: each still-empty required field is marked invalid (aria-invalid) until it is filled, and so is an email that is filled but not a valid address, until it is one. Tagged 'invalid': each field and the summary of empty fields ask this state whether to show their problems.",
          tags: ["invalid"],
        },
        refused: {
          description:
            "The intake refused the post (400): its message shows under each field it named, until that field is changed.",
          tags: ["invalid"],
        },
      },
    },
    submitting: {
      description:
        "Sending the post to our team: the submit button says so and is busy; another click or Enter sends nothing more.",
      tags: ["busy"],
      invoke: {
        id: "sendLead",
        src: "sendLead",
        input: ({ context }) => jobPostSubmission(context),
        onDone: [
          {
            guard: "isSent",
            target: "sent",
            actions: "storeReference",
            description: "The intake committed the post and answered its reference.",
          },
          {
            guard: "isQueued",
            target: "queued",
            description: "Offline, or the intake unreachable: the post is kept on this device.",
          },
          {
            guard: "isRefused",
            target: "editing.refused",
            actions: ["storeServerErrors", "showRefusedToast", "focusFirstRefused"],
            description:
              "The intake refused the post (400): its message shows on each field, a toast says so, and focus goes to the first.",
          },
          {
            target: "failed",
            description: "The intake answered an error after its retries (5xx): nothing was stored.",
          },
        ],
        onError: {
          target: "failed",
          description: "The send itself failed: nothing was stored.",
        },
      },
    },
    sent: {
      // The post is stored by the intake: the answers kept in this browser are forgotten.
      entry: "clearDraft",
      description:
        "The 'Thank You!' dialog names the reference and the address our team replies to within one working day.",
      on: {
        "dialog.close": {
          target: "editing",
          actions: "clearForm",
          description:
            "Close (the button, the X, Escape or a click outside) empties the form for a new post.",
        },
      },
    },
    queued: {
      // The post is kept on this device to be sent by itself: the draft is forgotten.
      entry: "clearDraft",
      description:
        "The dialog says the post is saved on this device and will be sent as soon as the visitor is back online. The page watches for it to go.",
      invoke: { src: "watchDelivery", input: ({ context }) => ({ id: context.submissionId }) },
      on: {
        "lead.delivered": {
          target: "sent",
          actions: "storeReference",
          description: "The saved post went (from this tab or another): the dialog names its reference.",
        },
        "dialog.close": {
          target: "editing",
          actions: "clearForm",
          description: "Close empties the form; the saved post still goes by itself.",
        },
      },
    },
    failed: {
      description:
        "Not sent: the intake answered an error. The answers stay in the form, and 'Try again' sends the same submission (the same id).",
      on: {
        "form.retry": {
          target: "submitting",
          description: "'Try again' sends the same post once more, with the same id.",
        },
        "form.submit": {
          target: "submitting",
          description: "Submitting again does the same as 'Try again'.",
        },
        "field.change": {
          target: "editing",
          actions: ["setField", "keepDraft"],
          description: "The visitor changes an answer: back to the form, the same submission id kept.",
        },
      },
    },
  },
});
