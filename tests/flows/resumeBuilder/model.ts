import {
  type BuilderStep,
  findEntry,
  freshContext,
  type ResumeBuilderContext,
  type ResumeBuilderEvent,
  resumeBuilderMachine,
  type SavedResume,
  type SharedResume,
} from "../../../machines/resumeBuilder";
import type { AppliedJob } from "../../../src/domain/application";
import type { LeadSendResult } from "../../../src/domain/leads";
import {
  type ExperienceEntry,
  emptyProfile,
  entryProblems,
  isEndBeforeStart,
  isEntryReady,
  personalInfoProblems,
} from "../../../src/domain/resume";
import { definePathModel } from "../../support/pathModel";

type Snapshot = ReturnType<typeof resumeBuilderMachine.getInitialSnapshot>;

/** Representative payloads: each guard passes with one and fails with another. */
export const resumeSamples = {
  fullName: { type: "field.change", field: "fullName", value: "Alex Morgan" },
  validEmail: { type: "field.change", field: "email", value: "alex@example.com" },
  invalidEmail: { type: "field.change", field: "email", value: "alex@" },
  specialty: { type: "specialty.select", specialty: "fanuc" },
  photo: {
    type: "photo.select",
    photo: { name: "alex.png", type: "image/png", size: 2048, url: "blob:photo" },
  },
  notImage: {
    type: "photo.select",
    photo: { name: "resume.pdf", type: "application/pdf", size: 2048, url: "blob:pdf" },
  },
  tooLarge: {
    type: "photo.select",
    photo: { name: "huge.jpg", type: "image/jpeg", size: 6 * 1024 * 1024, url: "blob:huge" },
  },
  emptyPhoto: {
    type: "photo.select",
    photo: { name: "empty.png", type: "image/png", size: 0, url: "blob:empty" },
  },
  skill: "PLC Programming",
  certification: "OSHA 30-Hour General Industry",
  validRole: {
    company: "Great Lakes Assembly",
    title: "Controls Engineer",
    startDate: "2019-03",
    endDate: "2023-06",
  },
  datesOutOfOrder: { startDate: "2022-05", endDate: "2021-01" },
} as const satisfies Record<string, unknown>;

/** Quick Apply's job (a known one, as the page reads it from `?apply=`). */
export const SAMPLE_JOB: AppliedJob = {
  id: "fanuc-weld-cell-detroit",
  title: "FANUC Robot Programmer, Weld Cell Launch",
  company: "Great Lakes Body Systems",
};
export const APPLICATION_REFERENCE = "AP-4K7Q";
export const sendOutcome = (output: LeadSendResult) =>
  ({ type: "xstate.done.actor.sendLead", output }) as unknown as ResumeBuilderEvent;
const refusedOn = (field: string): LeadSendResult => ({
  outcome: "refused",
  message: "Please check the highlighted fields.",
  errors: { [field]: `The intake refused ${field}.` },
});
/** What the intake's answer came to, and the send that could not run at all. */
export const APPLICATION_OUTCOMES: ResumeBuilderEvent[] = [
  sendOutcome({ outcome: "sent", reference: APPLICATION_REFERENCE }),
  sendOutcome({ outcome: "queued" }),
  sendOutcome(refusedOn("profile.personalInfo.email")),
  sendOutcome(refusedOn("profile.experience")),
  sendOutcome(refusedOn("profile.skills")),
  sendOutcome(refusedOn("profile.certifications")),
  sendOutcome(refusedOn("job")),
  sendOutcome({ outcome: "failed", status: 500 }),
  { type: "xstate.error.actor.sendLead", error: new Error("offline") } as unknown as ResumeBuilderEvent,
];
const applying = (snapshot: { context: ResumeBuilderContext }) => snapshot.context.job !== null;

type EntryClass = "editing-empty" | "editing-ready" | "editing-dates" | "done";

function entryClass(context: ResumeBuilderContext, entry: ExperienceEntry): EntryClass {
  if (!context.editingIds.includes(entry.id)) return "done";
  if (isEndBeforeStart(entry.startDate, entry.endDate)) return "editing-dates";
  return Object.keys(entryProblems(entry)).length === 0 ? "editing-ready" : "editing-empty";
}

/**
 * The graph's view of a state: the state value (the step, the 'Start over' dialog and the notice
 * are its regions), and only what decides which events apply and where they lead (whether a photo
 * shows, the email's validity, each role's mode, the two lists). Names, the template and messages
 * are left out, so the graph stays small however much is typed.
 */
function serializeResumeState(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    photo: context.photo !== null,
    storage: context.storage,
    conflict: context.conflict,
    email: Object.keys(personalInfoProblems(context.profile.personalInfo)).length === 0,
    entries: context.profile.experience.map((entry) => entryClass(context, entry)),
    skills: context.profile.skills,
    certifications: context.profile.certifications,
    job: context.job?.id ?? null,
    refused: Object.keys(context.serverErrors).join(","),
    posting: context.submissionId !== null,
  });
}

/**
 * Which events to try in a state. Each step's own events are tried there; moving between steps is
 * tried from a "settled" state (no photo, no notice, no roles, empty lists), plus the refused moves,
 * so the graph is a short chain of small clusters and its paths stay few and fast, in Vitest and in
 * the browser.
 */
function resumeEvents(snapshot: Snapshot): ResumeBuilderEvent[] {
  const { context } = snapshot;
  const { profile } = context;
  const entries = profile.experience;
  const emailValid = Object.keys(personalInfoProblems(profile.personalInfo)).length === 0;
  const noticeShown =
    snapshot.matches({ editing: { notice: "restored" } }) ||
    snapshot.matches({ editing: { notice: "discarded" } });
  const settled =
    context.photo === null &&
    !noticeShown &&
    emailValid &&
    entries.length === 0 &&
    profile.skills.length === 0 &&
    profile.certifications.length === 0;

  // Quick Apply: the page names the job as it opens; then only the way to Complete Profile, which
  // sends the application, and what the intake answers (each variant of the chain would otherwise
  // be copied once per job).
  if (snapshot.matches("loading") && applying(snapshot)) return [{ type: "draft.none" }];
  if (snapshot.matches("submitting")) return APPLICATION_OUTCOMES;
  if (snapshot.matches("editing") && applying(snapshot) && !noticeShown && !context.conflict) {
    const onReview = snapshot.matches({ editing: { step: "review" } });
    const after = snapshot.matches({ editing: { send: "idle" } })
      ? [{ type: "url.changed", job: null } as ResumeBuilderEvent]
      : [];
    const events: ResumeBuilderEvent[] = onReview
      ? [{ type: "profile.complete" }, ...(onReview ? after : [])]
      : [{ type: "step.next" }];
    return events.filter((event) => snapshot.can(event));
  }

  // On arrival: nothing saved, a draft saved on each step, or one that could not be used.
  if (snapshot.matches("loading"))
    return [
      { type: "url.changed", job: SAMPLE_JOB },
      { type: "draft.none" },
      ...SAVED_STEPS.map((step): ResumeBuilderEvent => ({ type: "draft.loaded", draft: savedOn(step) })),
      { type: "draft.discarded", reason: "corrupt" },
    ];
  if (noticeShown) return [{ type: "notice.dismiss" }];
  // Another tab and refused storage: a note about the other tab is dismissed first; while the
  // browser refuses this tab's changes, another tab's resume is the conflict and room again ends it.
  if (context.conflict) return [{ type: "conflict.dismiss" }];
  if (context.storage === "refused")
    return [{ type: "otherTab.changed", draft: OTHER_TAB_RESUME }, { type: "storage.kept" }];
  if (snapshot.matches({ editing: { startOver: "confirming" } }))
    return [{ type: "startOver.confirm" }, { type: "startOver.cancel" }];
  if (snapshot.matches("completing")) return [];
  if (snapshot.matches("completed")) return [];

  const events: ResumeBuilderEvent[] = [];
  const step = (snapshot.value as { editing: { step: BuilderStep } }).editing.step;

  if (step === "personalInfo") {
    if (context.photo === null && emailValid) {
      events.push(resumeSamples.fullName, resumeSamples.specialty, resumeSamples.invalidEmail);
      // Quick Apply's job arrives after the builder opened (a link on this page, Forward).
      if (settled) events.push({ type: "url.changed", job: SAMPLE_JOB });
      // Another tab types a name and picks a template: this tab shows them.
      events.push({ type: "otherTab.changed", draft: OTHER_TAB_RESUME });
      events.push(
        resumeSamples.photo,
        resumeSamples.notImage,
        resumeSamples.tooLarge,
        resumeSamples.emptyPhoto,
      );
    }
    if (context.photo !== null) events.push({ type: "photo.remove" });
    if (!emailValid) events.push(resumeSamples.validEmail, { type: "step.next" });
  }

  if (step === "experience") {
    const entry = entries[0];
    if (!entry) events.push({ type: "experience.add" });
    else {
      const kind = entryClass(context, entry);
      const id = entry.id;
      if (kind === "done") {
        events.push({ type: "experience.edit", id }, { type: "experience.delete", id });
      } else {
        events.push({ type: "experience.done", id }, { type: "experience.delete", id });
        if (kind !== "editing-ready")
          events.push({ type: "experience.change", id, values: resumeSamples.validRole });
        if (kind !== "editing-dates") {
          events.push({ type: "experience.change", id, values: resumeSamples.datesOutOfOrder });
        }
        if (kind === "editing-dates") events.push({ type: "step.next" });
      }
    }
  }

  if (step === "skills") {
    events.push({ type: "skill.add", value: resumeSamples.skill }, { type: "skill.add", value: "   " });
    if (profile.skills.length > 0) {
      events.push({ type: "skill.remove", value: resumeSamples.skill });
      events.push({ type: "skill.input", value: "plc programming" });
    }
  }

  if (step === "certifications") {
    events.push(
      { type: "certification.add", value: resumeSamples.certification },
      { type: "certification.add", value: "" },
    );
    if (profile.certifications.length > 0) {
      events.push({ type: "certification.remove", value: resumeSamples.certification });
      events.push({ type: "certification.input", value: "osha 30-hour general industry" });
    }
  }

  if (step === "review" && settled) {
    events.push(
      { type: "template.select", template: "classic" },
      { type: "template.select", template: "professional" },
      { type: "profile.complete" },
      // Another tab starts over (its draft is cleared); the browser refuses this tab's next change.
      { type: "otherTab.changed", draft: null },
      { type: "storage.refused" },
    );
  }

  if (settled) {
    events.push({ type: "step.next" }, { type: "step.back" });
    if (step === "experience" || step === "review") events.push({ type: "startOver.request" });
  }

  // Only events the current state accepts (a refused guard with no fallback is not a transition).
  const seen = new Set<string>();
  return events.filter((event) => {
    const key = JSON.stringify(event);
    if (seen.has(key) || !snapshot.can(event)) return false;
    seen.add(key);
    return true;
  });
}

/** A resume another tab stored: a name and the Classic template, nothing that changes a step. */
const OTHER_TAB_RESUME: SharedResume = {
  profile: {
    ...emptyProfile(),
    personalInfo: { fullName: "Sam Okafor", email: "", phone: "", location: "Toledo, OH" },
  },
  template: "classic",
};

const SAVED_STEPS: BuilderStep[] = ["personalInfo", "experience", "skills", "certifications", "review"];

/**
 * A draft a visitor left on `step`: a name and nothing that changes a step, so once its notice is
 * dismissed the builder is the settled one the steps lead to.
 */
export function savedOn(step: BuilderStep): SavedResume {
  const fresh = freshContext();
  return {
    step,
    context: {
      ...fresh,
      profile: { ...fresh.profile, personalInfo: { ...fresh.profile.personalInfo, fullName: "Alex Morgan" } },
    },
  };
}

/** Spec §4: the five steps, index 0 to 4. */
const SPEC_STEPS = ["personalInfo", "experience", "skills", "certifications", "review"] as const;
const specStepIndex = (snapshot: Snapshot) =>
  SPEC_STEPS.findIndex((step) => snapshot.matches({ editing: { step } }));

export const resumeBuilderModel = definePathModel({
  machine: resumeBuilderMachine,
  expectations: [
    {
      why: "Spec §4: Previous moves back by one step.",
      from: "editing",
      event: "step.back",
      outcome: (after, before) => specStepIndex(after) === specStepIndex(before) - 1,
    },
    {
      why: "Spec §4: Next moves on by one step (Skills and Certifications are optional, so it always works there).",
      from: "editing",
      event: "step.next",
      when: (before) =>
        before.matches({ editing: { step: "skills" } }) ||
        before.matches({ editing: { step: "certifications" } }),
      outcome: (after, before) => specStepIndex(after) === specStepIndex(before) + 1,
    },
    {
      why: "Spec §4: on the last step, Complete Profile shows the toast 'Resume Complete!' (without a job: a resume alone is not an application, nothing is sent).",
      from: { editing: { step: "review" } },
      event: "profile.complete",
      when: (before) => !applying(before),
      to: "completing",
      actions: ["showCompletedToast"],
    },
    {
      why: "Issue 34: applying for a job, Complete Profile sends the application; the toast waits until it is sent or queued.",
      from: { editing: { step: "review" } },
      event: "profile.complete",
      when: (before) => applying(before),
      to: "submitting",
      outcome: (after) => after.context.submissionId !== null,
    },
    {
      why: "Issue 34: sent shows the reference, then the spec's toast and the redirect.",
      from: "submitting",
      event: "xstate.done.actor.sendLead" as never,
      when: (_, event) => (event as unknown as { output: LeadSendResult }).output.outcome === "sent",
      to: "completing",
      actions: ["showApplicationSent", "showCompletedToast"],
      outcome: (after) => after.context.reference === APPLICATION_REFERENCE,
    },
    {
      why: "Issue 34: queued (offline) says so, then the spec's toast and the redirect.",
      from: "submitting",
      event: "xstate.done.actor.sendLead" as never,
      when: (_, event) => (event as unknown as { output: LeadSendResult }).output.outcome === "queued",
      to: "completing",
      actions: ["showApplicationQueued", "showCompletedToast"],
    },
    {
      why: "Issue 34: a refusal puts the message on the field and its step; nothing is lost and there is no toast.",
      from: "submitting",
      event: "xstate.done.actor.sendLead" as never,
      when: (_, event) => (event as unknown as { output: LeadSendResult }).output.outcome === "refused",
      to: { editing: { send: "refused" } },
      outcome: (after, before) =>
        JSON.stringify(after.context.profile) === JSON.stringify(before.context.profile) &&
        Object.keys(after.context.serverErrors).length > 0,
    },
    {
      why: "Issue 34: a failure keeps everything on Review, and Complete Profile tries again with the same id.",
      from: "submitting",
      event: "xstate.done.actor.sendLead" as never,
      when: (_, event) => (event as unknown as { output: LeadSendResult }).output.outcome === "failed",
      to: { editing: { step: "review", send: "failed" } },
      outcome: (after, before) =>
        JSON.stringify(after.context.profile) === JSON.stringify(before.context.profile) &&
        after.context.submissionId === before.context.submissionId,
    },
    {
      why: "Spec §4 and §9: 2 seconds after Complete Profile the visitor goes to /find-jobs.",
      from: "completing",
      event: { afterMs: 2000 },
      to: "completed",
      actions: ["navigateToJobs"],
    },
    {
      why: "Spec §4: adding an experience entry opens it for editing.",
      from: { editing: { step: "experience" } },
      event: "experience.add",
      outcome: (after, before) => {
        const added = after.context.profile.experience.at(-1);
        return (
          after.context.profile.experience.length === before.context.profile.experience.length + 1 &&
          added !== undefined &&
          after.context.editingIds.includes(added.id)
        );
      },
    },
    {
      why: "Spec §4: deleting an entry removes it and closes its editor.",
      from: { editing: { step: "experience" } },
      event: "experience.delete",
      outcome: (after, _, event) =>
        event.type === "experience.delete" &&
        !after.context.profile.experience.some((entry) => entry.id === event.id) &&
        !after.context.editingIds.includes(event.id),
    },
    {
      why: "Spec §5: a non-empty skill not already in the list is added, and the input is cleared.",
      from: "editing",
      event: "skill.add",
      when: (before, event) =>
        event.type === "skill.add" &&
        event.value.trim() !== "" &&
        !before.context.profile.skills.some(
          (skill) => skill.toLowerCase() === event.value.trim().toLowerCase(),
        ),
      outcome: (after, _, event) =>
        event.type === "skill.add" &&
        after.context.profile.skills.includes(event.value.trim()) &&
        after.context.skillDraft === "",
    },
    {
      why: "Site rule: Next on Experience keeps the visitor there while a role is unfinished or its dates are out of order.",
      from: { editing: { step: "experience" } },
      event: "step.next",
      when: (before) => !before.context.profile.experience.every(isEntryReady),
      to: { editing: { step: "experience" } },
    },
    {
      why: "Site rule (issue 17): the resume changed in another tab shows here too, on this tab's step, when this tab's own changes were kept.",
      from: "editing",
      event: "otherTab.changed",
      when: (before) => before.context.storage === "kept",
      outcome: (after, before, event) =>
        event.type === "otherTab.changed" &&
        after.context.profile.personalInfo.fullName === (event.draft?.profile.personalInfo.fullName ?? "") &&
        after.context.template === (event.draft?.template ?? "modern") &&
        JSON.stringify(after.value) === JSON.stringify(before.value),
    },
    {
      why: "Site rule: a draft saved in this browser comes back on the step it was left on, with a notice.",
      from: "loading",
      event: "draft.loaded",
      outcome: (after, _, event) =>
        event.type === "draft.loaded" &&
        after.matches({ editing: { step: event.draft.step, notice: "restored" } }) &&
        after.context.profile.personalInfo.fullName === event.draft.context.profile.personalInfo.fullName,
    },
    {
      why: "Site rule (issue 17): where this tab's own change was not kept, it keeps its resume and says so.",
      from: "editing",
      event: "otherTab.changed",
      when: (before, event) =>
        before.context.storage === "refused" &&
        event.type === "otherTab.changed" &&
        JSON.stringify(event.draft) !==
          JSON.stringify({ profile: before.context.profile, template: before.context.template }),
      outcome: (after, before) =>
        JSON.stringify(after.context.profile) === JSON.stringify(before.context.profile) &&
        after.context.conflict,
    },
    {
      why: "Spec §4: 'Keep editing' in the 'Start over' dialog returns to the same step with nothing lost.",
      from: { editing: { startOver: "confirming" } },
      event: "startOver.cancel",
      outcome: (after, before) =>
        after.matches({ editing: { startOver: "idle" } }) &&
        specStepIndex(after) === specStepIndex(before) &&
        JSON.stringify(after.context.profile) === JSON.stringify(before.context.profile),
    },
    {
      why: "Spec §4: confirming 'Start over' clears everything, the saved draft too, and starts again at step 1.",
      from: { editing: { startOver: "confirming" } },
      event: "startOver.confirm",
      to: { editing: { step: "personalInfo", startOver: "idle", notice: "hidden" } },
      actions: ["clearDraft"],
    },
    {
      why: "Spec §5: an empty skill or certification is not added.",
      from: "editing",
      event: "certification.add",
      when: (_, event) => event.type === "certification.add" && event.value.trim() === "",
      outcome: (after, before) =>
        after.context.profile.certifications.length === before.context.profile.certifications.length,
    },
  ],
  events: resumeEvents,
  serializeState: serializeResumeState,
  // No simple paths, because they would add nothing: resumeEvents keeps the graph a chain of small
  // clusters, so the shortest path to every state plus one path per edge already reach every state
  // and take every transition (100 paths, 100 %). Not because the count explodes: measured after
  // issue 17's events, the full simple-path search adds 2 paths (longer role edits on Experience)
  // that reach nothing new. Revisit if resumeEvents offers more events per state.
  maxSimplePaths: 0,
  invariants: {
    "is loading, editing (on one step), completing or completed": (snapshot) =>
      snapshot.matches("loading") ||
      snapshot.matches("editing") ||
      snapshot.matches("submitting") ||
      snapshot.matches("completing") ||
      snapshot.matches("completed"),
    "knows why a draft was thrown away exactly while the notice that says so shows": (snapshot) =>
      (snapshot.context.discardReason !== null) === snapshot.matches({ editing: { notice: "discarded" } }),
    "never lists the same skill or certification twice": (snapshot) => {
      const { skills, certifications } = snapshot.context.profile;
      const unique = (list: string[]) => new Set(list.map((item) => item.toLowerCase())).size === list.length;
      return unique(skills) && unique(certifications);
    },
    "never lists an empty skill or certification": (snapshot) =>
      [...snapshot.context.profile.skills, ...snapshot.context.profile.certifications].every(
        (item) => item.trim() === item && item.length > 0,
      ),
    "only existing roles are open for editing": (snapshot) =>
      snapshot.context.editingIds.every((id) => findEntry(snapshot.context, id) !== undefined),
    "a done role is always complete": (snapshot) =>
      snapshot.context.profile.experience
        .filter((entry) => !snapshot.context.editingIds.includes(entry.id))
        .every(isEntryReady),
    // A refused file leaves the earlier photo in place and explains itself: both may show at once.
    "a photo error is always a message the visitor can read": (snapshot) =>
      snapshot.context.photoError === null ||
      (typeof snapshot.context.photoError === "string" && snapshot.context.photoError.length > 0),
  },
});
