import { assign, type SnapshotFrom, setup } from "xstate";
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
  presetSkills,
  SIGNUP_RULES,
  type SignupField,
  type SignupForm,
  type SkillProblem,
  toggleJobType,
  validateSignupDraft,
} from "../src/domain/jobSeekerSignup";
import { definePathModel } from "./pathModel";

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
 * The unsent form is kept in this browser (saveDraft) and read back on load (draft.loaded);
 * success clears it (clearDraft). Toasts, focus and storage are named actions the view supplies.
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
      const draft = event.type === "draft.loaded" ? validateSignupDraft(event.draft) : null;
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
    isUsableDraft: ({ event }) => event.type === "draft.loaded" && validateSignupDraft(event.draft) !== null,
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
  initial: "editing",
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
    editing: {
      description:
        "The form is open. Every change is kept in this browser, so a reload does not lose it. The submit button reads 'Create My Profile'.",
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
        "draft.loaded": {
          guard: "isUsableDraft",
          actions: "restoreDraft",
          description: "Answers left unsent on an earlier visit come back after a reload.",
        },
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
        "The button reads 'Creating your profile...' and is disabled, like every field; a second submit does nothing. Simulated, 1.5 s.",
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

/* ----------------------------------------------------------------------------------------------- */
/* Path model                                                                                       */
/* ----------------------------------------------------------------------------------------------- */

const FIRST_PRESET = presetSkills[0];
const DUPLICATE_OF_FIRST = `  ${FIRST_PRESET.toLowerCase()} `;
const CUSTOM_SKILL = "  Beckhoff   TwinCAT ";

/** A draft left on an earlier visit: name and email only, so the phone check fails next. */
export const SAMPLE_DRAFT: SignupForm = {
  ...EMPTY_SIGNUP_FORM,
  fullName: "Jordan Rivera",
  email: "jordan@example.com",
  location: "Detroit, MI",
};

/** Answers another tab kept: a name, an email and a phone, so the skills check fails next. */
const OTHER_TAB_DRAFT: SignupForm = {
  ...EMPTY_SIGNUP_FORM,
  fullName: "Sam Okafor",
  email: "sam.okafor@example.com",
  phone: "(313) 555-0199",
};

type Snapshot = SnapshotFrom<typeof jobSeekerSignupMachine>;

/** The same answers, whatever the order of their keys. */
const sameForm = (a: SignupForm, b: SignupForm) =>
  JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

const customKind = (context: JobSeekerSignupContext) => {
  const problem = customSkillProblem(context.form.skills, context.customSkill);
  return problem === null ? "new" : problem;
};

/** Spec §5's seven submit checks, in its order: the field, when it fails, and the toast's message. */
const SPEC_SIGNUP_CHECKS: ReadonlyArray<readonly [SignupField, (form: SignupForm) => boolean, string]> = [
  ["fullName", (form) => form.fullName.trim().length < 2, "Full name must be at least 2 characters"],
  [
    "email",
    (form) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()),
    "Please enter a valid email address",
  ],
  ["phone", (form) => form.phone.trim() === "", "Phone number is required"],
  ["skills", (form) => form.skills.length === 0, "Please select at least one skill"],
  ["experienceLevel", (form) => form.experienceLevel === "", "Please select your experience level"],
  ["jobTypes", (form) => form.jobTypes.length === 0, "Please select at least one job type"],
  ["availability", (form) => form.availability === "", "Please select your availability"],
];

/**
 * The form has far more combinations than a product person cares about, so the model walks it as a
 * visitor fixing one problem at a time: it offers the edits for the first failing check (a value
 * that still fails, and one that passes), submit everywhere, and the skill list's edges (add up to
 * the limit of 8, remove, blank/duplicate/new custom skills) while skills are the open question.
 * States are told apart by mode, first failing check and, while skills are edited, their count.
 */
export const jobSeekerSignupModel = definePathModel({
  machine: jobSeekerSignupMachine,
  expectations: [
    ...SPEC_SIGNUP_CHECKS.map(([field, fails, message]) => ({
      why: `Spec §5, check ${SPEC_SIGNUP_CHECKS.findIndex(([f]) => f === field) + 1} of 7 in order: '${message}'`,
      from: "editing" as const,
      event: "form.submit" as const,
      when: (before: Snapshot) =>
        SPEC_SIGNUP_CHECKS.find(([, failing]) => failing(before.context.form))?.[1] === fails,
      to: "editing" as const,
      actions: ["showError", "focusField"],
      outcome: (after: Snapshot) => after.context.invalidField === field,
    })),
    {
      why: "Spec §4: with every check passed, the form is submitting ('Creating your profile...').",
      from: "editing",
      event: "form.submit",
      when: (before) => !SPEC_SIGNUP_CHECKS.some(([, fails]) => fails(before.context.form)),
      to: "submitting",
    },
    {
      why: "Spec §4 and §9: after a simulated 1.5 seconds the success dialog appears.",
      from: "submitting",
      event: { afterMs: 1500 },
      to: "succeeded",
    },
    {
      why: "Site rule (issue 17): answers changed in another tab show here too, when this tab's own were kept.",
      from: "editing",
      event: "otherTab.changed",
      when: (before) => before.context.storage === "kept",
      outcome: (after, _, event) =>
        event.type === "otherTab.changed" && sameForm(after.context.form, event.draft ?? EMPTY_SIGNUP_FORM),
    },
    {
      why: "Site rule (issue 17): where this tab's own change was not kept, it keeps its answers and says so.",
      from: "editing",
      event: "otherTab.changed",
      when: (before) => before.context.storage === "refused",
      outcome: (after, before) => sameForm(after.context.form, before.context.form) && after.context.conflict,
    },
    {
      why: "Spec §5: a custom skill must be non-empty once trimmed.",
      from: "editing",
      event: "skill.submit",
      when: (before) => before.context.customSkill.trim() === "",
      outcome: (after, before) => after.context.form.skills.length === before.context.form.skills.length,
    },
    {
      why: "Spec §5: no duplicate skills (a typed one equal to a chosen one is not added).",
      from: "editing",
      event: "skill.submit",
      when: (before) =>
        before.context.form.skills.some(
          (skill) =>
            skill.toLowerCase() === before.context.customSkill.trim().replace(/\s+/g, " ").toLowerCase(),
        ),
      outcome: (after, before) => after.context.form.skills.length === before.context.form.skills.length,
    },
    {
      why: "Spec §5: a new custom skill is added, trimmed.",
      from: "editing",
      event: "skill.submit",
      when: (before) =>
        before.context.customSkill.trim() !== "" &&
        before.context.form.skills.length < 8 &&
        !before.context.form.skills.some(
          (skill) =>
            skill.toLowerCase() === before.context.customSkill.trim().replace(/\s+/g, " ").toLowerCase(),
        ),
      outcome: (after, before) =>
        after.context.form.skills.length === before.context.form.skills.length + 1 &&
        after.context.form.skills.at(-1)?.replace(/\s+/g, " ") ===
          before.context.customSkill.trim().replace(/\s+/g, " "),
    },
  ],
  events: (snapshot): JobSeekerSignupEvent[] => {
    if (snapshot.matches("submitting")) return [{ type: "form.submit" }];
    if (snapshot.matches("succeeded")) return [{ type: "dialog.close" }];
    if (!snapshot.matches("editing")) return [];
    const { form, customSkill, storage, conflict } = snapshot.context;
    // Another tab and refused storage: while this tab's change is not kept, or a note about the
    // other tab shows, only those matter (the form works the same either way).
    if (conflict) return [{ type: "conflict.dismiss" }];
    if (storage === "refused")
      return [{ type: "otherTab.changed", draft: OTHER_TAB_DRAFT }, { type: "storage.kept" }];
    const failing = firstFailingField(form);
    const events: JobSeekerSignupEvent[] = [{ type: "form.submit" }];
    switch (failing) {
      case "fullName":
        events.push(
          { type: "field.change", field: "fullName", value: "J" },
          { type: "field.change", field: "fullName", value: "Jordan Rivera" },
        );
        if (form.fullName === "" && !snapshot.context.restored)
          events.push(
            { type: "draft.loaded", draft: SAMPLE_DRAFT },
            { type: "otherTab.changed", draft: OTHER_TAB_DRAFT },
          );
        break;
      case "email":
        events.push(
          { type: "field.change", field: "email", value: "jordan@example" },
          { type: "field.change", field: "email", value: "jordan@example.com" },
        );
        break;
      case "phone":
        events.push(
          { type: "field.change", field: "phone", value: "   " },
          { type: "field.change", field: "phone", value: "(313) 555-0142" },
          // This tab's answers (the sample draft): the browser refuses one more change, or the other
          // tab registers and clears them.
          { type: "storage.refused" },
          { type: "otherTab.changed", draft: null },
        );
        break;
      case "skills":
        events.push({ type: "skill.toggle", skill: FIRST_PRESET });
        break;
      case "experienceLevel": {
        const count = form.skills.length;
        const nextPreset = presetSkills.find((skill) => !hasSkill(form.skills, skill));
        if (count === 1) {
          // The custom skill box: blank, new (untrimmed) and a duplicate of the chosen preset.
          const kind = customKind(snapshot.context);
          if (kind === "blank") {
            events.push(
              { type: "skill.submit" },
              { type: "skill.input", value: CUSTOM_SKILL },
              { type: "skill.toggle", skill: FIRST_PRESET },
              { type: "experience.select", level: "mid" },
            );
            if (customSkill === "") events.push({ type: "skill.input", value: "   " });
          } else if (kind === "new") {
            events.push({ type: "skill.submit" }, { type: "skill.input", value: DUPLICATE_OF_FIRST });
          } else if (kind === "duplicate") {
            events.push({ type: "skill.submit" }, { type: "skill.input", value: "" });
          }
        } else if (count < SIGNUP_RULES.maxSkills && nextPreset) {
          events.push({ type: "skill.toggle", skill: nextPreset });
        } else if (count === SIGNUP_RULES.maxSkills) {
          const last = form.skills[count - 1] ?? FIRST_PRESET;
          events.push({ type: "skill.remove", skill: last });
        }
        break;
      }
      case "jobTypes":
        events.push({ type: "jobType.toggle", jobType: "contract" });
        break;
      case "availability":
        events.push(
          { type: "field.change", field: "location", value: "Houston, TX" },
          { type: "availability.select", availability: "2weeks" },
        );
        break;
      default:
        break;
    }
    return events;
  },
  serializeState: (snapshot: Snapshot) => {
    if (!snapshot.matches("editing")) return JSON.stringify(snapshot.value);
    const { storage, conflict } = snapshot.context;
    const failing = `${firstFailingField(snapshot.context.form) ?? "none"}${storage === "refused" ? "|refused" : ""}${conflict ? "|conflict" : ""}`;
    const skills =
      failing === "experienceLevel"
        ? `|${snapshot.context.form.skills.length}${
            snapshot.context.form.skills.length === 1 ? `|${customKind(snapshot.context)}` : ""
          }`
        : "";
    return `editing|${failing}${skills}`;
  },
  invariants: {
    "never more than 8 skills": (snapshot) => snapshot.context.form.skills.length <= SIGNUP_RULES.maxSkills,
    "skills are unique, trimmed and non-empty": (snapshot) =>
      snapshot.context.form.skills.every(
        (skill, index, all) =>
          skill !== "" && skill === skill.trim() && !hasSkill(all.slice(0, index), skill),
      ),
    "a flagged field is one that fails its check": (snapshot) =>
      snapshot.context.invalidField === null || !passes(snapshot.context.form, snapshot.context.invalidField),
    "submitting only with a form that passes every check": (snapshot) =>
      !snapshot.matches("submitting") || firstFailingField(snapshot.context.form) === null,
    "the welcome names the person": (snapshot) =>
      !(snapshot.matches("succeeded") || snapshot.matches("welcomed")) ||
      snapshot.context.registeredName.length >= SIGNUP_RULES.minNameLength,
    "the summary shows the form that was sent": (snapshot) =>
      !(snapshot.matches("succeeded") || snapshot.matches("welcomed")) ||
      (snapshot.context.registered !== null &&
        snapshot.context.registered.fullName === snapshot.context.registeredName &&
        firstFailingField(snapshot.context.registered) === null),
  },
  maxSimplePaths: 12,
});
