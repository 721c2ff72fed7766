import { type JobPostEvent, jobPostMachine } from "../../../machines/jobPost";
import { isValidEmail } from "../../../src/domain/email";
import {
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

type JobPostSnapshot = ReturnType<typeof jobPostMachine.resolveState>;

function jobPostEvents(snapshot: JobPostSnapshot): JobPostEvent[] {
  if (snapshot.matches("thanks")) return [{ type: "dialog.close" }];
  const { values } = snapshot.context;
  const missing = missingJobPostFields(values);
  const filledCount = REQUIRED_JOB_POST_FIELDS.length - missing.length;
  const events: JobPostEvent[] = [];
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
      to: "thanks",
    },
    {
      why: "Spec §5: comments are optional.",
      from: "editing",
      event: "form.submit",
      when: (before) =>
        before.context.values.comments === "" &&
        SPEC_REQUIRED.every((field) => before.context.values[field].trim() !== "") &&
        specEmail(before.context.values.email),
      to: "thanks",
    },
    {
      why: "Spec §2 (/post-job): the dialog's Close button closes it.",
      from: "thanks",
      event: "dialog.close",
      to: "editing",
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
    }),
  invariants: {
    "the dialog is open only for a complete post with a valid email": (snapshot) =>
      !snapshot.matches("thanks") || isJobPostReady(snapshot.context.values),
  },
  maxSimplePaths: 6,
});
