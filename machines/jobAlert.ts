import { assign, setup } from "xstate";
import { isValidEmail } from "../src/domain/email";
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency, validateJobAlert } from "../src/domain/savedJobs";
import { providedByPage } from "../src/platform/draftActors";

/**
 * The job alert form in the 'Stay Organized' column of /find-jobs: an email and a frequency (daily or
 * weekly). Nothing is sent anywhere: a valid alert is stored in this browser (`storeAlert`) and
 * confirmed with a toast (`showConfirmation`). An invalid email gets an inline message and focus.
 *
 * The machine owns its stored alert (issue 19): on arrival it invokes `loadDraft`, which answers
 * `draft.loaded`, `draft.none` or `draft.discarded`, and for its whole life `watchDraft`, which
 * reports another tab's alert. The page provides both with its store (src/platform/draftActors.ts).
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
  actors: { loadDraft: providedByPage, watchDraft: providedByPage },
  actions: {
    setField: assign(({ event }) => {
      if (event.type !== "field.change") return {};
      if (event.field === "email") return { email: event.value };
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
  },
}).createMachine({
  id: "jobAlert",
  description: "Create a job alert: an email address and how often. Stored in this browser; nothing is sent.",
  context: { email: "", frequency: "daily", active: null, storage: "kept", conflict: false },
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
            target: "confirmed",
            actions: ["activateAlert", "storeAlert", "showConfirmation"],
            description: "A valid email: the alert is stored and a toast confirms it.",
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
