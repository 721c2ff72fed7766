import { assign, setup } from "xstate";
import type { JobTypeKey } from "../src/domain/jobSearch";
import {
  type Availability,
  customSkillProblem,
  EMPTY_SIGNUP_FORM,
  type ExperienceLevel,
  hasRoomForSkill,
  hasSkill,
  normalizeSkill,
  passes,
  restorableSignupDraft,
  SIGNUP_RULES,
  type SignupField,
  type SignupForm,
  type SkillProblem,
  toggleJobType,
  validateSignupDraft,
} from "../src/domain/jobSeekerSignup";
import { providedByPage } from "../src/platform/draftActors";

/** The form's text fields: typed, or for the location also picked from its presets. */
const SIGNUP_TEXT_FIELDS = ["fullName", "email", "phone", "location"] as const;
export type SignupTextField = (typeof SIGNUP_TEXT_FIELDS)[number];
const isSignupTextField = (field: unknown): field is SignupTextField =>
  SIGNUP_TEXT_FIELDS.some((known) => known === field);

/**
 * The job seeker registration at /job-seeker-registration ('Find Your Next Automation Job').
 *
 * editing → (every check passes) → submitting, a simulated 1.5 s → succeeded (a welcome dialog) →
 * welcomed (the dialog closed, a summary in the form's place).
 * Sending dismisses the error toasts of earlier attempts (dismissErrors), so none is left up over
 * 'Creating your profile...' or the welcome.
 * Submit runs the spec's seven checks in order; the first that fails stays in editing and runs
 * markInvalid, showError (a destructive 'Error' toast with the spec's message) and focusField.
 * The unsent form is kept in this browser (saveDraft) and success clears it (clearDraft). The
 * machine reads it back itself on arrival (issue 19): `loading` invokes `loadDraft`, which answers
 * `draft.loaded`, `draft.none` or `draft.discarded`; while the form is open it invokes `watchDraft`.
 * The page provides both with its store. Toasts, focus and storage are named actions it supplies.
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
  | { type: "dialog.close" }
  | { type: "draft.loaded"; draft: SignupForm }
  | { type: "draft.none" }
  | { type: "draft.discarded" }
  | { type: "otherTab.changed"; draft: SignupForm | null }
  | { type: "storage.refused" }
  | { type: "storage.kept" }
  | { type: "conflict.dismiss" };

export interface JobSeekerSignupContext {
  form: SignupForm;
  /** The text in the custom skill box. */
  customSkill: string;
  /** Why the typed skill was not added, until the visitor types again. */
  skillProblem: SkillProblem | null;
  /** The field the last failed submit marked invalid (aria-invalid), until it is edited. */
  invalidField: SignupField | null;
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
}

type FieldParams = { field: SignupField };
/** A field whose error an edit clears: the location has none, so clearing it changes nothing. */
type EditedFieldParams = { field: SignupField | SignupTextField };

export const jobSeekerSignupMachine = setup({
  types: {
    context: {} as JobSeekerSignupContext,
    events: {} as JobSeekerSignupEvent,
  },
  delays: {
    submitDelay: SIGNUP_RULES.submitDelayMs,
  },
  actors: { loadDraft: providedByPage, watchDraft: providedByPage },
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
      return draft
        ? { form: draft, restored: true, invalidField: null, skillProblem: null, customSkill: "" }
        : context;
    }),
    adoptOtherTab: assign(({ context, event }) => {
      if (event.type !== "otherTab.changed") return {};
      const form =
        event.draft === null ? EMPTY_SIGNUP_FORM : (validateSignupDraft(event.draft) ?? context.form);
      return {
        form,
        // A field stays flagged only while it still fails with the other tab's answers.
        invalidField:
          context.invalidField !== null && !passes(form, context.invalidField) ? context.invalidField : null,
        skillProblem: null,
      };
    }),
    noteConflict: assign({ conflict: true }),
    dismissConflict: assign({ conflict: false }),
    markRefused: assign({ storage: "refused" as const }),
    markKept: assign({ storage: "kept" as const }),
    markInvalid: assign({ invalidField: (_, params: FieldParams) => params.field }),
    clearInvalid: assign({
      invalidField: ({ context }, params: EditedFieldParams) =>
        context.invalidField === params.field ? null : context.invalidField,
    }),
    rememberRegistration: assign({
      registeredName: ({ context }) => context.form.fullName.trim(),
      registered: ({ context }) => ({
        ...context.form,
        fullName: context.form.fullName.trim(),
        location: context.form.location.trim(),
      }),
    }),
    resetForm: assign({
      form: EMPTY_SIGNUP_FORM,
      customSkill: "",
      skillProblem: null,
      invalidField: null,
      restored: false,
    }),
    showError: (_, _params: FieldParams) => {},
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
  },
}).createMachine({
  id: "jobSeekerSignup",
  description:
    "Registration for job seekers: contact details, up to 8 skills, experience, job types, location and availability.",
  context: {
    form: EMPTY_SIGNUP_FORM,
    customSkill: "",
    skillProblem: null,
    invalidField: null,
    restored: false,
    registeredName: "",
    registered: null,
    storage: "kept",
    conflict: false,
  },
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
      on: {
        "field.change": {
          actions: [
            "setField",
            { type: "clearInvalid", params: ({ event }) => ({ field: event.field }) },
            "saveDraft",
          ],
          description:
            "Typing the name, email or phone clears that field's error, if it had one; the location (typed or a preset) is optional. The draft is kept.",
        },
        "experience.select": {
          actions: [
            "setExperience",
            { type: "clearInvalid", params: { field: "experienceLevel" } },
            "saveDraft",
          ],
          description: "Choosing an experience level clears its error, if it had one; the draft is kept.",
        },
        "jobType.toggle": {
          actions: ["toggleJobType", { type: "clearInvalid", params: { field: "jobTypes" } }, "saveDraft"],
          description: "Ticking or unticking a job type clears its error, if it had one; the draft is kept.",
        },
        "availability.select": {
          actions: [
            "setAvailability",
            { type: "clearInvalid", params: { field: "availability" } },
            "saveDraft",
          ],
          description: "Choosing availability clears its error, if it had one; the draft is kept.",
        },
        "skill.toggle": [
          {
            guard: "isSkillChosen",
            actions: ["removeSkill", "saveDraft"],
            description: "Tapping a chosen preset skill removes it.",
          },
          {
            guard: "canAddSkill",
            actions: ["addSkill", { type: "clearInvalid", params: { field: "skills" } }, "saveDraft"],
            description: "Tapping a preset skill adds it while fewer than 8 are chosen.",
          },
        ],
        "skill.remove": {
          guard: "isSkillChosen",
          actions: ["removeSkill", "saveDraft"],
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
            actions: ["addCustomSkill", { type: "clearInvalid", params: { field: "skills" } }, "saveDraft"],
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
            actions: [
              { type: "markInvalid", params: { field: "fullName" } },
              { type: "showError", params: { field: "fullName" } },
              { type: "focusField", params: { field: "fullName" } },
            ],
            description: "'Full name must be at least 2 characters'",
          },
          {
            guard: "isEmailInvalid",
            actions: [
              { type: "markInvalid", params: { field: "email" } },
              { type: "showError", params: { field: "email" } },
              { type: "focusField", params: { field: "email" } },
            ],
            description: "'Please enter a valid email address'",
          },
          {
            guard: "isPhoneMissing",
            actions: [
              { type: "markInvalid", params: { field: "phone" } },
              { type: "showError", params: { field: "phone" } },
              { type: "focusField", params: { field: "phone" } },
            ],
            description: "'Phone number is required'",
          },
          {
            guard: "hasNoSkills",
            actions: [
              { type: "markInvalid", params: { field: "skills" } },
              { type: "showError", params: { field: "skills" } },
              { type: "focusField", params: { field: "skills" } },
            ],
            description: "'Please select at least one skill'",
          },
          {
            guard: "hasNoExperience",
            actions: [
              { type: "markInvalid", params: { field: "experienceLevel" } },
              { type: "showError", params: { field: "experienceLevel" } },
              { type: "focusField", params: { field: "experienceLevel" } },
            ],
            description: "'Please select your experience level'",
          },
          {
            guard: "hasNoJobType",
            actions: [
              { type: "markInvalid", params: { field: "jobTypes" } },
              { type: "showError", params: { field: "jobTypes" } },
              { type: "focusField", params: { field: "jobTypes" } },
            ],
            description: "'Please select at least one job type'",
          },
          {
            guard: "hasNoAvailability",
            actions: [
              { type: "markInvalid", params: { field: "availability" } },
              { type: "showError", params: { field: "availability" } },
              { type: "focusField", params: { field: "availability" } },
            ],
            description: "'Please select your availability'",
          },
          {
            target: "submitting",
            actions: ["rememberRegistration", "dismissErrors"],
            description:
              "Every check passes: the profile is being created. Error toasts from earlier attempts are dismissed.",
          },
        ],
      },
    },
    submitting: {
      description:
        "The button reads 'Creating your profile...' and is disabled, like every field; a second submit does nothing. Simulated, 1.5 s. Tagged 'busy': the button and the fields ask this state whether the profile is being created.",
      tags: ["busy"],
      after: {
        submitDelay: {
          target: "succeeded",
          actions: ["clearDraft", "resetForm"],
          description: "The simulated request finishes after 1.5 s; the kept draft is cleared.",
        },
      },
    },
    succeeded: {
      description:
        "The profile exists. A dialog welcomes the visitor by name with two next steps: build a resume (/create-profile), browse jobs (/find-jobs). Behind it, the form is replaced by a summary of what was sent.",
      entry: "revealSummary",
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
});
