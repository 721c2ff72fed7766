import {
  hasUnsavedChanges,
  type ProjectWizardEvent,
  projectWizardMachine,
} from "../../../machines/projectWizard";
import {
  BUDGET_FIELDS,
  budgetComplete,
  budgetProblems,
  detailsComplete,
  emptyDraft,
  isDraftEmpty,
  type ProjectDraft,
  REQUIRED_DETAILS,
  skillsComplete,
  type WizardStep,
} from "../../../src/domain/projectWizard";
import { definePathModel } from "../../support/pathModel";

/** A complete sample project; the skill 'Fanuc' is a suggestion for Robot Programming. */
export const SAMPLE_PROJECT: ProjectDraft = {
  title: "Fanuc robot cell retrofit for Line 4",
  projectType: "Robot Programming",
  industry: "Automotive",
  location: "Detroit, MI",
  description: "",
  skills: ["Fanuc"],
  workType: "Hourly Contract",
  budgetMin: "85",
  budgetMax: "110",
  startDate: "2035-09-17",
  duration: "1-3 months",
};
const SAMPLE_SKILL = "Fanuc";
const TYPED_SKILL = "PROFINET";
const EDITED_DESCRIPTION = "Retrofit of a two-robot welding cell with new Fanuc controllers.";
const TOO_HIGH_MIN = "200";
/**
 * A draft another tab saves: step 1 only, so later steps are out of reach with it; a robot
 * project, as the sample is, so the same skills are suggested.
 */
const OTHER_TAB_PROJECT: ProjectDraft = {
  ...emptyDraft,
  title: "Second robot cell for the paint shop",
  projectType: "Robot Programming",
  industry: "Packaging",
  location: "Columbus, OH",
};

/** The sample as this tab changed it after Save Draft: another title, not saved. */
export const WORKING_COPY: ProjectDraft = { ...SAMPLE_PROJECT, title: "Line 4 retrofit, edited here" };

type WizardSnapshot = ReturnType<typeof projectWizardMachine.resolveState>;
const filled = (value: string) => value.trim().length > 0;

function wizardEvents(snapshot: WizardSnapshot): ProjectWizardEvent[] {
  const { draft, skillInput } = snapshot.context;
  if (snapshot.matches("loading")) {
    return [
      { type: "draft.none" },
      { type: "draft.loaded", draft: SAMPLE_PROJECT },
      // This tab's working copy, with changes that are not the saved draft (a reload in this tab).
      { type: "draft.loaded", draft: WORKING_COPY, saved: SAMPLE_PROJECT },
      { type: "draft.loaded", draft: { ...SAMPLE_PROJECT, skills: ["Fanuc", "fanuc"] } },
      { type: "draft.discarded", reason: "corrupt" },
    ];
  }
  if (snapshot.matches({ editing: { notice: "restored" } })) {
    return [{ type: "notice.dismiss" }, { type: "draft.startOver" }];
  }
  if (snapshot.matches({ editing: { notice: "discarded" } })) return [{ type: "notice.dismiss" }];

  // Another tab and refused storage. A note about the other tab is dismissed first; while the
  // browser refuses this tab's saves, another tab's draft is the conflict and room again ends it.
  const { storage, conflict, kept } = snapshot.context;
  if (conflict) return [{ type: "conflict.dismiss" }];
  if (storage === "refused")
    return [{ type: "otherTab.changed", draft: OTHER_TAB_PROJECT }, { type: "storage.kept" }];
  const tabEvents: ProjectWizardEvent[] = [];
  const inStepWithSaved =
    !isDraftEmpty(draft) && kept !== null && JSON.stringify(draft) === JSON.stringify(kept);
  if (inStepWithSaved) {
    // This tab's draft is the one saved: another tab forgets it (its Start over), and the step
    // shown gives way to Project Details when it is no longer reachable.
    tabEvents.push({ type: "otherTab.changed", draft: null });
  }

  const budgetEmpty = BUDGET_FIELDS.every((field) => !filled(draft[field]));
  const laterEmpty = draft.skills.length === 0 && budgetEmpty;
  const everythingComplete = detailsComplete(draft) && skillsComplete(draft) && budgetComplete(draft);
  const events: ProjectWizardEvent[] = [];
  const gotoOthers = (current: WizardStep) => {
    if (!everythingComplete) return;
    for (const step of ["details", "skills", "budget", "review"] as const) {
      if (step !== current) events.push({ type: "step.goto", step });
    }
  };

  if (snapshot.matches({ editing: { step: "details" } })) {
    // AI Assist asks before it touches the visitor's own text: each answer.
    if (snapshot.matches({ editing: { step: { details: "askingAssist" } } })) {
      return [{ type: "ai.keep" }, { type: "ai.append" }, { type: "ai.replace" }];
    }
    if (snapshot.matches({ editing: { step: { details: "assisted" } } })) {
      events.push(
        { type: "ai.undo" },
        { type: "ai.draft" },
        { type: "field.change", field: "description", value: EDITED_DESCRIPTION },
      );
      return events;
    }
    const nextEmpty = REQUIRED_DETAILS.find((field) => !filled(draft[field]));
    if (nextEmpty) {
      events.push({ type: "field.change", field: nextEmpty, value: SAMPLE_PROJECT[nextEmpty] });
      if (nextEmpty === "title" && !filled(draft.projectType))
        events.push({ type: "step.next" }, { type: "ai.draft" });
      // Another tab saves a draft: taken over by an untouched tab, refused by one with a title typed.
      if (nextEmpty === "title" && kept === null)
        events.push({ type: "otherTab.changed", draft: OTHER_TAB_PROJECT });
      if (nextEmpty === "projectType" && kept === null)
        events.push({ type: "otherTab.changed", draft: OTHER_TAB_PROJECT });
    } else {
      events.push({ type: "step.next" });
      if (laterEmpty)
        events.push({ type: "field.change", field: "title", value: "" }, { type: "draft.save" });
    }
    gotoOthers("details");
    return [...events, ...tabEvents];
  }

  if (snapshot.matches({ editing: { step: "skills" } })) {
    if (draft.skills.length === 0) {
      if (skillInput) events.push({ type: "skill.submit" });
      else
        events.push(
          { type: "skill.add", skill: SAMPLE_SKILL },
          { type: "skill.input", value: TYPED_SKILL },
          { type: "skill.submit" },
          { type: "step.next" },
          { type: "step.back" },
        );
    } else if (budgetEmpty || everythingComplete) {
      events.push({ type: "step.next" });
      if (budgetEmpty) events.push({ type: "skill.remove", skill: draft.skills[0] ?? SAMPLE_SKILL });
    }
    gotoOthers("skills");
    return [...events, ...tabEvents];
  }

  if (snapshot.matches({ editing: { step: "budget" } })) {
    const nextEmpty = BUDGET_FIELDS.find((field) => !filled(draft[field]));
    const problems = budgetProblems(draft);
    if (nextEmpty) {
      events.push({ type: "field.change", field: nextEmpty, value: SAMPLE_PROJECT[nextEmpty] });
      if (nextEmpty === "workType") events.push({ type: "step.back" }, { type: "step.next" });
    } else if (problems.includes("budgetOrder")) {
      events.push({ type: "field.change", field: "budgetMin", value: SAMPLE_PROJECT.budgetMin });
    } else {
      events.push({ type: "step.next" }, { type: "field.change", field: "budgetMin", value: TOO_HIGH_MIN });
    }
    gotoOthers("budget");
    return [...events, ...tabEvents];
  }

  // Review & Post. Once saved, the browser may refuse the save.
  events.push({ type: "step.back" }, { type: "draft.save" });
  if (inStepWithSaved) events.push({ type: "storage.refused" });
  gotoOthers("review");
  return [...events, ...tabEvents];
}

/** Spec §5: the fields step 1 needs before Continue works. */
const specDetailsFilled = (draft: ProjectDraft) =>
  (["title", "projectType", "industry", "location"] as const).every((field) => draft[field].trim() !== "");

export const projectWizardModel = definePathModel({
  machine: projectWizardMachine,
  expectations: [
    {
      why: "Spec §5: title, type, industry and location are required to continue (Continue is disabled until then).",
      from: { editing: { step: "details" } },
      event: "step.next",
      when: (before) => !specDetailsFilled(before.context.draft),
      to: { editing: { step: "details" } },
    },
    {
      why: "Spec §5: with title, type, industry and location filled, Continue leads on to the next step.",
      from: { editing: { step: "details" } },
      event: "step.next",
      when: (before) => specDetailsFilled(before.context.draft),
      to: { editing: { step: "skills" } },
    },
    {
      why: "Spec §5: the description's 100-character minimum is a hint only, not enforced.",
      from: { editing: { step: "details" } },
      event: "step.next",
      when: (before) =>
        specDetailsFilled(before.context.draft) && before.context.draft.description.length < 100,
      to: { editing: { step: "skills" } },
    },
    {
      why: "Site rule: moving between steps never loses a value.",
      from: { editing: "step" },
      event: "step.back",
      outcome: (after, before) =>
        JSON.stringify(after.context.draft) === JSON.stringify(before.context.draft),
    },
  ],
  events: wizardEvents,
  serializeState: (snapshot) => {
    const { draft, skillInput } = snapshot.context;
    return JSON.stringify({
      value: snapshot.value,
      details: REQUIRED_DETAILS.map((field) => (filled(draft[field]) ? 1 : 0)).join(""),
      description: filled(draft.description),
      // The visitor's own text (or an edited draft): AI Assist asks before it touches it.
      ownText: filled(draft.description) && draft.description !== snapshot.context.assistDraft,
      skills: Math.min(draft.skills.length, 2),
      typing: skillInput.length > 0,
      budget: BUDGET_FIELDS.map((field) => (filled(draft[field]) ? 1 : 0)).join(""),
      budgetOk: budgetComplete(draft),
      kept: snapshot.context.kept === null ? "none" : hasUnsavedChanges(snapshot.context) ? "other" : "this",
      storage: snapshot.context.storage,
      conflict: snapshot.context.conflict,
    });
  },
  invariants: {
    "later steps only with a complete step 1": (snapshot) =>
      !snapshot.matches({ editing: { step: "skills" } }) &&
      !snapshot.matches({ editing: { step: "budget" } }) &&
      !snapshot.matches({ editing: { step: "review" } })
        ? true
        : detailsComplete(snapshot.context.draft),
    "budget and review only with a skill": (snapshot) =>
      snapshot.matches({ editing: { step: "budget" } }) || snapshot.matches({ editing: { step: "review" } })
        ? skillsComplete(snapshot.context.draft)
        : true,
    "review only with a complete budget": (snapshot) =>
      snapshot.matches({ editing: { step: "review" } }) ? budgetComplete(snapshot.context.draft) : true,
    "skills are unique and at most 12": (snapshot) => {
      const skills = snapshot.context.draft.skills.map((skill) => skill.toLowerCase());
      return new Set(skills).size === skills.length && skills.length <= 12;
    },
  },
  // No simple paths: the shortest path to every state plus one path per edge already reach every
  // state and take every transition (100 %). Since another tab's draft can send a later step back
  // to Project Details, the graph has cycles through every step, and xstate/graph enumerates every
  // simple path before any bound is applied: the search no longer ends in minutes. (Before issue 17
  // it added 12 paths that reached nothing new.)
  maxSimplePaths: 0,
});
