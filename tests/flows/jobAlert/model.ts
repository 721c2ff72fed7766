import type { SnapshotFrom } from "xstate";
import { isFrequency, type JobAlert, type JobAlertEvent, jobAlertMachine } from "../../../machines/jobAlert";
import { isValidEmail } from "../../../src/domain/email";
import { validateJobAlert } from "../../../src/domain/savedJobs";
import { definePathModel } from "../../support/pathModel";

type JobAlertSnapshot = SnapshotFrom<typeof jobAlertMachine>;

const emailKind = (email: string) =>
  email.trim() === "" ? "empty" : isValidEmail(email) ? "valid" : "invalid";

/**
 * On arrival the page reads what this browser stored: an alert, one that is not usable, nothing, or
 * a stored value that was thrown away. Nothing else happens before that.
 */
const loadEvents: JobAlertEvent[] = [
  { type: "draft.loaded", alert: { email: "plant@factory-example.com", frequency: "weekly" } },
  { type: "draft.loaded", alert: { email: "not-an-email", frequency: "weekly" } },
  { type: "draft.none" },
  { type: "draft.discarded" },
];

/** The reference the sample intake answers, and its message on an address it refuses. */
export const ALERT_REFERENCE = "JA-7MXR";
export const REFUSED_EMAIL = "This address cannot receive our alerts.";
export const SEND_DONE = "xstate.done.actor.sendLead";
/** Another address than the one sent: the same one typed again changes nothing on the page. */
const RETYPED_EMAIL = "team@plant-example.com";
export const SEND_ERROR = "xstate.error.actor.sendLead";

/** What the `sendLead` actor can answer (its done event as the machine receives it), and its error. */
const sendAnswers = [
  { type: SEND_DONE, output: { outcome: "sent", reference: ALERT_REFERENCE } },
  { type: SEND_DONE, output: { outcome: "queued" } },
  {
    type: SEND_DONE,
    output: { outcome: "refused", message: "Not accepted.", errors: { email: REFUSED_EMAIL } },
  },
  { type: SEND_DONE, output: { outcome: "failed", status: 500 } },
  { type: SEND_ERROR, error: new Error("the sending code did not load") },
] as unknown as JobAlertEvent[];

const outcomeOf = (event: unknown) => (event as { output?: { outcome?: string } }).output?.outcome;

/** The form's controls exist while editing; a confirmed alert shows only its 'Change alert' button. */
function formEvents(snapshot: JobAlertSnapshot): JobAlertEvent[] {
  if (snapshot.matches("confirmed")) return [{ type: "alert.edit" }];
  if (snapshot.matches("submitting")) return sendAnswers;
  if (snapshot.matches("queued")) {
    return [{ type: "lead.delivered", reference: ALERT_REFERENCE }, { type: "alert.edit" }];
  }
  if (snapshot.matches("failed")) {
    return [
      { type: "form.retry" },
      { type: "form.submit" },
      { type: "field.change", field: "email", value: RETYPED_EMAIL },
    ];
  }
  if (snapshot.matches("refused")) {
    return [{ type: "field.change", field: "email", value: RETYPED_EMAIL }, { type: "form.submit" }];
  }
  return [
    { type: "field.change", field: "email", value: "not-an-email" },
    { type: "field.change", field: "email", value: "ops@plant-example.com" },
    {
      type: "field.change",
      field: "frequency",
      value: snapshot.context.frequency === "daily" ? "weekly" : "daily",
    },
    { type: "form.submit" },
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
      why: "Site rule: an alert created on an earlier visit is shown again after a reload, without a new confirmation.",
      from: "loading",
      event: "draft.loaded",
      when: (_, event) => event.type === "draft.loaded" && isValidEmail(event.alert.email),
      to: "confirmed",
      outcome: (after, _, event) =>
        event.type === "draft.loaded" && after.context.active?.email === event.alert.email,
    },
    {
      why: "Site rule: with no usable alert stored, the page shows the empty form.",
      from: "loading",
      event: "draft.none",
      to: "editing",
      outcome: (after) => after.context.email === "" && after.context.active === null,
    },
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
      why: "Issue 34: a valid alert is registered with the intake (the spec's form did nothing).",
      from: "editing",
      event: "form.submit",
      when: (before) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(before.context.email.trim()),
      to: "submitting",
    },
    {
      why: "Issue 34: confirmed only once the intake answered its reference; kept in this browser, and a toast says so.",
      from: "submitting",
      event: SEND_DONE as never,
      when: (_before, event) => outcomeOf(event) === "sent",
      to: "confirmed",
      actions: ["storeAlert", "showConfirmation"],
      outcome: (after) => after.context.reference === ALERT_REFERENCE,
    },
    {
      why: "Issue 34: offline, the alert is saved on this device (no confirmation toast yet).",
      from: "submitting",
      event: SEND_DONE as never,
      when: (_before, event) => outcomeOf(event) === "queued",
      to: "queued",
    },
    {
      why: "Issue 34: a 400 shows the intake's message under the box, which gets focus.",
      from: "submitting",
      event: SEND_DONE as never,
      when: (_before, event) => outcomeOf(event) === "refused",
      to: "refused",
      actions: ["focusEmail"],
      outcome: (after) => after.context.serverError === REFUSED_EMAIL,
    },
    {
      why: "Issue 34: a 5xx after retries keeps what was typed and offers 'Try again'.",
      from: "submitting",
      event: SEND_DONE as never,
      when: (_before, event) => outcomeOf(event) === "failed",
      to: "failed",
    },
    {
      why: "Issue 34: 'Try again' sends the same submission, with the same id.",
      from: "failed",
      event: "form.retry",
      to: "submitting",
      outcome: (after, before) =>
        after.context.submissionId !== null && after.context.submissionId === before.context.submissionId,
    },
    {
      why: "Issue 34: an alert saved on this device that goes later is confirmed.",
      from: "queued",
      event: "lead.delivered",
      to: "confirmed",
      actions: ["showConfirmation"],
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
  events: (snapshot): JobAlertEvent[] =>
    snapshot.matches("loading") ? loadEvents : [...formEvents(snapshot), ...tabEvents(snapshot)],
  // The frequency only changes what is stored, so states differ by mode, by kind of email, by
  // whether storage kept the alert and by the note about another tab.
  serializeState: (snapshot) =>
    [
      JSON.stringify(snapshot.value),
      emailKind(snapshot.context.email),
      snapshot.context.storage,
      snapshot.context.conflict,
      snapshot.context.submissionId !== null,
      snapshot.context.serverError !== null,
    ].join("|"),
  invariants: {
    "invalid only with an invalid email": (snapshot) =>
      !snapshot.matches("invalid") || !isValidEmail(snapshot.context.email),
    "confirmed only with a valid active alert": (snapshot) =>
      !snapshot.matches("confirmed") ||
      (snapshot.context.active !== null && validateJobAlert(snapshot.context.active) !== null),
    "the frequency is daily or weekly": (snapshot) => isFrequency(snapshot.context.frequency),
    "an alert under way always has its idempotency id": (snapshot) =>
      !(snapshot.matches("submitting") || snapshot.matches("queued") || snapshot.matches("failed")) ||
      snapshot.context.submissionId !== null,
  },
  maxSimplePaths: 10,
});
