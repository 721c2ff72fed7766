import { assign, type SnapshotFrom, setup } from "xstate";
import { isValidEmail } from "../src/domain/email";
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency, validateJobAlert } from "../src/domain/savedJobs";
import { definePathModel } from "./pathModel";

/**
 * The job alert form in the 'Stay Organized' column of /find-jobs: an email and a frequency (daily or
 * weekly). Nothing is sent anywhere: a valid alert is stored in this browser (`storeAlert`) and
 * confirmed with a toast (`showConfirmation`). An invalid email gets an inline message and focus.
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

const isFrequency = (value: unknown): value is JobAlertFrequency =>
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
  initial: "editing",
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
        "draft.loaded": {
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

type JobAlertSnapshot = SnapshotFrom<typeof jobAlertMachine>;

const emailKind = (email: string) =>
  email.trim() === "" ? "empty" : isValidEmail(email) ? "valid" : "invalid";

/** The form's controls exist while editing; a confirmed alert shows only its 'Change alert' button. */
function formEvents(snapshot: JobAlertSnapshot): JobAlertEvent[] {
  if (snapshot.matches("confirmed")) return [{ type: "alert.edit" }];
  return [
    { type: "field.change", field: "email", value: "not-an-email" },
    { type: "field.change", field: "email", value: "ops@plant-example.com" },
    {
      type: "field.change",
      field: "frequency",
      value: snapshot.context.frequency === "daily" ? "weekly" : "daily",
    },
    { type: "form.submit" },
    // A stored alert is read back on load, before the visitor has typed anything.
    ...(snapshot.matches("editing") &&
    snapshot.context.email === "" &&
    snapshot.context.active === null &&
    snapshot.context.storage === "kept"
      ? [
          {
            type: "draft.loaded" as const,
            alert: { email: "plant@factory-example.com", frequency: "weekly" as const },
          },
        ]
      : []),
  ];
}

const OTHER_TAB_ALERT: JobAlert = { email: "shift-lead@plant-example.com", frequency: "daily" };

/**
 * Another tab's alert where this tab has nothing of its own (it is shown) and where the visitor has
 * typed an address (the conflict); storage refuses, and takes writes again, where this tab's own
 * alert is confirmed (the page writes when an alert is created).
 */
function tabEvents(snapshot: JobAlertSnapshot): JobAlertEvent[] {
  const { email, storage, conflict, active } = snapshot.context;
  if (conflict) return [{ type: "conflict.dismiss" }];
  const events: JobAlertEvent[] = [];
  if (storage === "kept" && (email === "" || email === "not-an-email"))
    events.push({ type: "otherTab.changed", alert: OTHER_TAB_ALERT });
  if (storage === "kept" && snapshot.matches("confirmed") && active?.email !== OTHER_TAB_ALERT.email)
    events.push({ type: "storage.refused" });
  if (storage === "refused" && snapshot.matches("confirmed")) events.push({ type: "storage.kept" });
  return events;
}

export const jobAlertModel = definePathModel({
  machine: jobAlertMachine,
  expectations: [
    {
      why: "Spec §3: a job alert has a frequency, daily or weekly.",
      from: "editing",
      event: "field.change",
      when: (_, event) => event.type === "field.change" && event.field === "frequency",
      outcome: (after, _, event) =>
        event.type === "field.change" &&
        event.field === "frequency" &&
        after.context.frequency === event.value,
    },
    {
      why: "Spec §5: the alert's email field is of email type, so something that is not an address is refused.",
      from: "editing",
      event: "form.submit",
      when: (before) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(before.context.email.trim()),
      to: "invalid",
    },
    {
      why: "Site rule: a valid alert is kept in this browser and confirmed (the spec's form did nothing).",
      from: "editing",
      event: "form.submit",
      when: (before) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(before.context.email.trim()),
      to: "confirmed",
      actions: ["storeAlert", "showConfirmation"],
    },
    {
      why: "Site rule (issue 17): an alert set in another tab shows here too, when this tab has none of its own.",
      from: "editing",
      event: "otherTab.changed",
      when: (before) => before.context.email === "" && before.context.storage === "kept",
      to: "confirmed",
      outcome: (after, _, event) =>
        event.type === "otherTab.changed" && after.context.active?.email === event.alert.email,
    },
    {
      why: "Site rule (issue 17): where the visitor typed an alert of their own here, this tab keeps it and says so.",
      from: "invalid",
      event: "otherTab.changed",
      when: (before) => before.context.email.trim() !== "",
      outcome: (after, before) => after.context.email === before.context.email && after.context.conflict,
    },
  ],
  events: (snapshot): JobAlertEvent[] => [...formEvents(snapshot), ...tabEvents(snapshot)],
  // The frequency only changes what is stored, so states differ by mode, by kind of email, by
  // whether storage kept the alert and by the note about another tab.
  serializeState: (snapshot) =>
    [
      JSON.stringify(snapshot.value),
      emailKind(snapshot.context.email),
      snapshot.context.storage,
      snapshot.context.conflict,
    ].join("|"),
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
