import { assign, setup } from "xstate";
import {
  emptyJobPost,
  isJobPostComplete,
  isJobPostField,
  isJobPostReady,
  JOB_POST_MAX_LENGTH,
  type JobPostField,
  type JobPostValues,
} from "../src/domain/jobPost";
import { truncate } from "../src/domain/text";

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
            "After a refused submit: each still-empty required field is marked invalid (aria-invalid) until it is filled, and so is an email that is filled but not a valid address, until it is one. Tagged 'invalid': each field and the summary of empty fields ask this state whether to show their problems.",
          tags: ["invalid"],
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
