import { type JobPostEvent, jobPostMachine } from "../../../machines/jobPost";
import { isValidEmail } from "../../../src/domain/email";
import {
  emptyJobPost,
  isJobPostReady,
  type JobPostValues,
  missingJobPostFields,
  REQUIRED_JOB_POST_FIELDS,
} from "../../../src/domain/jobPost";
import { definePathModel } from "../../support/pathModel";

/** An email the form refuses: filled, but not an address. */
export const MALFORMED_EMAIL = "not-an-email";

/** A complete sample job post, filled field by field in form order. */
export const SAMPLE_JOB_POST: JobPostValues = {
  name: "Jordan Miller",
  email: "jordan.miller@example.com",
  phone: "(313) 555-0142",
  industry: "Automotive Manufacturing",
  jobTitle: "Senior Controls Engineer",
  employmentType: "Full-time",
  skills: "Allen-Bradley, Fanuc, Siemens TIA Portal",
  comments: "Day shift in Warren, MI; some travel to our Ohio plant.",
};

/** A post typed on an earlier visit and kept in this browser: the name and email only. */
export const KEPT_DRAFT: JobPostValues = {
  ...emptyJobPost,
  name: SAMPLE_JOB_POST.name,
  email: SAMPLE_JOB_POST.email,
};

type JobPostSnapshot = ReturnType<typeof jobPostMachine.resolveState>;

/** The reference the sample intake answers, and the message it gives on a refused phone number. */
export const SAMPLE_REFERENCE = "JP-4K7Q";
export const REFUSED_PHONE = "Enter a phone number we can call, with its area code.";

/**
 * What the `sendLead` actor can answer (its done event, as the machine receives it), and its error: the
 * browser driver makes the intake (or the network) answer each of them.
 */
export const SEND_DONE = "xstate.done.actor.sendLead";
export const SEND_ERROR = "xstate.error.actor.sendLead";
const sendAnswers = [
  { type: SEND_DONE, output: { outcome: "sent", reference: SAMPLE_REFERENCE } },
  { type: SEND_DONE, output: { outcome: "queued" } },
  {
    type: SEND_DONE,
    output: {
      outcome: "refused",
      message: "Some details were not accepted.",
      errors: { phone: REFUSED_PHONE },
    },
  },
  { type: SEND_DONE, output: { outcome: "failed", status: 500 } },
  { type: SEND_ERROR, error: new Error("the sending code did not load") },
] as unknown as JobPostEvent[];

function jobPostEvents(snapshot: JobPostSnapshot): JobPostEvent[] {
  // Issue 36: what this browser kept is read on arrival.
  if (snapshot.matches("loading")) {
    return [{ type: "draft.loaded", draft: KEPT_DRAFT }, { type: "draft.none" }, { type: "draft.discarded" }];
  }
  if (snapshot.matches("submitting")) return sendAnswers;
  if (snapshot.matches("sent")) return [{ type: "dialog.close" }];
  if (snapshot.matches("queued")) {
    return [{ type: "lead.delivered", reference: SAMPLE_REFERENCE }, { type: "dialog.close" }];
  }
  if (snapshot.matches("failed")) {
    return [
      { type: "form.retry" },
      { type: "form.submit" },
      { type: "field.change", field: "phone", value: "(313) 555-0177" },
    ];
  }
  if (snapshot.matches({ editing: "refused" })) {
    return [{ type: "field.change", field: "phone", value: "(313) 555-0199" }, { type: "form.submit" }];
  }
  const { values, storage, conflict } = snapshot.context;
  const missing = missingJobPostFields(values);
  const filledCount = REQUIRED_JOB_POST_FIELDS.length - missing.length;
  // Another tab and refused storage, with the name typed: while this tab's change is not kept, or a
  // note about the other tab shows, only those are explored.
  if (conflict) return [{ type: "conflict.dismiss" }];
  if (storage === "refused") return [{ type: "otherTab.changed", draft: null }, { type: "storage.kept" }];
  const events: JobPostEvent[] = [];
  if (filledCount === 1 && snapshot.matches({ editing: "filling" })) {
    // The post is sent in another tab (which clears what is kept), or the browser refuses a change.
    events.push({ type: "otherTab.changed", draft: null }, { type: "storage.refused" });
  }
  const next = missing[0];
  if (next) events.push({ type: "field.change", field: next, value: SAMPLE_JOB_POST[next] });
  // The email can also be typed wrong (and, once everything is filled, put right).
  if (next === "email") events.push({ type: "field.change", field: "email", value: MALFORMED_EMAIL });
  if (!next && !isValidEmail(values.email)) {
    events.push({ type: "field.change", field: "email", value: SAMPLE_JOB_POST.email });
  }
  if (filledCount === 0 && snapshot.matches({ editing: "filling" })) events.push({ type: "nav.back" });
  if (filledCount === 0 || filledCount === 3 || filledCount === REQUIRED_JOB_POST_FIELDS.length) {
    events.push({ type: "form.submit" });
  }
  if (!next && values.comments === "") {
    events.push({ type: "field.change", field: "comments", value: SAMPLE_JOB_POST.comments });
  }
  return events;
}

/** The required fields as spec §5 lists them, and an address as an email input accepts it. */
const SPEC_REQUIRED = ["name", "email", "phone", "industry", "skills", "jobTitle", "employmentType"] as const;
const specEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const jobPostModel = definePathModel({
  machine: jobPostMachine,
  expectations: [
    {
      why: "Spec §5: a submit with a required field empty shows the toast 'Missing Required Fields'.",
      from: "editing",
      event: "form.submit",
      when: (before) => SPEC_REQUIRED.some((field) => before.context.values[field].trim() === ""),
      to: { editing: "invalid" },
      actions: ["showMissingToast"],
    },
    {
      why: "Spec §2 (/post-job): a submit with all required fields shows the 'Thank You!' dialog.",
      from: "editing",
      event: "form.submit",
      when: (before) =>
        SPEC_REQUIRED.every((field) => before.context.values[field].trim() !== "") &&
        specEmail(before.context.values.email),
      to: "submitting",
    },
    {
      why: "Issue 34: 'sent' only once the intake answered a reference, which the dialog names.",
      from: "submitting",
      event: SEND_DONE as never,
      when: (_before, event) => (event as { output?: { outcome?: string } }).output?.outcome === "sent",
      to: "sent",
      outcome: (after) => after.context.reference === SAMPLE_REFERENCE,
    },
    {
      why: "Issue 34: offline or the intake unreachable, the post is saved on this device.",
      from: "submitting",
      event: SEND_DONE as never,
      when: (_before, event) => (event as { output?: { outcome?: string } }).output?.outcome === "queued",
      to: "queued",
    },
    {
      why: "Issue 34: a 400 shows the intake's message on each field, and focus goes to the first.",
      from: "submitting",
      event: SEND_DONE as never,
      when: (_before, event) => (event as { output?: { outcome?: string } }).output?.outcome === "refused",
      to: { editing: "refused" },
      actions: ["focusFirstRefused"],
      outcome: (after) => after.context.serverErrors.phone === REFUSED_PHONE,
    },
    {
      why: "Issue 34: a 5xx after retries keeps the answers and offers 'Try again'.",
      from: "submitting",
      event: SEND_DONE as never,
      when: (_before, event) => (event as { output?: { outcome?: string } }).output?.outcome === "failed",
      to: "failed",
      outcome: (after, before) => after.context.values === before.context.values,
    },
    {
      why: "Issue 34: 'Try again' sends the same submission: the same idempotency id.",
      from: "failed",
      event: "form.retry",
      to: "submitting",
      outcome: (after, before) =>
        after.context.submissionId !== null && after.context.submissionId === before.context.submissionId,
    },
    {
      why: "Issue 34: a post saved on this device that goes later shows its reference.",
      from: "queued",
      event: "lead.delivered",
      to: "sent",
    },
    {
      why: "Spec §5: comments are optional.",
      from: "editing",
      event: "form.submit",
      when: (before) =>
        before.context.values.comments === "" &&
        SPEC_REQUIRED.every((field) => before.context.values[field].trim() !== "") &&
        specEmail(before.context.values.email),
      to: "submitting",
    },
    {
      why: "Spec §2 (/post-job): the dialog's Close button closes it.",
      from: "sent",
      event: "dialog.close",
      to: "editing",
    },
    {
      why: "Issue 36: /post-job keeps a draft over a reload, like the other forms.",
      from: "loading",
      event: "draft.loaded",
      to: { editing: "filling" },
      outcome: (after) =>
        after.context.values.name === KEPT_DRAFT.name && after.context.values.email === KEPT_DRAFT.email,
    },
    {
      why: "Issue 34: a draft is cleared once the post is sent or queued.",
      from: "submitting",
      event: SEND_DONE as never,
      when: (_before, event) => (event as { output?: { outcome?: string } }).output?.outcome === "sent",
      actions: ["clearDraft"],
    },
    {
      why: "Spec §2 (/post-job): the Back button goes back in the browser's history.",
      from: "editing",
      event: "nav.back",
      actions: ["goBack"],
    },
  ],
  events: jobPostEvents,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      filled: REQUIRED_JOB_POST_FIELDS.map((field) => (snapshot.context.values[field] ? 1 : 0)).join(""),
      emailValid: isValidEmail(snapshot.context.values.email),
      comments: snapshot.context.values.comments !== "",
      phone: snapshot.context.values.phone,
      refused: Object.keys(snapshot.context.serverErrors).length > 0,
      id: snapshot.context.submissionId !== null,
      storage: snapshot.context.storage,
      conflict: snapshot.context.conflict,
    }),
  invariants: {
    "a post is sent only when complete with a valid email": (snapshot) =>
      !(snapshot.matches("submitting") || snapshot.matches("sent") || snapshot.matches("queued")) ||
      isJobPostReady(snapshot.context.values),
    "'sent' always has the intake's reference": (snapshot) =>
      !snapshot.matches("sent") || snapshot.context.reference !== null,
    "a submission under way always has its idempotency id": (snapshot) =>
      !(snapshot.matches("submitting") || snapshot.matches("queued") || snapshot.matches("failed")) ||
      snapshot.context.submissionId !== null,
  },
  maxSimplePaths: 6,
});
