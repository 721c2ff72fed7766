import { assign, setup } from "xstate";
import { leadFormsCopy } from "../src/content/leadForms";
import type { JobTypeKey } from "../src/domain/jobSearch";
import {
  type Availability,
  customSkillProblem,
  EMPTY_SIGNUP_FORM,
  type ExperienceLevel,
  firstFailingField,
  hasRoomForSkill,
  hasSkill,
  normalizeSkill,
  passes,
  restorableSignupDraft,
  type SignupField,
  type SignupForm,
  type SkillProblem,
  toggleJobType,
  validateSignupDraft,
} from "../src/domain/jobSeekerSignup";
import { type LeadSendResult, type LeadSubmission, newLeadId, sendOutcome } from "../src/domain/leads";
import { providedByPage } from "../src/flows/draftActors";
import { sendLeadByPage } from "../src/platform/leads/sendLeadActor";
import { watchDeliveryByPage } from "../src/platform/leads/watchLogic";

/** The form's text fields: typed, or for the location also picked from its presets. */
const SIGNUP_TEXT_FIELDS = ["fullName", "email", "phone", "location"] as const;
export type SignupTextField = (typeof SIGNUP_TEXT_FIELDS)[number];
const isSignupTextField = (field: unknown): field is SignupTextField =>
  SIGNUP_TEXT_FIELDS.some((known) => known === field);

/**
 * The job seeker registration at /job-seeker-registration ('Find Your Next Automation Job').
 *
 * editing → (every check passes) → submitting: the registration is sent to the lead intake (issue 34,
 * kind `registration`) by the `sendLead` actor, with an idempotency id made once per submission; what
 * came of it is `sent` (the intake answered its reference: a welcome dialog, then a summary in the
 * form's place), `queued` (kept on this device, sent by itself later; `watchDelivery` turns its
 * delivery into `sent`), `editing.refused` (the intake's message on each field it named, focus to
 * the first) or `editing.failed` (a 5xx after retries: the answers stay, with 'Try again').
 * Sending dismisses the toasts of earlier attempts (dismissErrors).
 * Submit runs the spec's seven checks in order (issue 36: every field's problem then shows inline at
 * once, in `editing.invalid`, until that field is fixed); the first that fails names the one toast of
 * that submit (showError: a destructive 'Error' toast with the spec's message) and gets focus.
 * The unsent form is kept in this browser (saveDraft) and cleared only once the registration is sent
 * or queued (clearDraft). The machine reads it back itself on arrival (issue 19): `loading` invokes
 * `loadDraft`, which answers `draft.loaded`, `draft.none` or `draft.discarded`; while the form is open
 * it invokes `watchDraft`. The page provides both with its store. Toasts, focus and storage are named
 * actions it supplies, and so are the send and the watch (src/platform/leads).
 *
 * One form in every tab (issue 17): answers another tab kept arrive as `otherTab.changed` while the
 * form is open, and this tab shows them, unless its own last change was not kept (storage refused
 * it): then it keeps its answers and a line says so. The page reports a write the browser refused
 * or kept again as `storage.refused` / `storage.kept`.
 */
export type JobSeekerSignupEvent =
  | { type: "field.change"; field: SignupTextField; value: string }
  | { type: "experience.select"; level: ExperienceLevel }
  | { type: "jobType.toggle"; jobType: JobTypeKey }
  | { type: "availability.select"; availability: Availability }
  | { type: "skill.toggle"; skill: string }
  | { type: "skill.remove"; skill: string }
  | { type: "skill.input"; value: string }
  | { type: "skill.submit" }
  | { type: "form.submit" }
  | { type: "form.retry" }
  | { type: "lead.delivered"; reference: string }
  | { type: "dialog.close" }
  | { type: "draft.loaded"; draft: SignupForm }
  | { type: "draft.none" }
  | { type: "draft.discarded" }
  | { type: "otherTab.changed"; draft: SignupForm | null }
  | { type: "storage.refused" }
  | { type: "storage.kept" }
  | { type: "conflict.dismiss" };

/** A field the intake may name in a refusal: the checked ones and the location. */
export type SignupWireField = SignupField | "location";
/** The form's fields in the order they are shown, where focus goes first. */
export const SIGNUP_FORM_ORDER: readonly SignupWireField[] = [
  "fullName",
  "email",
  "phone",
  "skills",
  "experienceLevel",
  "jobTypes",
  "location",
  "availability",
];

export interface JobSeekerSignupContext {
  form: SignupForm;
  /** The text in the custom skill box. */
  customSkill: string;
  /** Why the typed skill was not added, until the visitor types again. */
  skillProblem: SkillProblem | null;
  /** The form came back from an earlier visit. */
  restored: boolean;
  /** The name the welcome dialog greets. */
  registeredName: string;
  /** What was sent, for the summary that replaces the form (the form itself is emptied). */
  registered: SignupForm | null;
  /** Whether the browser kept this tab's last change ("refused": storage is full or off). */
  storage: "kept" | "refused";
  /** Another tab changed the answers while this tab's own change was not kept; this tab kept its own. */
  conflict: boolean;
  /** The idempotency key of the submission under way: made at the first send, kept by every retry. */
  submissionId: string | null;
  /** The intake's reference, once it answered one. */
  reference: string | null;
  /** The intake's message on each field it refused, until the field is changed. */
  serverErrors: Partial<Record<SignupWireField, string>>;
  /** The intake's message on the whole refusal, for the toast when it named no field. */
  serverMessage: string | null;
  /** When the form was shown (ms since the epoch): the intake refuses a form sent inhumanly fast. */
  shownAt: number;
}

/** What the form sends: its answers under the wire names (src/domain/leadFields.ts), with its id. */
export function jobSeekerSignupSubmission(context: JobSeekerSignupContext, now = Date.now()): LeadSubmission {
  const { form } = context;
  return {
    kind: "registration",
    id: context.submissionId ?? newLeadId(),
    fields: {
      fullName: form.fullName.trim(),
      email: form.email.trim(),
      phone: form.phone.trim(),
      location: form.location.trim(),
      experienceLevel: form.experienceLevel,
      availability: form.availability,
      jobTypes: [...form.jobTypes],
      skills: [...form.skills],
    },
    page: "/job-seeker-registration",
    consent: leadFormsCopy.consent,
    elapsedMs: Math.max(0, now - context.shownAt),
    website: "",
  };
}

const outputOf = (event: { output?: unknown }) => event.output as LeadSendResult | undefined;

type FieldParams = { field: SignupField };
/** A field an edit touches: its message from the intake, if any, goes. */
type EditedFieldParams = { field: SignupWireField };

export const jobSeekerSignupMachine = setup({
  types: {
    context: {} as JobSeekerSignupContext,
    events: {} as JobSeekerSignupEvent,
  },
  actors: {
    loadDraft: providedByPage,
    watchDraft: providedByPage,
    sendLead: sendLeadByPage,
    watchDelivery: watchDeliveryByPage,
  },
  actions: {
    setField: assign({
      form: ({ context, event }) =>
        event.type === "field.change" && isSignupTextField(event.field)
          ? { ...context.form, [event.field]: event.value }
          : context.form,
    }),
    setExperience: assign({
      form: ({ context, event }) =>
        event.type === "experience.select" ? { ...context.form, experienceLevel: event.level } : context.form,
    }),
    toggleJobType: assign({
      form: ({ context, event }) =>
        event.type === "jobType.toggle"
          ? { ...context.form, jobTypes: toggleJobType(context.form.jobTypes, event.jobType) }
          : context.form,
    }),
    setAvailability: assign({
      form: ({ context, event }) =>
        event.type === "availability.select"
          ? { ...context.form, availability: event.availability }
          : context.form,
    }),
    addSkill: assign({
      form: ({ context, event }) =>
        event.type === "skill.toggle"
          ? { ...context.form, skills: [...context.form.skills, normalizeSkill(event.skill)] }
          : context.form,
    }),
    removeSkill: assign({
      form: ({ context, event }) =>
        event.type === "skill.toggle" || event.type === "skill.remove"
          ? {
              ...context.form,
              skills: context.form.skills.filter((skill) => !hasSkill([skill], event.skill)),
            }
          : context.form,
    }),
    setCustomSkill: assign({
      customSkill: ({ context, event }) => (event.type === "skill.input" ? event.value : context.customSkill),
      skillProblem: null,
    }),
    addCustomSkill: assign({
      form: ({ context }) => ({
        ...context.form,
        skills: [...context.form.skills, normalizeSkill(context.customSkill)],
      }),
      customSkill: "",
      skillProblem: null,
    }),
    flagSkillProblem: assign({
      skillProblem: ({ context }) => customSkillProblem(context.form.skills, context.customSkill),
    }),
    restoreDraft: assign(({ context, event }) => {
      const draft = event.type === "draft.loaded" ? restorableSignupDraft(event.draft) : null;
      return draft ? { form: draft, restored: true, skillProblem: null, customSkill: "" } : context;
    }),
    adoptOtherTab: assign(({ context, event }) => {
      if (event.type !== "otherTab.changed") return {};
      const form =
        event.draft === null ? EMPTY_SIGNUP_FORM : (validateSignupDraft(event.draft) ?? context.form);
      return { form, skillProblem: null, serverErrors: {} };
    }),
    noteConflict: assign({ conflict: true }),
    dismissConflict: assign({ conflict: false }),
    markRefused: assign({ storage: "refused" as const }),
    markKept: assign({ storage: "kept" as const }),
    /** An edited field loses the intake's message on it (its own problem shows as long as it has one). */
    clearServerError: assign({
      serverErrors: ({ context }, params: EditedFieldParams) => {
        const { [params.field]: _fixed, ...rest } = context.serverErrors;
        return rest;
      },
    }),
    rememberRegistration: assign({
      registeredName: ({ context }) => context.form.fullName.trim(),
      registered: ({ context }) => ({
        ...context.form,
        fullName: context.form.fullName.trim(),
        email: context.form.email.trim(),
        phone: context.form.phone.trim(),
        location: context.form.location.trim(),
      }),
    }),
    /** The submission's id is made once: a retry, a second click or Enter keep it. */
    startSubmission: assign({
      submissionId: ({ context }) => context.submissionId ?? newLeadId(),
      serverErrors: () => ({}),
      serverMessage: () => null,
    }),
    storeReference: assign({
      reference: ({ context, event }) => {
        if (event.type === "lead.delivered") return event.reference;
        const output = outputOf(event as { output?: unknown });
        return output?.outcome === "sent" ? output.reference : context.reference;
      },
    }),
    storeServerErrors: assign(({ event }) => {
      const output = outputOf(event as { output?: unknown });
      const serverErrors: Partial<Record<SignupWireField, string>> = {};
      if (output?.outcome !== "refused") return { serverErrors, serverMessage: null };
      for (const field of SIGNUP_FORM_ORDER) {
        const message = output.errors[field];
        if (typeof message === "string" && message) serverErrors[field] = message;
      }
      return { serverErrors, serverMessage: output.message || null };
    }),
    resetForm: assign({
      form: EMPTY_SIGNUP_FORM,
      customSkill: "",
      skillProblem: null,
      restored: false,
      serverErrors: {},
      serverMessage: null,
    }),
    showError: (_, _params: FieldParams) => {},
    /** Page: the toast of 'Try again' with answers that fail a check: the first check's message. */
    showFirstError: () => {},
    /** Page: focus moves to the field of the first failing check. */
    focusFirstError: () => {},
    /** Page: a destructive toast says the intake did not accept some details. */
    showRefusedToast: () => {},
    /** Page: focus moves to the first field the intake refused. */
    focusFirstRefused: () => {},
    dismissErrors: () => {},
    focusField: (_, _params: FieldParams) => {},
    saveDraft: () => {},
    clearDraft: () => {},
    focusSummary: () => {},
    revealSummary: () => {},
  },
  guards: {
    isNameTooShort: ({ context }) => !passes(context.form, "fullName"),
    isEmailInvalid: ({ context }) => !passes(context.form, "email"),
    isPhoneMissing: ({ context }) => !passes(context.form, "phone"),
    hasNoSkills: ({ context }) => !passes(context.form, "skills"),
    hasNoExperience: ({ context }) => !passes(context.form, "experienceLevel"),
    hasNoJobType: ({ context }) => !passes(context.form, "jobTypes"),
    hasNoAvailability: ({ context }) => !passes(context.form, "availability"),
    /** Every check passes (the page adds the phone library's check where it has it). */
    isReadyToSend: ({ context }) => firstFailingField(context.form) === null,
    isSkillChosen: ({ context, event }) =>
      (event.type === "skill.toggle" || event.type === "skill.remove") &&
      hasSkill(context.form.skills, event.skill),
    hasRoomForSkill: ({ context }) => hasRoomForSkill(context.form.skills),
    canAddSkill: ({ context, event }) =>
      event.type === "skill.toggle" &&
      normalizeSkill(event.skill) !== "" &&
      !hasSkill(context.form.skills, event.skill) &&
      hasRoomForSkill(context.form.skills),
    isUsableDraft: ({ event }) =>
      event.type === "draft.loaded" && restorableSignupDraft(event.draft) !== null,
    isCustomSkillBlank: ({ context }) => normalizeSkill(context.customSkill) === "",
    isCustomSkillChosen: ({ context }) => hasSkill(context.form.skills, context.customSkill),
    hasUnkeptChanges: ({ context }) => context.storage === "refused",
    isSent: ({ event }) => sendOutcome((event as { output?: unknown }).output) === "sent",
    isQueued: ({ event }) => sendOutcome((event as { output?: unknown }).output) === "queued",
    isRefused: ({ event }) => sendOutcome((event as { output?: unknown }).output) === "refused",
  },
}).createMachine({
  id: "jobSeekerSignup",
  description:
    "Registration for job seekers: contact details, up to 8 skills, experience, job types, location and availability; sent to our team, and the visitor is told what came of it: sent (with a reference), saved on this device, refused, or not sent.",
  context: () => ({
    form: EMPTY_SIGNUP_FORM,
    customSkill: "",
    skillProblem: null,
    restored: false,
    registeredName: "",
    registered: null,
    storage: "kept",
    conflict: false,
    submissionId: null,
    reference: null,
    serverErrors: {},
    serverMessage: null,
    shownAt: Date.now(),
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
      description: "Reading the answers kept in this browser; the empty form shows meanwhile.",
      invoke: { src: "loadDraft" },
      on: {
        "draft.loaded": [
          {
            guard: "isUsableDraft",
            target: "editing",
            actions: "restoreDraft",
            description: "Answers left unsent on an earlier visit come back, marked as restored.",
          },
          { target: "editing", description: "The answers read back are blank: the empty form." },
        ],
        "draft.none": { target: "editing", description: "No answers kept: the empty form." },
        "draft.discarded": {
          target: "editing",
          description: "The kept answers were unreadable: the empty form.",
        },
      },
    },
    editing: {
      description:
        "The form is open. Every change is kept in this browser, so a reload does not lose it. The submit button reads 'Create My Profile'.",
      invoke: { src: "watchDraft" },
      initial: "filling",
      states: {
        filling: { description: "No submit refused yet: no field is marked." },
        invalid: {
          description:
            "After a submit the checks refused: every field with a problem shows its message inline (aria-invalid), each until that field is fixed. Tagged 'invalid': each field asks this state whether to show its problem.",
          tags: ["invalid"],
        },
        refused: {
          description:
            "The intake refused the registration (400): its message shows under each field it named, until that field is changed.",
          tags: ["invalid"],
        },
        failed: {
          description:
            "Not sent: the intake answered an error after its retries (5xx), or the sending code could not load. The answers stay in the form, and 'Try again' sends the same submission (the same id).",
          on: {
            "form.retry": [
              {
                guard: "isReadyToSend",
                target: "#jobSeekerSignup.submitting",
                actions: "dismissErrors",
                description: "'Try again' sends the same registration once more, with the same id.",
              },
              {
                target: "invalid",
                actions: ["showFirstError", "focusFirstError"],
                description:
                  "'Try again' after an answer was changed so that a check fails: nothing is sent; the problems show as on a submit.",
              },
            ],
          },
        },
      },
      on: {
        "field.change": {
          actions: [
            "setField",
            { type: "clearServerError", params: ({ event }) => ({ field: event.field }) },
            "saveDraft",
          ],
          description:
            "Typing the name, email or phone; the location (typed or a preset) is optional. A fixed field loses its message. The draft is kept.",
        },
        "experience.select": {
          actions: [
            "setExperience",
            { type: "clearServerError", params: { field: "experienceLevel" } },
            "saveDraft",
          ],
          description: "Choosing an experience level clears its message, if it had one; the draft is kept.",
        },
        "jobType.toggle": {
          actions: [
            "toggleJobType",
            { type: "clearServerError", params: { field: "jobTypes" } },
            "saveDraft",
          ],
          description: "Ticking or unticking a job type; the draft is kept.",
        },
        "availability.select": {
          actions: [
            "setAvailability",
            { type: "clearServerError", params: { field: "availability" } },
            "saveDraft",
          ],
          description: "Choosing availability clears its message, if it had one; the draft is kept.",
        },
        "skill.toggle": [
          {
            guard: "isSkillChosen",
            actions: ["removeSkill", { type: "clearServerError", params: { field: "skills" } }, "saveDraft"],
            description: "Tapping a chosen preset skill removes it.",
          },
          {
            guard: "canAddSkill",
            actions: ["addSkill", { type: "clearServerError", params: { field: "skills" } }, "saveDraft"],
            description: "Tapping a preset skill adds it while fewer than 8 are chosen.",
          },
        ],
        "skill.remove": {
          guard: "isSkillChosen",
          actions: ["removeSkill", { type: "clearServerError", params: { field: "skills" } }, "saveDraft"],
          description: "The remove button on a chosen skill.",
        },
        "skill.input": {
          actions: "setCustomSkill",
          description: "Typing a skill of one's own; it is added with the Add button.",
        },
        "skill.submit": [
          {
            guard: "isCustomSkillBlank",
            actions: "flagSkillProblem",
            description: "Only spaces: nothing is added and the box says so.",
          },
          {
            guard: "isCustomSkillChosen",
            actions: "flagSkillProblem",
            description: "Already on the list (in any case): nothing is added and the box says so.",
          },
          {
            guard: "hasRoomForSkill",
            actions: [
              "addCustomSkill",
              { type: "clearServerError", params: { field: "skills" } },
              "saveDraft",
            ],
            description: "Enter or Add: the trimmed skill joins the list and the box is cleared.",
          },
        ],
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
              "The answers were changed in another tab (or cleared there after registering): this tab shows the same answers.",
          },
        ],
        "form.submit": [
          {
            guard: "isNameTooShort",
            target: ".invalid",
            actions: [
              { type: "showError", params: { field: "fullName" } },
              { type: "focusField", params: { field: "fullName" } },
            ],
            description:
              "'Full name must be at least 2 characters' (the one toast of this submit); every field with a problem shows its message inline, and focus goes to this one.",
          },
          {
            guard: "isEmailInvalid",
            target: ".invalid",
            actions: [
              { type: "showError", params: { field: "email" } },
              { type: "focusField", params: { field: "email" } },
            ],
            description:
              "'Please enter a valid email address' (the one toast of this submit); every field with a problem shows its message inline, and focus goes to this one.",
          },
          {
            guard: "isPhoneMissing",
            target: ".invalid",
            actions: [
              { type: "showError", params: { field: "phone" } },
              { type: "focusField", params: { field: "phone" } },
            ],
            description:
              "'Phone number is required' (the one toast of this submit); every field with a problem shows its message inline, and focus goes to this one.",
          },
          {
            guard: "hasNoSkills",
            target: ".invalid",
            actions: [
              { type: "showError", params: { field: "skills" } },
              { type: "focusField", params: { field: "skills" } },
            ],
            description:
              "'Please select at least one skill' (the one toast of this submit); every field with a problem shows its message inline, and focus goes to this one.",
          },
          {
            guard: "hasNoExperience",
            target: ".invalid",
            actions: [
              { type: "showError", params: { field: "experienceLevel" } },
              { type: "focusField", params: { field: "experienceLevel" } },
            ],
            description:
              "'Please select your experience level' (the one toast of this submit); every field with a problem shows its message inline, and focus goes to this one.",
          },
          {
            guard: "hasNoJobType",
            target: ".invalid",
            actions: [
              { type: "showError", params: { field: "jobTypes" } },
              { type: "focusField", params: { field: "jobTypes" } },
            ],
            description:
              "'Please select at least one job type' (the one toast of this submit); every field with a problem shows its message inline, and focus goes to this one.",
          },
          {
            guard: "hasNoAvailability",
            target: ".invalid",
            actions: [
              { type: "showError", params: { field: "availability" } },
              { type: "focusField", params: { field: "availability" } },
            ],
            description:
              "'Please select your availability' (the one toast of this submit); every field with a problem shows its message inline, and focus goes to this one.",
          },
          {
            target: "submitting",
            actions: ["rememberRegistration", "dismissErrors", "startSubmission"],
            description:
              "Every check passes: the registration is sent, with an id made once for this submission. Toasts from earlier attempts are dismissed.",
          },
        ],
      },
    },
    submitting: {
      description:
        "Sending the registration to our team: the button reads 'Creating your profile...' and is disabled, like every field; a second click or Enter sends nothing more. Tagged 'busy'.",
      tags: ["busy"],
      invoke: {
        id: "sendLead",
        src: "sendLead",
        input: ({ context }) => jobSeekerSignupSubmission(context),
        onDone: [
          {
            guard: "isSent",
            target: "sent",
            actions: ["storeReference", "clearDraft", "resetForm"],
            description:
              "The intake stored the registration and answered its reference; the kept draft is cleared.",
          },
          {
            guard: "isQueued",
            target: "queued",
            actions: ["clearDraft", "resetForm"],
            description:
              "Offline, or the intake unreachable: the registration is kept on this device (it goes by itself later); the kept draft is cleared.",
          },
          {
            guard: "isRefused",
            target: "editing.refused",
            actions: ["storeServerErrors", "showRefusedToast", "focusFirstRefused"],
            description:
              "The intake refused the registration (400): its message shows on each field, a toast says so, and focus goes to the first.",
          },
          {
            target: "editing.failed",
            description: "The intake answered an error after its retries (5xx): nothing was stored.",
          },
        ],
        onError: {
          target: "editing.failed",
          description: "The send itself failed (the sending code could not load): nothing was stored.",
        },
      },
    },
    sent: {
      description:
        "The intake stored the registration. The form is replaced by a summary of what was sent, with its reference.",
      entry: "revealSummary",
      initial: "welcoming",
      states: {
        welcoming: {
          description:
            "A dialog welcomes the visitor by name, names the reference and the address our team writes to, and offers two next steps: build a resume (/create-profile), browse jobs (/find-jobs).",
          on: {
            "dialog.close": {
              target: "welcomed",
              actions: "focusSummary",
              description: "Close, Escape or a click outside the dialog; focus lands on the summary.",
            },
          },
        },
        welcomed: {
          description:
            "The dialog is closed: the 'You're registered' summary of what was sent, now followed by the two next steps.",
        },
      },
    },
    queued: {
      description:
        "Saved on this device: in the form's place, 'Saved on this device. It will be sent as soon as you are back online', with what was saved. The page watches for it to go.",
      entry: "revealSummary",
      invoke: { src: "watchDelivery", input: ({ context }) => ({ id: context.submissionId }) },
      on: {
        "lead.delivered": {
          target: "sent",
          actions: "storeReference",
          description:
            "The saved registration went (from this tab, another, or the service worker): the welcome names its reference.",
        },
      },
    },
  },
});
