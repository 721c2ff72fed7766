import { assertEvent, assign, setup } from "xstate";
import { leadFormsCopy } from "../src/content/leadForms";
import { SCOPE_BY_TYPE } from "../src/content/postProject";
import type { LeadSendResult } from "../src/domain/leads";
import {
  CONTACT_EMAIL_MAX,
  type ContactProblem,
  contactProblem,
  firstRefusedStep,
  isSendOutcome,
  PROJECT_CONTACT_FIELD,
  projectSubmission,
} from "../src/domain/projectLead";
import {
  type BudgetField,
  budgetComplete,
  canAddSkill,
  clampField,
  type DetailsField,
  detailsComplete,
  draftDescription,
  emptyDraft,
  isBudgetField,
  isDetailsField,
  isDraftEmpty,
  normalizeSkill,
  type ProjectDraft,
  skillsComplete,
  stepReachable,
  validateStoredDraft,
  type WizardStep,
} from "../src/domain/projectWizard";
import { newSubmissionId } from "../src/domain/submissionId";
import { providedByPage } from "../src/flows/draftActors";
import { sendLeadByPage } from "../src/platform/leads/sendLeadActor";

/**
 * 'Post a New Project': four steps (Project Details, Skills Required, Budget & Timeline, Review &
 * Post) over one draft. Moving between steps never loses a value.
 *
 * The machine owns its drafts (issue 19): its `loading` state invokes `loadDraft`, which reads the
 * draft Save Draft kept on this device and this tab's working copy and sends which one wins
 * (`startingDraft` in the domain) as `draft.loaded`, `draft.discarded` or `draft.none`; `editing`
 * invokes `watchDraft`, which sends another tab's Save Draft or Start over as `otherTab.changed`.
 * The page provides both actors (it names the stores) and the named side effects: Save Draft
 * (`saveDraft`), keeping this tab's working copy as the draft changes (`keepWorkingCopy`),
 * forgetting the stored drafts and focus moves.
 */
export interface ProjectWizardContext {
  draft: ProjectDraft;
  /** What the visitor has typed into 'Add another skill' and not added yet. */
  skillInput: string;
  /** The description as it was before AI Assist replaced it, for 'Undo draft'. */
  descriptionBeforeAssist: string;
  /**
   * The description AI Assist last wrote, as it wrote it ("" when none, or when it added its draft
   * below the visitor's text): a description that differs from it is the visitor's own text.
   */
  assistDraft: string;
  /** The draft saved on this device, as this tab last read, saved or heard of it (null: none). */
  kept: ProjectDraft | null;
  /** Whether the browser kept this tab's last Save Draft ("refused": storage is full or off). */
  storage: "kept" | "refused";
  /** Another tab saved a draft while this tab had changes of its own; this tab kept them. */
  conflict: boolean;
  /** The address the team answers, asked on Review & Post (sent as `email`; never stored as a draft). */
  email: string;
  /** What is wrong with it, shown once 'Post project' was pressed with it missing or invalid. */
  contactError: ContactProblem | null;
  /** The idempotency key of this submission: made once, kept through retries, dropped once sent. */
  submissionId: string | null;
  /** When the wizard was shown (ms since the epoch): the intake reads how long the form took. */
  openedAt: number;
  /** The intake's reference once it committed the project ("PR-4K7Q"). */
  reference: string | null;
  /** The intake refused the project (400): its message per field, and for the whole submission. */
  serverErrors: Record<string, string>;
  serverMessage: string;
}

const sameDraft = (a: ProjectDraft, b: ProjectDraft | null) =>
  b !== null && JSON.stringify(a) === JSON.stringify({ ...a, ...b });

/** What another tab stored, usable as a draft (null: it was forgotten there, or is not a draft). */
const otherTabDraft = (draft: unknown): ProjectDraft | null =>
  draft === null ? null : validateStoredDraft(draft);

/** This tab has changes of its own that are not the draft saved on this device. */
export const hasUnsavedChanges = (context: ProjectWizardContext) =>
  context.storage === "refused" || (!isDraftEmpty(context.draft) && !sameDraft(context.draft, context.kept));

/**
 * Another tab saved `other` (null: forgot the draft): this tab keeps what it shows when that has
 * changes not saved here, or when it is a project of its own that `other` would replace (issue 36:
 * the later Save Draft in two tabs does not silently take the place of the earlier one's project).
 */
export const keepsOwnDraft = (context: ProjectWizardContext, other: ProjectDraft | null) =>
  hasUnsavedChanges(context) ||
  (other !== null && !isDraftEmpty(context.draft) && !sameDraft(context.draft, other));

export type ProjectWizardEvent =
  | { type: "draft.none" }
  /**
   * `saved` is present when what is restored is this tab's working copy, with changes that are not
   * the draft stored on this device: `saved` is that draft (null: none).
   */
  | { type: "draft.loaded"; draft: ProjectDraft; saved?: ProjectDraft | null }
  | { type: "draft.discarded"; reason: "corrupt" | "outdated" | "invalid" }
  /** A step 1 field on Project Details, a step 3 field on Budget & Timeline. */
  | { type: "field.change"; field: DetailsField | BudgetField | typeof PROJECT_CONTACT_FIELD; value: string }
  | { type: "ai.draft" }
  | { type: "ai.undo" }
  /** The answers to AI Assist's question when the description holds the visitor's own text. */
  | { type: "ai.replace" }
  | { type: "ai.append" }
  | { type: "ai.keep" }
  | { type: "skill.add"; skill: string }
  | { type: "skill.input"; value: string }
  | { type: "skill.submit" }
  | { type: "skill.remove"; skill: string }
  | { type: "step.next" }
  | { type: "step.back" }
  | { type: "step.goto"; step: WizardStep }
  | { type: "draft.save" }
  | { type: "draft.startOver" }
  | { type: "notice.dismiss" }
  | { type: "otherTab.changed"; draft: ProjectDraft | null }
  | { type: "storage.refused" }
  | { type: "storage.kept" }
  | { type: "conflict.dismiss" }
  /** 'Post project' on Review & Post. */
  | { type: "form.submit" }
  /** 'Try again' on Review & Post after a failure: the same submission, its id kept. */
  | { type: "form.retry" };

const isSent = (output: unknown) => isSendOutcome(output, "sent");
const isRefused = (output: unknown) => isSendOutcome(output, "refused");
const outputOf = (event: { type: string }) => (event as { output?: LeadSendResult }).output;

export const projectWizardMachine = setup({
  types: {
    context: {} as ProjectWizardContext,
    events: {} as ProjectWizardEvent,
  },
  guards: {
    hasContent: ({ context }) => !isDraftEmpty(context.draft),
    isWellFormedDraft: ({ event }) => {
      assertEvent(event, "draft.loaded");
      return validateStoredDraft(event.draft) !== null;
    },
    isWellFormedWorkingCopy: ({ event }) => {
      assertEvent(event, "draft.loaded");
      return event.saved !== undefined && validateStoredDraft(event.draft) !== null;
    },
    isDetailsComplete: ({ context }) => detailsComplete(context.draft),
    /** The description holds text the visitor wrote (or edited), not AI Assist's draft as written. */
    hasOwnDescription: ({ context }) =>
      context.draft.description.trim() !== "" && context.draft.description !== context.assistDraft,
    isSkillsComplete: ({ context }) => skillsComplete(context.draft),
    isBudgetComplete: ({ context }) => budgetComplete(context.draft),
    canAddSkill: ({ context, event }) => {
      assertEvent(event, "skill.add");
      return typeof event.skill === "string" && canAddSkill(context.draft.skills, event.skill);
    },
    canAddTypedSkill: ({ context }) => canAddSkill(context.draft.skills, context.skillInput),
    canGoTo: ({ context, event }, params: { step: WizardStep }) => {
      assertEvent(event, "step.goto");
      return event.step === params.step && stepReachable(context.draft, params.step);
    },
    keepsOwnDraft: ({ context, event }) => {
      assertEvent(event, "otherTab.changed");
      return keepsOwnDraft(context, otherTabDraft(event.draft));
    },
    isOutOfReach: ({ context }, params: { step: WizardStep }) => !stepReachable(context.draft, params.step),
    isContactValid: ({ context }) => contactProblem(context.email) === null,
    isSent: ({ event }) => isSent(outputOf(event)),
    isQueued: ({ event }) => isSendOutcome(outputOf(event), "queued"),
    isRefusedOn: ({ event }, params: { step: WizardStep }) => {
      const output = outputOf(event);
      return isRefused(output) && firstRefusedStep(output.errors) === params.step;
    },
  },
  actors: {
    /** Page: sends the project to the lead intake (sendLeadActor) and answers what came of it. */
    sendLead: sendLeadByPage,
    /** Page: reads the stored drafts once and sends which one the wizard starts from. */
    loadDraft: providedByPage,
    /** Page: sends another tab's change to the saved draft while the wizard is open. */
    watchDraft: providedByPage,
  },
  actions: {
    restoreDraft: assign(({ context, event }) => {
      assertEvent(event, "draft.loaded");
      const draft = validateStoredDraft(event.draft) ?? context.draft;
      return { draft, kept: event.saved === undefined ? draft : otherTabDraft(event.saved) };
    }),
    resetDraft: assign({
      draft: () => emptyDraft,
      skillInput: "",
      descriptionBeforeAssist: "",
      assistDraft: "",
      kept: null,
    }),
    rememberSaved: assign({ kept: ({ context }) => context.draft }),
    adoptOtherTab: assign(({ event }) => {
      assertEvent(event, "otherTab.changed");
      const draft = otherTabDraft(event.draft);
      return { draft: draft ?? emptyDraft, kept: draft, descriptionBeforeAssist: "", assistDraft: "" };
    }),
    keepOwnDraft: assign(({ event }) => {
      assertEvent(event, "otherTab.changed");
      return { kept: otherTabDraft(event.draft), conflict: true };
    }),
    dismissConflict: assign({ conflict: false }),
    setContact: assign(({ context, event }) => {
      assertEvent(event, "field.change");
      if (event.field !== PROJECT_CONTACT_FIELD || typeof event.value !== "string") return {};
      const email = event.value.slice(0, CONTACT_EMAIL_MAX);
      const { email: _refused, ...serverErrors } = context.serverErrors;
      return {
        email,
        contactError: context.contactError ? contactProblem(email) : null,
        serverErrors,
      };
    }),
    showContactError: assign({ contactError: ({ context }) => contactProblem(context.email) }),
    prepareSubmission: assign({
      submissionId: ({ context }) => context.submissionId ?? newSubmissionId(),
      contactError: null,
      serverErrors: {},
      serverMessage: "",
    }),
    assignReference: assign(({ event }) => {
      const output = outputOf(event);
      return isSent(output) ? { reference: output.reference, submissionId: null } : {};
    }),
    forgetSubmission: assign({ submissionId: null }),
    assignRefusal: assign(({ event }) => {
      const output = outputOf(event);
      return isRefused(output) ? { serverErrors: output.errors, serverMessage: output.message } : {};
    }),
    forgetServerError: assign(({ context, event }) => {
      assertEvent(event, ["field.change", "skill.add", "skill.submit"]);
      const field = event.type === "field.change" ? event.field : "skills";
      if (!(field in context.serverErrors)) return {};
      const { [field]: _fixed, ...serverErrors } = context.serverErrors;
      return { serverErrors };
    }),
    markRefused: assign({ storage: "refused" as const }),
    markKept: assign({ storage: "kept" as const }),
    setDetail: assign({
      draft: ({ context, event }) => {
        assertEvent(event, "field.change");
        return isDetailsField(event.field) && typeof event.value === "string"
          ? { ...context.draft, [event.field]: clampField(event.field, event.value) }
          : context.draft;
      },
    }),
    setBudget: assign({
      draft: ({ context, event }) => {
        assertEvent(event, "field.change");
        return isBudgetField(event.field) && typeof event.value === "string"
          ? { ...context.draft, [event.field]: clampField(event.field, event.value) }
          : context.draft;
      },
    }),
    keepDescriptionForUndo: assign({
      descriptionBeforeAssist: ({ context }) => context.draft.description,
    }),
    writeAssistDraft: assign(({ context }) => {
      const description = clampField("description", draftDescription(context.draft, SCOPE_BY_TYPE));
      return { draft: { ...context.draft, description }, assistDraft: description };
    }),
    /** The draft goes below the visitor's text, which stays as it is; any later AI Assist asks again. */
    appendAssistDraft: assign(({ context }) => ({
      draft: {
        ...context.draft,
        description: clampField(
          "description",
          `${context.draft.description.trimEnd()}\n\n${draftDescription(context.draft, SCOPE_BY_TYPE)}`,
        ),
      },
      assistDraft: "",
    })),
    undoAssist: assign({
      draft: ({ context }) => ({ ...context.draft, description: context.descriptionBeforeAssist }),
    }),
    addSkill: assign({
      draft: ({ context, event }) => {
        assertEvent(event, "skill.add");
        return { ...context.draft, skills: [...context.draft.skills, normalizeSkill(event.skill)] };
      },
    }),
    addTypedSkill: assign({
      draft: ({ context }) => ({
        ...context.draft,
        skills: [...context.draft.skills, normalizeSkill(context.skillInput)],
      }),
      skillInput: "",
    }),
    setSkillInput: assign({
      skillInput: ({ context, event }) => {
        assertEvent(event, "skill.input");
        return typeof event.value === "string" ? event.value.slice(0, 60) : context.skillInput;
      },
    }),
    removeSkill: assign({
      draft: ({ context, event }) => {
        assertEvent(event, "skill.remove");
        return { ...context.draft, skills: context.draft.skills.filter((skill) => skill !== event.skill) };
      },
    }),
    /** Page: writes the draft to localStorage and says in a toast whether it was kept. */
    saveDraft: () => {},
    /** Page: keeps the draft as it is now as this tab's working copy (clears it when empty). */
    keepWorkingCopy: () => {},
    /** Page: removes the stored draft and this tab's working copy. */
    clearSavedDraft: () => {},
    /** Page: moves focus to the heading of the step now shown. */
    focusStepHeading: () => {},
    /** Page: moves focus to the contact address field (its message is beside it). */
    focusContactField: () => {},
    /** Page: moves focus to the first field the intake refused, on the step now shown. */
    focusFirstRefused: () => {},
    /** Page: moves focus to what the post came to (sent, saved on this device, or the failure). */
    focusOutcome: () => {},
  },
}).createMachine({
  id: "projectWizard",
  description:
    "Post a New Project: a four-step wizard over one project draft, saved on this device on request.",
  context: () => ({
    draft: emptyDraft,
    skillInput: "",
    descriptionBeforeAssist: "",
    assistDraft: "",
    kept: null,
    storage: "kept",
    conflict: false,
    email: "",
    contactError: null,
    submissionId: null,
    openedAt: Date.now(),
    reference: null,
    serverErrors: {},
    serverMessage: "",
  }),
  initial: "loading",
  states: {
    loading: {
      description:
        "The page looks for a draft saved on this device. Meanwhile it shows an empty step 1, exactly as prerendered.",
      // Reads the saved draft and this tab's working copy once the page is interactive (the actor
      // starts after hydration) and sends which one the wizard starts from.
      invoke: { src: "loadDraft" },
      on: {
        "draft.none": { target: "editing", description: "Nothing saved: a fresh project." },
        "draft.loaded": [
          {
            guard: "isWellFormedWorkingCopy",
            target: "editing.notice.hidden",
            actions: "restoreDraft",
            description:
              "Back, Forward or a reload in this tab: its changes that were not saved come back, with no notice.",
          },
          {
            guard: "isWellFormedDraft",
            target: "editing.notice.restored",
            actions: "restoreDraft",
            description:
              "A saved draft is read back with every value; a notice says so and offers 'Start over'.",
          },
          {
            target: "editing.notice.discarded",
            actions: "clearSavedDraft",
            description: "What was read back is not a draft this page could have saved: it is thrown away.",
          },
        ],
        "draft.discarded": {
          target: "editing.notice.discarded",
          description:
            "The saved draft was corrupt or from an older version of the page: it is thrown away and a notice says so.",
        },
      },
    },
    editing: {
      type: "parallel",
      description: "The visitor works through the steps; the header shows the current and completed steps.",
      entry: "keepWorkingCopy",
      // Another tab's Save Draft or Start over arrives as otherTab.changed while the wizard is open.
      invoke: { src: "watchDraft" },
      on: {
        "draft.save": {
          guard: "hasContent",
          actions: ["rememberSaved", "saveDraft"],
          description:
            "Save Draft stores every value on this device and confirms it with a toast (once anything is filled in).",
        },
        "otherTab.changed": [
          {
            guard: "keepsOwnDraft",
            actions: "keepOwnDraft",
            description:
              "Another tab saved a different project (or forgot the draft) while this tab shows a project of its own, saved here or not: this tab keeps it and a line says so; Save Draft here replaces the other. A later Save Draft never silently takes the place of this tab's project.",
          },
          {
            actions: ["adoptOtherTab", "keepWorkingCopy"],
            description:
              "A draft was saved (or forgotten) in another tab while this tab is untouched, or shows that same project, or had only its saved draft forgotten: it shows the other tab's draft.",
          },
        ],
        "storage.refused": {
          actions: "markRefused",
          description:
            "The browser would not store the draft (storage full or off): a line says the project stays on this page only.",
        },
        "storage.kept": {
          actions: "markKept",
          description: "A later Save Draft was stored: the line goes away.",
        },
        "conflict.dismiss": {
          actions: "dismissConflict",
          description: "The visitor dismisses the line about the other tab.",
        },
      },
      states: {
        step: {
          initial: "details",
          description: "Which of the four steps is shown.",
          on: {
            "step.goto": [
              {
                guard: { type: "canGoTo", params: { step: "details" } },
                target: ".details",
                actions: "focusStepHeading",
                description: "Back to 'Project Details' from the header or an Edit button, every value kept.",
              },
              {
                guard: { type: "canGoTo", params: { step: "skills" } },
                target: ".skills",
                actions: "focusStepHeading",
                description:
                  "The header's 'Skills Required' link, or Edit on the review, opens once step 1 is complete.",
              },
              {
                guard: { type: "canGoTo", params: { step: "budget" } },
                target: ".budget",
                actions: "focusStepHeading",
                description:
                  "The header's 'Budget & Timeline' link, or Edit on the review, opens once steps 1 and 2 are complete.",
              },
              {
                guard: { type: "canGoTo", params: { step: "review" } },
                target: ".review",
                actions: "focusStepHeading",
                description: "The header's 'Review & Post' link opens once steps 1 to 3 are complete.",
              },
            ],
          },
          states: {
            details: {
              initial: "written",
              description:
                "Step 1, Project Details: title, project type, industry, location and description, with a live preview.",
              on: {
                "field.change": {
                  actions: ["setDetail", "forgetServerError", "keepWorkingCopy"],
                  description:
                    "Typing or choosing a step 1 value (each has a length limit); the preview follows.",
                },
                "step.next": {
                  guard: "isDetailsComplete",
                  target: "skills",
                  actions: "focusStepHeading",
                  description:
                    "'Continue to Skills' works once title, type, industry and location are filled (the button is disabled until then).",
                },
              },
              states: {
                written: {
                  description: "The description is the visitor's own text (or empty).",
                  on: {
                    "ai.draft": [
                      {
                        guard: "hasOwnDescription",
                        target: "askingAssist",
                        description:
                          "The description holds the visitor's own text: AI Assist asks before it touches it.",
                      },
                      {
                        target: "assisted",
                        actions: ["keepDescriptionForUndo", "writeAssistDraft", "keepWorkingCopy"],
                        description:
                          "An empty description: AI Assist writes a structured one from the fields chosen so far, with no placeholders.",
                      },
                    ],
                  },
                },
                askingAssist: {
                  description:
                    "AI Assist asks what to do with the visitor's text: replace it with the draft, add the draft below it, or keep it as it is.",
                  on: {
                    "ai.replace": {
                      target: "assisted",
                      actions: ["keepDescriptionForUndo", "writeAssistDraft", "keepWorkingCopy"],
                      description:
                        "Replace: the draft takes the description's place; 'Undo draft' brings the text back.",
                    },
                    "ai.append": {
                      target: "assisted",
                      actions: ["keepDescriptionForUndo", "appendAssistDraft", "keepWorkingCopy"],
                      description: "Add below: the visitor's text stays, the draft follows it.",
                    },
                    "ai.keep": {
                      target: "written",
                      description: "Keep my text: nothing changes.",
                    },
                  },
                },
                assisted: {
                  description:
                    "The description holds an AI Assist draft, marked as a draft to edit; 'Undo draft' brings back the earlier text.",
                  on: {
                    "ai.draft": [
                      {
                        guard: "hasOwnDescription",
                        target: "askingAssist",
                        description:
                          "The visitor has edited the draft: AI Assist asks before it touches it again.",
                      },
                      {
                        target: "assisted",
                        actions: ["writeAssistDraft", "keepWorkingCopy"],
                        description:
                          "Drafting again, the draft untouched, uses the latest choices; Undo still returns the original text.",
                      },
                    ],
                    "ai.undo": {
                      target: "written",
                      actions: ["undoAssist", "keepWorkingCopy"],
                      description: "The description goes back to what it was before AI Assist.",
                    },
                  },
                },
              },
            },
            skills: {
              description:
                "Step 2, Skills Required: suggestions for the chosen project type plus free text; at least one skill.",
              always: {
                guard: { type: "isOutOfReach", params: { step: "skills" } },
                target: "details",
                actions: "focusStepHeading",
                description:
                  "Project Details is no longer complete (another tab's draft was taken over): back to step 1.",
              },
              on: {
                "skill.add": {
                  guard: "canAddSkill",
                  actions: ["addSkill", "forgetServerError", "keepWorkingCopy"],
                  description: "A suggested skill is added (never twice, at most 12).",
                },
                "skill.input": {
                  actions: "setSkillInput",
                  description: "Typing a skill of one's own (up to 60 characters); Add or Enter adds it.",
                },
                "skill.submit": {
                  guard: "canAddTypedSkill",
                  actions: ["addTypedSkill", "forgetServerError", "keepWorkingCopy"],
                  description: "The typed skill is trimmed and added unless it is empty or already chosen.",
                },
                "skill.remove": {
                  actions: ["removeSkill", "keepWorkingCopy"],
                  description: "The remove button on a chosen skill takes it off the list.",
                },
                "step.next": {
                  guard: "isSkillsComplete",
                  target: "budget",
                  actions: "focusStepHeading",
                  description: "'Continue to Budget' needs at least one skill.",
                },
                "step.back": {
                  target: "details",
                  actions: "focusStepHeading",
                  description: "'Back' returns to Project Details with every value kept.",
                },
              },
            },
            budget: {
              description:
                "Step 3, Budget & Timeline: work type, rate or budget range, start date and expected duration.",
              always: {
                guard: { type: "isOutOfReach", params: { step: "budget" } },
                target: "details",
                actions: "focusStepHeading",
                description:
                  "An earlier step is no longer complete (another tab's draft was taken over): back to step 1.",
              },
              on: {
                "field.change": {
                  actions: ["setBudget", "forgetServerError", "keepWorkingCopy"],
                  description:
                    "Typing or choosing a budget or timeline value; the range is checked as it changes.",
                },
                "step.next": {
                  guard: "isBudgetComplete",
                  target: "review",
                  actions: "focusStepHeading",
                  description:
                    "'Continue to Review' needs a work type, a valid range, a start date and a duration.",
                },
                "step.back": {
                  target: "skills",
                  actions: "focusStepHeading",
                  description: "'Back' returns to Skills Required with every value kept.",
                },
              },
            },
            review: {
              description:
                "Step 4, Review & Post: the whole project summarized, each part editable, the address the team answers, and 'Post project', which sends it to the team.",
              always: {
                guard: { type: "isOutOfReach", params: { step: "review" } },
                target: "details",
                actions: "focusStepHeading",
                description:
                  "An earlier step is no longer complete (another tab's draft was taken over): back to step 1.",
              },
              on: {
                "step.back": {
                  target: "budget",
                  actions: "focusStepHeading",
                  description: "'Back' returns to Budget & Timeline with every value kept.",
                },
                "field.change": {
                  actions: "setContact",
                  description:
                    "Typing the contact address (needed to answer); once a message shows, it follows the typing.",
                },
                "form.submit": [
                  {
                    guard: "isContactValid",
                    target: "#projectWizard.submitting",
                    actions: "prepareSubmission",
                    description:
                      "'Post project' with a valid contact address sends the project (its id made once, kept for a retry).",
                  },
                  {
                    actions: ["showContactError", "focusContactField"],
                    description:
                      "No contact address, or not an address: a message on the field, focus on it, nothing sent.",
                  },
                ],
              },
            },
          },
        },
        send: {
          initial: "idle",
          description: "What the last 'Post project' came to, while the visitor is back on the steps.",
          states: {
            idle: { description: "Not posted yet (or nothing to say about it)." },
            refused: {
              description:
                "The team's intake refused the project (400): its message shows on each field it named, on the step holding the first, which has focus.",
            },
            failed: {
              description:
                "The intake failed after its retries (5xx): Review & Post says so and offers 'Try again'; nothing typed is lost.",
              on: {
                "form.retry": [
                  {
                    guard: "isContactValid",
                    target: "#projectWizard.submitting",
                    actions: "prepareSubmission",
                    description: "'Try again' sends the same project once more, with the same id.",
                  },
                  {
                    actions: ["showContactError", "focusContactField"],
                    description:
                      "The contact address was changed to one that is not an address: a message on the field, focus on it, nothing sent.",
                  },
                ],
              },
            },
          },
        },
        notice: {
          initial: "hidden",
          description: "The notice about a draft read back from this device.",
          states: {
            hidden: { description: "No notice." },
            restored: {
              description: "'We restored your saved draft.' with 'Start over' and Dismiss.",
              on: {
                "notice.dismiss": {
                  target: "hidden",
                  description: "Dismiss hides the notice; the restored values stay.",
                },
                "draft.startOver": {
                  target: "#projectWizard.editing",
                  reenter: true,
                  actions: ["resetDraft", "clearSavedDraft", "focusStepHeading"],
                  description:
                    "Start over empties every field, forgets the saved draft and returns to step 1.",
                },
              },
            },
            discarded: {
              description: "'Your saved draft could not be restored.' with Dismiss.",
              on: {
                "notice.dismiss": {
                  target: "hidden",
                  description: "Dismiss hides the notice; nothing else changes.",
                },
              },
            },
          },
        },
      },
    },
    submitting: {
      description:
        "The project is on its way to the team's intake ('Posting…'); the steps wait. A second press sends nothing.",
      invoke: {
        id: "sendLead",
        src: "sendLead",
        input: ({ context }) =>
          projectSubmission(context.draft, context.email, {
            id: context.submissionId ?? "",
            consent: leadFormsCopy.consent,
            elapsedMs: Date.now() - context.openedAt,
          }),
        onDone: [
          {
            guard: "isSent",
            target: "sent",
            actions: ["assignReference", "clearSavedDraft", "focusOutcome"],
            description:
              "The intake committed it: its reference shows, and the drafts on this device are cleared.",
          },
          {
            guard: "isQueued",
            target: "queued",
            actions: ["forgetSubmission", "clearSavedDraft", "focusOutcome"],
            description:
              "Offline or the intake unreachable: saved on this device and sent by itself once back online; the drafts are cleared.",
          },
          {
            guard: { type: "isRefusedOn", params: { step: "details" } },
            target: ["editing.step.details", "editing.send.refused"],
            actions: ["assignRefusal", "focusFirstRefused"],
            description: "Refused, first on a Project Details field: back there, the message on the field.",
          },
          {
            guard: { type: "isRefusedOn", params: { step: "skills" } },
            target: ["editing.step.skills", "editing.send.refused"],
            actions: ["assignRefusal", "focusFirstRefused"],
            description: "Refused, first on the skills: back to Skills Required, the message on the list.",
          },
          {
            guard: { type: "isRefusedOn", params: { step: "budget" } },
            target: ["editing.step.budget", "editing.send.refused"],
            actions: ["assignRefusal", "focusFirstRefused"],
            description: "Refused, first on a Budget & Timeline field: back there, the message on the field.",
          },
          {
            guard: { type: "isRefusedOn", params: { step: "review" } },
            target: ["editing.step.review", "editing.send.refused"],
            actions: ["assignRefusal", "focusFirstRefused"],
            description:
              "Refused on the contact address (or the whole project): Review & Post, with the message.",
          },
          {
            target: ["editing.step.review", "editing.send.failed"],
            actions: "focusOutcome",
            description: "The intake failed after its retries: back on Review & Post with 'Try again'.",
          },
        ],
        onError: {
          target: ["editing.step.review", "editing.send.failed"],
          actions: "focusOutcome",
          description: "The send could not run at all: 'Try again', nothing lost.",
        },
      },
    },
    sent: {
      description:
        "Sent: 'Reference PR-4K7Q. We reply within one working day to …', then the hand-off to the provider's app (copy the summary, paste it there).",
    },
    queued: {
      description:
        "Saved on this device: 'It will be sent as soon as you are back online', then the same hand-off.",
    },
  },
});
