import {
  hasUnsavedChanges,
  type ProjectWizardEvent,
  projectWizardMachine,
} from "../../../machines/projectWizard";
import type { LeadSendResult } from "../../../src/domain/leads";
import { contactProblem } from "../../../src/domain/projectLead";
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

/** The address the team answers, and one that is not an address. */
export const CONTACT_EMAIL = "dana@plant.com";
const NOT_AN_EMAIL = "dana@plant";
export const SENT_REFERENCE = "PR-4K7Q";

/** What the intake's answer came to, as the page's sendLead actor reports it (its done event). */
export const sendOutcome = (output: LeadSendResult) =>
  ({ type: "xstate.done.actor.sendLead", output }) as unknown as ProjectWizardEvent;
/** The send could not run at all (the actor threw). */
export const sendError = {
  type: "xstate.error.actor.sendLead",
  error: new Error("offline"),
} as unknown as ProjectWizardEvent;
const refusedOn = (field: string): LeadSendResult => ({
  outcome: "refused",
  message: "Please check the highlighted fields.",
  errors: { [field]: `The intake refused ${field}.` },
});
export const SEND_OUTCOMES: ProjectWizardEvent[] = [
  sendOutcome({ outcome: "sent", reference: SENT_REFERENCE }),
  sendOutcome({ outcome: "queued" }),
  sendOutcome(refusedOn("title")),
  sendOutcome(refusedOn("skills")),
  sendOutcome(refusedOn("budgetMin")),
  sendOutcome(refusedOn("email")),
  sendOutcome({ outcome: "failed", status: 500 }),
  sendError,
];
const filled = (value: string) => value.trim().length > 0;

function wizardEvents(snapshot: WizardSnapshot): ProjectWizardEvent[] {
  const { draft, skillInput } = snapshot.context;
  // Posting (issue 34): what the intake answered, then nothing more once sent or queued.
  if (snapshot.matches("submitting")) return [{ type: "form.submit" }, ...SEND_OUTCOMES];
  if (snapshot.matches("sent") || snapshot.matches("queued")) return [];
  // Back on a step after a refusal or failure: fix the field it names (or not), go to Review & Post, post again.
  if (
    snapshot.matches({ editing: { send: "refused" } }) ||
    snapshot.matches({ editing: { send: "failed" } })
  ) {
    const refused = Object.keys(snapshot.context.serverErrors)[0];
    const fix: ProjectWizardEvent[] =
      refused === "title" || refused === "budgetMin"
        ? [{ type: "field.change", field: refused, value: SAMPLE_PROJECT[refused] }]
        : refused === "email"
          ? [{ type: "field.change", field: "email", value: CONTACT_EMAIL }]
          : [];
    if (snapshot.matches({ editing: { step: "review" } })) {
      // After a failure, 'Try again'; the address may be changed into one that is not an address
      // first (nothing is sent then), and put right.
      if (snapshot.matches({ editing: { send: "failed" } }))
        return contactProblem(snapshot.context.email) === null
          ? [{ type: "form.retry" }, { type: "field.change", field: "email", value: NOT_AN_EMAIL }]
          : [{ type: "form.retry" }, { type: "field.change", field: "email", value: CONTACT_EMAIL }];
      return [...(refused === "email" ? fix : []), { type: "form.submit" }];
    }
    return [...fix, { type: "step.goto", step: "review" }];
  }
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

  // Review & Post with a contact address typed: only the post goes on from here (going back with
  // it would copy every earlier state once per address, and nothing on the steps reads it).
  if (filled(snapshot.context.email) || snapshot.context.contactError !== null) {
    const problem = contactProblem(snapshot.context.email);
    if (problem === "missing") return [{ type: "field.change", field: "email", value: NOT_AN_EMAIL }];
    return problem === "invalid"
      ? [{ type: "form.submit" }, { type: "field.change", field: "email", value: CONTACT_EMAIL }]
      : [{ type: "form.submit" }];
  }

  // Review & Post. Once saved, the browser may refuse the save. The post, with the contact
  // address missing, not an address, then right (only for the sample project, nothing saved: the
  // post's states do not depend on which project it is, and each variant multiplies the paths).
  events.push({ type: "step.back" }, { type: "draft.save" });
  if (kept === null && JSON.stringify(draft) === JSON.stringify(SAMPLE_PROJECT)) {
    const problem = contactProblem(snapshot.context.email);
    if (problem === "missing")
      events.push({ type: "form.submit" }, { type: "field.change", field: "email", value: NOT_AN_EMAIL });
    else if (problem === "invalid")
      events.push({ type: "form.submit" }, { type: "field.change", field: "email", value: CONTACT_EMAIL });
    else events.push({ type: "form.submit" });
  }
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
      why: "Issue 34: 'Post project' needs the address the team answers; without a valid one nothing is sent and the field says why.",
      from: { editing: { step: "review" } },
      event: "form.submit",
      when: (before) => contactProblem(before.context.email) !== null,
      to: { editing: { step: "review" } },
      actions: ["focusContactField"],
      outcome: (after) => after.context.contactError !== null,
    },
    {
      why: "Issue 34: with a valid contact address, 'Post project' sends the project (submitting).",
      from: { editing: { step: "review" } },
      event: "form.submit",
      when: (before) => contactProblem(before.context.email) === null,
      to: "submitting",
    },
    {
      why: "Issue 34: the submission id is made once and kept through a retry, so a retry never sends twice.",
      from: { editing: { send: "failed" } },
      event: "form.retry",
      when: (before) => before.matches({ editing: { step: "review" } }),
      outcome: (after, before) => after.context.submissionId === before.context.submissionId,
    },
    {
      why: "Issue 34: sent shows the intake's reference, and only then (or queued) are the drafts cleared.",
      from: "submitting",
      event: "xstate.done.actor.sendLead" as never,
      when: (_, event) => (event as unknown as { output: LeadSendResult }).output.outcome === "sent",
      to: "sent",
      actions: ["clearSavedDraft"],
      outcome: (after) => after.context.reference === SENT_REFERENCE,
    },
    {
      why: "Issue 34: offline or the intake unreachable, the project is saved on this device (queued) and the drafts cleared.",
      from: "submitting",
      event: "xstate.done.actor.sendLead" as never,
      when: (_, event) => (event as unknown as { output: LeadSendResult }).output.outcome === "queued",
      to: "queued",
      actions: ["clearSavedDraft"],
    },
    {
      why: "Issue 34: a refusal (400) puts the server's message on its field, on the step holding it; nothing typed is lost.",
      from: "submitting",
      event: "xstate.done.actor.sendLead" as never,
      when: (_, event) => (event as unknown as { output: LeadSendResult }).output.outcome === "refused",
      to: { editing: { send: "refused" } },
      actions: ["focusFirstRefused"],
      outcome: (after, before) =>
        JSON.stringify(after.context.draft) === JSON.stringify(before.context.draft) &&
        Object.keys(after.context.serverErrors).length > 0,
    },
    {
      why: "Issue 34: a failure after retries keeps every answer on Review & Post and offers 'Try again'.",
      from: "submitting",
      event: "xstate.done.actor.sendLead" as never,
      when: (_, event) => (event as unknown as { output: LeadSendResult }).output.outcome === "failed",
      to: { editing: { step: "review", send: "failed" } },
      outcome: (after, before) =>
        JSON.stringify(after.context.draft) === JSON.stringify(before.context.draft),
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
      contact: contactProblem(snapshot.context.email) ?? "ok",
      contactError: snapshot.context.contactError,
      refused: Object.keys(snapshot.context.serverErrors).join(","),
      posting: snapshot.context.submissionId !== null,
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
    "sent only with the intake's reference": (snapshot) =>
      snapshot.matches("sent") ? snapshot.context.reference !== null : true,
    "posting only with a valid contact address and a submission id": (snapshot) =>
      snapshot.matches("submitting")
        ? contactProblem(snapshot.context.email) === null && snapshot.context.submissionId !== null
        : true,
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
