import { assign, setup } from "xstate";
import { isValidEmail } from "../src/domain/email";
import {
  emptyJobPost,
  isJobPostComplete,
  isJobPostField,
  isJobPostReady,
  JOB_POST_MAX_LENGTH,
  type JobPostField,
  type JobPostValues,
  missingJobPostFields,
  REQUIRED_JOB_POST_FIELDS,
} from "../src/domain/jobPost";
import { truncate } from "../src/domain/text";
import { definePathModel } from "./pathModel";

/**
 * 'Post a Job': editing, feedback on empty required fields and on an email that is not an address,
 * and the 'Thank You!' dialog. Nothing is sent anywhere. The toasts, focus, history back and clearing
 * are named actions the page supplies.
 */
export interface JobPostContext {
  values: JobPostValues;
}

export type JobPostEvent =
  | { type: "field.change"; field: JobPostField; value: string }
  | { type: "form.submit" }
  | { type: "dialog.close" }
  | { type: "nav.back" };

export const jobPostMachine = setup({
  types: {
    context: {} as JobPostContext,
    events: {} as JobPostEvent,
  },
  guards: {
    /** Every required field is filled and the email is a valid address. */
    isReadyToSend: ({ context }) => isJobPostReady(context.values),
    /** Every required field is filled (whatever the email looks like). */
    isComplete: ({ context }) => isJobPostComplete(context.values),
  },
  actions: {
    setField: assign({
      values: ({ context, event }) =>
        event.type === "field.change" && isJobPostField(event.field) && typeof event.value === "string"
          ? { ...context.values, [event.field]: truncate(event.value, JOB_POST_MAX_LENGTH[event.field]) }
          : context.values,
    }),
    clearForm: assign({ values: () => emptyJobPost }),
    /** Page: the destructive toast 'Missing Required Fields' / 'Please fill in all required fields.' */
    showMissingToast: () => {},
    /** Page: focus moves to the first empty required field. */
    focusFirstMissing: () => {},
    /** Page: a destructive toast says the email address is not valid. */
    showInvalidEmailToast: () => {},
    /** Page: focus moves to the email field. */
    focusEmail: () => {},
    /** Page: toasts from earlier tries ('Missing Required Fields', say) are dismissed. */
    dismissToasts: () => {},
    /** Page: history back. */
    goBack: () => {},
  },
}).createMachine({
  id: "jobPost",
  description: "Post a Job: a client-only form; a complete submit thanks the visitor and sends nothing.",
  context: { values: emptyJobPost },
  initial: "editing",
  states: {
    editing: {
      initial: "filling",
      description: "The form is shown and editable.",
      on: {
        "field.change": {
          actions: "setField",
          description:
            "Typing in a field (each has a length limit); a filled required field loses its invalid mark.",
        },
        "nav.back": {
          actions: "goBack",
          description: "The Back button goes back in the browser's history.",
        },
        "form.submit": [
          {
            guard: "isReadyToSend",
            target: "thanks",
            actions: "dismissToasts",
            description:
              "Every required field is filled and the email is a valid address: the 'Thank You!' dialog opens, and toasts from earlier tries are dismissed so none sits over it.",
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
            "After a refused submit: each still-empty required field is marked invalid (aria-invalid) until it is filled, and so is an email that is filled but not a valid address, until it is one.",
        },
      },
    },
    thanks: {
      description:
        "The 'Thank You!' dialog: 'Your job post has been submitted successfully. Our team will contact you soon.'",
      on: {
        "dialog.close": {
          target: "editing",
          actions: "clearForm",
          description:
            "Close (the button, the X, Escape or a click outside) empties the form for a new post.",
        },
      },
    },
  },
});

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
