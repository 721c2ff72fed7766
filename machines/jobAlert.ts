import { assign, setup } from "xstate";
import { type JobAlertFrequency, jobAlertFrequencies } from "../src/content/jobs";
import { isValidEmail } from "../src/domain/email";
import { validateJobAlert } from "../src/domain/savedJobs";
import { definePathModel } from "./pathModel";

/**
 * The job alert form in the 'Stay Organized' column of /find-jobs: an email and a frequency (daily or
 * weekly). Nothing is sent anywhere: a valid alert is stored in this browser (`storeAlert`) and
 * confirmed with a toast (`showConfirmation`). An invalid email gets an inline message and focus.
 */
export interface JobAlert {
  email: string;
  frequency: JobAlertFrequency;
}

const isFrequency = (value: unknown): value is JobAlertFrequency =>
  jobAlertFrequencies.some((option) => option.value === value);

export type JobAlertEvent =
  | { type: "email.change"; value: string }
  | { type: "frequency.change"; value: JobAlertFrequency }
  | { type: "alert.submit" }
  | { type: "alert.edit" }
  | { type: "alert.restored"; alert: JobAlert };

export interface JobAlertContext {
  email: string;
  frequency: JobAlertFrequency;
  /** The alert in force, once one was created. */
  active: JobAlert | null;
}

export const jobAlertMachine = setup({
  types: {
    context: {} as JobAlertContext,
    events: {} as JobAlertEvent,
  },
  actions: {
    setEmail: assign({
      email: ({ context, event }) => (event.type === "email.change" ? event.value : context.email),
    }),
    setFrequency: assign({
      frequency: ({ context, event }) =>
        event.type === "frequency.change" && isFrequency(event.value) ? event.value : context.frequency,
    }),
    activateAlert: assign({
      email: ({ context }) => context.email.trim(),
      active: ({ context }) => ({ email: context.email.trim(), frequency: context.frequency }),
    }),
    restoreAlert: assign(({ context, event }) => {
      const alert = event.type === "alert.restored" ? validateJobAlert(event.alert) : null;
      return alert ? { email: alert.email, frequency: alert.frequency, active: alert } : context;
    }),
    storeAlert: () => {},
    showConfirmation: () => {},
    focusEmail: () => {},
  },
  guards: {
    isEmailValid: ({ context }) => isValidEmail(context.email),
    isNewEmailValid: ({ event }) => event.type === "email.change" && isValidEmail(event.value),
    isUsableAlert: ({ event }) => event.type === "alert.restored" && validateJobAlert(event.alert) !== null,
  },
}).createMachine({
  id: "jobAlert",
  description: "Create a job alert: an email address and how often. Stored in this browser; nothing is sent.",
  context: { email: "", frequency: "daily", active: null },
  initial: "editing",
  states: {
    editing: {
      description: "The email box and the Daily / Weekly choice, with a 'Create alert' button.",
      on: {
        "email.change": {
          actions: "setEmail",
          description: "Typing the address; nothing is checked until submit.",
        },
        "frequency.change": { actions: "setFrequency", description: "Daily or Weekly." },
        "alert.submit": [
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
        "alert.restored": {
          guard: "isUsableAlert",
          target: "confirmed",
          actions: "restoreAlert",
          description: "An alert created on an earlier visit is shown again after a reload.",
        },
      },
    },
    invalid: {
      description:
        "The email box is marked invalid and a message under it says what a valid address looks like.",
      on: {
        "email.change": [
          {
            guard: "isNewEmailValid",
            target: "editing",
            actions: "setEmail",
            description: "Once the address is valid the message goes away.",
          },
          { actions: "setEmail", description: "Still not an address: the message stays." },
        ],
        "frequency.change": {
          actions: "setFrequency",
          description: "Daily or Weekly; the message about the address stays.",
        },
        "alert.submit": {
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

const emailKind = (email: string) =>
  email.trim() === "" ? "empty" : isValidEmail(email) ? "valid" : "invalid";

export const jobAlertModel = definePathModel({
  machine: jobAlertMachine,
  expectations: [
    {
      why: "Spec §3: a job alert has a frequency, daily or weekly.",
      from: "editing",
      event: "frequency.change",
      outcome: (after, _, event) =>
        event.type === "frequency.change" && after.context.frequency === event.value,
    },
    {
      why: "Spec §5: the alert's email field is of email type, so something that is not an address is refused.",
      from: "editing",
      event: "alert.submit",
      when: (before) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(before.context.email.trim()),
      to: "invalid",
    },
    {
      why: "Site rule: a valid alert is kept in this browser and confirmed (the spec's form did nothing).",
      from: "editing",
      event: "alert.submit",
      when: (before) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(before.context.email.trim()),
      to: "confirmed",
      actions: ["storeAlert", "showConfirmation"],
    },
  ],
  // The form's controls exist while editing; a confirmed alert shows only its 'Change alert' button.
  events: (snapshot): JobAlertEvent[] =>
    snapshot.matches("confirmed")
      ? [{ type: "alert.edit" }]
      : [
          { type: "email.change", value: "not-an-email" },
          { type: "email.change", value: "ops@plant-example.com" },
          { type: "frequency.change", value: snapshot.context.frequency === "daily" ? "weekly" : "daily" },
          { type: "alert.submit" },
          // A stored alert is read back on load, before the visitor has typed anything.
          ...(snapshot.matches("editing") && snapshot.context.email === "" && snapshot.context.active === null
            ? [
                {
                  type: "alert.restored" as const,
                  alert: { email: "plant@factory-example.com", frequency: "weekly" as const },
                },
              ]
            : []),
        ],
  // The frequency only changes what is stored, so states differ by mode and by kind of email.
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)}|${emailKind(snapshot.context.email)}`,
  invariants: {
    "invalid only with an invalid email": (snapshot) =>
      !snapshot.matches("invalid") || !isValidEmail(snapshot.context.email),
    "confirmed only with a valid active alert": (snapshot) =>
      !snapshot.matches("confirmed") ||
      (snapshot.context.active !== null && validateJobAlert(snapshot.context.active) !== null),
    "the frequency is daily or weekly": (snapshot) => isFrequency(snapshot.context.frequency),
  },
  maxSimplePaths: 10,
});
