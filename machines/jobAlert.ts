import { assign, setup } from "xstate";
import { leadFormsCopy } from "../src/content/leadForms";
import { isValidEmail } from "../src/domain/email";
import { type LeadSendResult, type LeadSubmission, newLeadId, sendOutcome } from "../src/domain/leads";
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency, validateJobAlert } from "../src/domain/savedJobs";
import { providedByPage } from "../src/flows/draftActors";
import { sendLeadByPage } from "../src/platform/leads/sendLeadActor";
import { watchDeliveryByPage } from "../src/platform/leads/watchDelivery";

/**
 * The job alert form in the 'Stay Organized' column of /find-jobs: an email and a frequency (daily or
 * weekly). A valid alert is registered with the lead intake (issue 34, kind `job-alert`): `submitting`
 * invokes `sendLead` with an id made once per submission; `confirmed` once the intake answered its
 * reference (stored in this browser with `storeAlert`, confirmed with a toast), `queued` when it waits
 * on this device, `refused` with the intake's message, `failed` with 'Try again'. An invalid email
 * gets an inline message and focus.
 *
 * The machine owns its stored alert (issue 19): on arrival it invokes `loadDraft`, which answers
 * `draft.loaded`, `draft.none` or `draft.discarded`, and for its whole life `watchDraft`, which
 * reports another tab's alert. The page provides both with its store (src/flows/draftActors.ts).
 *
 * One alert in every tab (issue 17): an alert stored in another tab arrives as `otherTab.changed`
 * and shows here too, unless the visitor is typing another one in this tab (or this tab's alert was
 * not kept): then this tab keeps what it has and a line says so. The page reports a write the
 * browser refused or kept again as `storage.refused` / `storage.kept`.
 */
export interface JobAlert {
  email: string;
  frequency: JobAlertFrequency;
}

export const isFrequency = (value: unknown): value is JobAlertFrequency =>
  JOB_ALERT_FREQUENCIES.some((frequency) => frequency === value);

/** One field of the form changed: the address typed, or Daily / Weekly chosen. */
export type JobAlertFieldChange = {
  [Field in keyof JobAlert]: { type: "field.change"; field: Field; value: JobAlert[Field] };
}[keyof JobAlert];

export type JobAlertEvent =
  | JobAlertFieldChange
  | { type: "form.submit" }
  | { type: "form.retry" }
  | { type: "lead.delivered"; reference: string }
  | { type: "alert.edit" }
  | { type: "draft.loaded"; alert: JobAlert }
  | { type: "draft.none" }
  | { type: "draft.discarded" }
  | { type: "otherTab.changed"; alert: JobAlert }
  | { type: "storage.refused" }
  | { type: "storage.kept" }
  | { type: "conflict.dismiss" };

export interface JobAlertContext {
  email: string;
  frequency: JobAlertFrequency;
  /** The alert in force, once one was created. */
  active: JobAlert | null;
  /** Whether the browser kept this tab's alert ("refused": storage is full or off). */
  storage: "kept" | "refused";
  /** Another tab set an alert while this one had its own: this tab kept what it had. */
  conflict: boolean;
  /** The idempotency key of the submission under way: made at the first send, kept by every retry. */
  submissionId: string | null;
  /** The intake's reference, once it answered one. */
  reference: string | null;
  /** The intake's message on the email, when it refused the alert. */
  serverError: string | null;
  /** When the form was shown (ms since the epoch). */
  shownAt: number;
}

/** What the form sends: the wire names {email, frequency}, with its id. */
export function jobAlertSubmission(context: JobAlertContext, now = Date.now()): LeadSubmission {
  return {
    kind: "job-alert",
    id: context.submissionId ?? newLeadId(),
    fields: { email: context.email.trim(), frequency: context.frequency },
    page: "/find-jobs",
    consent: leadFormsCopy.consent,
    elapsedMs: Math.max(0, now - context.shownAt),
    website: "",
  };
}

/** The visitor has typed an alert of their own in this tab, other than the one in force. */
const isTypingOwnAlert = (context: JobAlertContext) =>
  context.active
    ? context.email.trim() !== context.active.email || context.frequency !== context.active.frequency
    : context.email.trim() !== "";

export const jobAlertMachine = setup({
  types: {
    context: {} as JobAlertContext,
    events: {} as JobAlertEvent,
  },
  actors: {
    loadDraft: providedByPage,
    watchDraft: providedByPage,
    sendLead: sendLeadByPage,
    watchDelivery: watchDeliveryByPage,
  },
  actions: {
    setField: assign(({ event }) => {
      if (event.type !== "field.change") return {};
      if (event.field === "email") return { email: event.value, serverError: null };
      return isFrequency(event.value) ? { frequency: event.value } : {};
    }),
    activateAlert: assign({
      email: ({ context }) => context.email.trim(),
      active: ({ context }) => ({ email: context.email.trim(), frequency: context.frequency }),
    }),
    restoreAlert: assign(({ context, event }) => {
      const alert =
        event.type === "draft.loaded" || event.type === "otherTab.changed"
          ? validateJobAlert(event.alert)
          : null;
      return alert ? { email: alert.email, frequency: alert.frequency, active: alert } : context;
    }),
    startSubmission: assign({
      submissionId: ({ context }) => context.submissionId ?? newLeadId(),
      serverError: () => null,
    }),
    storeReference: assign({
      reference: ({ context, event }) => {
        if (event.type === "lead.delivered") return event.reference;
        const output = (event as { output?: LeadSendResult }).output;
        return output?.outcome === "sent" ? output.reference : context.reference;
      },
    }),
    storeServerError: assign({
      serverError: ({ event }) => {
        const output = (event as { output?: LeadSendResult }).output;
        if (output?.outcome !== "refused") return null;
        return output.errors.email || output.errors.frequency || output.message || null;
      },
    }),
    /** The next alert is a new submission. */
    endSubmission: assign({ submissionId: () => null }),
    noteConflict: assign({ conflict: true }),
    dismissConflict: assign({ conflict: false }),
    markRefused: assign({ storage: "refused" as const }),
    markKept: assign({ storage: "kept" as const }),
    storeAlert: () => {},
    showConfirmation: () => {},
    focusEmail: () => {},
  },
  guards: {
    isEmailValid: ({ context }) => isValidEmail(context.email),
    isNewEmailValid: ({ event }) =>
      event.type === "field.change" && event.field === "email" && isValidEmail(event.value),
    isUsableAlert: ({ event }) =>
      (event.type === "draft.loaded" || event.type === "otherTab.changed") &&
      validateJobAlert(event.alert) !== null,
    hasOwnUnkeptAlert: ({ context }) => isTypingOwnAlert(context) || context.storage === "refused",
    isSent: ({ event }) => sendOutcome((event as { output?: unknown }).output) === "sent",
    isQueued: ({ event }) => sendOutcome((event as { output?: unknown }).output) === "queued",
    isRefused: ({ event }) => sendOutcome((event as { output?: unknown }).output) === "refused",
  },
}).createMachine({
  id: "jobAlert",
  description:
    "Create a job alert: an email address and how often, registered with our team and kept in this browser.",
  context: () => ({
    email: "",
    frequency: "daily",
    active: null,
    storage: "kept",
    conflict: false,
    submissionId: null,
    reference: null,
    serverError: null,
    shownAt: Date.now(),
  }),
  initial: "loading",
  // Another tab's alert matters in every state: the page listens as long as the form is there.
  invoke: { src: "watchDraft" },
  on: {
    "otherTab.changed": [
      {
        guard: "hasOwnUnkeptAlert",
        actions: "noteConflict",
        description:
          "An alert was set in another tab while this tab has one of its own (typed, or not kept): this tab keeps it and a line says so.",
      },
      {
        guard: "isUsableAlert",
        target: ".confirmed",
        actions: "restoreAlert",
        description: "An alert was set in another tab: this tab shows it too.",
      },
    ],
    "storage.refused": {
      actions: "markRefused",
      description:
        "The browser would not store the alert (storage full or off): a line says it stays on this page only.",
    },
    "storage.kept": { actions: "markKept", description: "A later alert was stored: the line goes away." },
    "conflict.dismiss": {
      actions: "dismissConflict",
      description: "The visitor dismisses the line about the other tab.",
    },
  },
  states: {
    loading: {
      description: "Reading any alert stored here; the empty form shows meanwhile.",
      invoke: { src: "loadDraft" },
      on: {
        "draft.loaded": [
          {
            guard: "isUsableAlert",
            target: "confirmed",
            actions: "restoreAlert",
            description: "An alert created on an earlier visit is shown again after a reload.",
          },
          {
            target: "editing",
            description: "Not a usable alert: the empty form.",
          },
        ],
        "draft.none": { target: "editing", description: "No alert stored: the empty form." },
        "draft.discarded": {
          target: "editing",
          description: "An unreadable alert was dropped: the empty form.",
        },
      },
    },
    editing: {
      description: "The email box and the Daily / Weekly choice, with a 'Create alert' button.",
      on: {
        "field.change": {
          actions: "setField",
          description: "Typing the address (nothing is checked until submit), or choosing Daily or Weekly.",
        },
        "form.submit": [
          {
            guard: "isEmailValid",
            target: "submitting",
            actions: "startSubmission",
            description: "A valid email: the alert is sent to our team, with an id made once for it.",
          },
          {
            target: "invalid",
            actions: "focusEmail",
            description: "Not an email address: an inline message explains, focus goes to the box.",
          },
        ],
      },
    },
    invalid: {
      description:
        "The email box is marked invalid and a message under it says what a valid address looks like. Tagged 'invalid': the box asks this state whether to show its message.",
      tags: ["invalid"],
      on: {
        "field.change": [
          {
            guard: "isNewEmailValid",
            target: "editing",
            actions: "setField",
            description: "Once the address is valid the message goes away.",
          },
          {
            actions: "setField",
            description:
              "Still not an address, or Daily or Weekly chosen: the message about the address stays.",
          },
        ],
        "form.submit": {
          actions: "focusEmail",
          description: "Submitting again with the same address keeps the message and refocuses the box.",
        },
      },
    },
    submitting: {
      description:
        "Registering the alert with our team: the button says so; another click sends nothing more.",
      tags: ["busy"],
      invoke: {
        id: "sendLead",
        src: "sendLead",
        input: ({ context }) => jobAlertSubmission(context),
        onDone: [
          {
            guard: "isSent",
            target: "confirmed",
            actions: ["activateAlert", "storeReference", "endSubmission", "storeAlert", "showConfirmation"],
            description:
              "The intake registered the alert and answered its reference: it is stored here and a toast confirms it.",
          },
          {
            guard: "isQueued",
            target: "queued",
            actions: ["activateAlert", "storeAlert"],
            description: "Offline, or the intake unreachable: the alert is kept on this device, to be sent.",
          },
          {
            guard: "isRefused",
            target: "refused",
            actions: ["storeServerError", "focusEmail"],
            description:
              "The intake refused the alert (400): its message shows under the box, which gets focus.",
          },
          {
            target: "failed",
            description: "The intake answered an error after its retries (5xx): nothing was registered.",
          },
        ],
        onError: { target: "failed", description: "The send itself failed: nothing was registered." },
      },
    },
    queued: {
      description:
        "The form gives way to a line that the alert is saved on this device and will be sent as soon as the visitor is back online.",
      invoke: { src: "watchDelivery", input: ({ context }) => ({ id: context.submissionId }) },
      on: {
        "lead.delivered": {
          target: "confirmed",
          actions: ["storeReference", "endSubmission", "showConfirmation"],
          description: "The saved alert went: the line names it as in force, and a toast confirms it.",
        },
        "alert.edit": {
          target: "editing",
          actions: ["endSubmission", "focusEmail"],
          description: "The visitor wants another address or frequency (the saved one still goes).",
        },
      },
    },
    refused: {
      description:
        "The intake refused the alert: its message shows under the box until the address is changed. Tagged 'invalid'.",
      tags: ["invalid"],
      on: {
        "field.change": {
          target: "editing",
          actions: "setField",
          description: "A changed address or frequency: the intake's message goes away.",
        },
        "form.submit": {
          actions: "focusEmail",
          description: "Submitting the same alert again keeps the message and refocuses the box.",
        },
      },
    },
    failed: {
      description:
        "Not registered: the intake answered an error. The form keeps what was typed, with 'Try again'.",
      on: {
        "form.retry": {
          target: "submitting",
          description: "'Try again' sends the same alert once more, with the same id.",
        },
        "form.submit": {
          target: "submitting",
          description: "Submitting again does the same as 'Try again'.",
        },
        "field.change": {
          target: "editing",
          actions: "setField",
          description: "The visitor changes the alert: back to the form, the same submission id kept.",
        },
      },
    },
    confirmed: {
      description: "The form gives way to a line that names the address and frequency, with 'Change alert'.",
      on: {
        "alert.edit": {
          target: "editing",
          actions: "focusEmail",
          description: "The visitor wants another address or frequency.",
        },
      },
    },
  },
});
