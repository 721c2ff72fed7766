import { assertEvent, assign, setup } from "xstate";
import { leadFormsCopy } from "../src/content/leadForms";
import {
  type AppliedJob,
  applicationSubmission,
  firstRefusedApplicationStep,
  isOutcome,
  sameJob,
} from "../src/domain/application";
import type { LeadSendResult } from "../src/domain/leads";
import {
  COMPLETION_REDIRECT_MS,
  EXPERIENCE_FIELDS,
  type ExperienceEntry,
  type ExperienceField,
  emptyEntry,
  emptyProfile,
  experienceFieldLimit,
  type ItemProblem,
  isEntryReady,
  isTemplate,
  itemProblem,
  limitText,
  MAX_ENTRIES,
  MAX_FIELD_LENGTH,
  MAX_ITEM_DRAFT_LENGTH,
  nextEntryId,
  normalizeItem,
  type PersonalField,
  type PhotoProblem,
  parseProfile,
  personalInfoProblems,
  photoProblem,
  type ResumeProfile,
  type Specialty,
  type TemplateId,
} from "../src/domain/resume";
import { DEFAULT_TEMPLATE, otherTabOutcome, type SharedResume } from "../src/domain/resumeDraft";
import { newSubmissionId } from "../src/domain/submissionId";
import { providedByPage } from "../src/flows/draftActors";
import { sendLeadByPage } from "../src/platform/leads/sendLeadActor";

/**
 * The resume builder at /create-profile: five steps (Personal Info, Experience, Skills,
 * Certifications, Review), each experience entry's editing/done toggle, skills and certifications
 * lists, the template choice, 'Start over' with a confirmation, and completion with the 2-second
 * redirect to /find-jobs.
 *
 * The machine owns its draft (issue 19): `loading` invokes `loadDraft`, which answers
 * `draft.loaded` (the saved resume and the step it was on), `draft.none` or `draft.discarded` (with
 * why), and the builder opens on that step, restored or fresh. Every change worth keeping runs
 * `saveDraft` as it happens (on the step it is made on, or on entering a step), so the draft is
 * stored before anything else can happen, a reload included. Side effects (storage, toasts,
 * navigation, focus, object URLs) are named actions and actors the page supplies.
 *
 * One resume in every tab (issue 17): `watchDraft` runs for the machine's whole life; the resume
 * another tab stored (or cleared with 'Start over') arrives as `otherTab.changed`, and the rule in
 * src/domain/resumeDraft.ts decides: this tab shows it on the step it is on, unless its own last
 * change was not kept (storage refused it): then it keeps its resume and a line says so. The page
 * reports a write the browser refused or kept again as `storage.refused` / `storage.kept`.
 */

export type ListKind = "skill" | "certification";

/** A chosen file as the view hands it over: its metadata and an object URL made for the preview. */
export interface PhotoSelection {
  name: string;
  type: string;
  size: number;
  url: string;
}

export type DiscardReason = "corrupt" | "outdated" | "invalid";
export type ResumeNotice = { kind: "restored" } | { kind: "discarded"; reason: DiscardReason };
export type BlockedStep = "personalInfo" | "experience";
/** The builder's five steps, as its state names them. */
export type BuilderStep = "personalInfo" | "experience" | "skills" | "certifications" | "review";

export interface ResumeBuilderContext {
  profile: ResumeProfile;
  /** Entries open for editing; every other entry is done. */
  editingIds: number[];
  /** Entries whose missing fields are shown (after Done or Next was refused). */
  flaggedIds: number[];
  /** Never persisted: object URLs die with the page. */
  photo: { url: string; name: string } | null;
  photoError: PhotoProblem | null;
  skillDraft: string;
  certificationDraft: string;
  skillError: { problem: ItemProblem; value: string } | null;
  certificationError: { problem: ItemProblem; value: string } | null;
  /** Set when Next was refused on Personal Info: the field errors are shown from then on. */
  showPersonalErrors: boolean;
  /** The step whose Next was refused, until the visitor edits it. */
  blockedStep: BlockedStep | null;
  template: TemplateId;
  /** Why the saved draft was thrown away, while the notice that says so shows (editing.notice.discarded). */
  discardReason: DiscardReason | null;
  /** Whether the browser kept this tab's last change ("refused": storage is full or off). */
  storage: "kept" | "refused";
  /** Another tab changed the resume while this tab's own change was not kept; this tab kept its own. */
  conflict: boolean;
  /** Quick Apply: the job this visitor applies for (from the URL's `?apply=`), or null. Never stored. */
  job: AppliedJob | null;
  /** The application's idempotency key: made once, kept through a retry, dropped once sent. */
  submissionId: string | null;
  /** When the builder was shown (ms since the epoch): the intake reads how long the form took. */
  openedAt: number;
  /** The intake's reference for the application ("AP-4K7Q"). */
  reference: string | null;
  /** The intake refused the application (400): its message by field path, and for the whole of it. */
  serverErrors: Record<string, string>;
  serverMessage: string;
}

export type { SharedResume };

/** A draft read back from this browser: the builder as it was, and the step it was on. */
export interface SavedResume {
  step: BuilderStep;
  context: ResumeBuilderContext;
}

export type ExperienceChanges = Partial<Pick<ExperienceEntry, ExperienceField>>;

export type ResumeBuilderEvent =
  | { type: "field.change"; field: PersonalField; value: string }
  | { type: "specialty.select"; specialty: Specialty }
  | { type: "photo.select"; photo: PhotoSelection }
  | { type: "photo.remove" }
  | { type: "template.select"; template: TemplateId }
  | { type: "experience.add" }
  | { type: "experience.edit"; id: number }
  | { type: "experience.done"; id: number }
  | { type: "experience.delete"; id: number }
  | { type: "experience.change"; id: number; values: ExperienceChanges }
  | { type: "skill.input"; value: string }
  | { type: "skill.add"; value: string }
  | { type: "skill.remove"; value: string }
  | { type: "certification.input"; value: string }
  | { type: "certification.add"; value: string }
  | { type: "certification.remove"; value: string }
  | { type: "step.next" }
  | { type: "step.back" }
  | { type: "profile.complete" }
  | { type: "startOver.request" }
  | { type: "startOver.confirm" }
  | { type: "startOver.cancel" }
  | { type: "draft.loaded"; draft: SavedResume }
  | { type: "draft.none" }
  | { type: "draft.discarded"; reason: DiscardReason }
  | { type: "notice.dismiss" }
  | { type: "otherTab.changed"; draft: SharedResume | null }
  | { type: "storage.refused" }
  | { type: "storage.kept" }
  | { type: "conflict.dismiss" }
  /** The page's address changed: the job it names to apply for (`?apply=`), or none. */
  | { type: "url.changed"; job: AppliedJob | null };

export function freshContext(): ResumeBuilderContext {
  return {
    profile: emptyProfile(),
    editingIds: [],
    flaggedIds: [],
    photo: null,
    photoError: null,
    skillDraft: "",
    certificationDraft: "",
    skillError: null,
    certificationError: null,
    showPersonalErrors: false,
    blockedStep: null,
    template: DEFAULT_TEMPLATE,
    discardReason: null,
    storage: "kept",
    conflict: false,
    job: null,
    submissionId: null,
    // Set as the builder starts (its entry): a fresh context is also what a test compares against.
    openedAt: 0,
    reference: null,
    serverErrors: {},
    serverMessage: "",
  };
}

const outputOf = (event: { type: string }) => (event as { output?: LeadSendResult }).output;

export const findEntry = (context: ResumeBuilderContext, id: number) =>
  context.profile.experience.find((entry) => entry.id === id);

const without = (ids: number[], id: number) => ids.filter((other) => other !== id);
const withId = (ids: number[], id: number) => (ids.includes(id) ? ids : [...ids, id]);

/** Only known fields, each a string within its limit. */
function limitChanges(values: ExperienceChanges): ExperienceChanges {
  const changes: ExperienceChanges = {};
  for (const field of EXPERIENCE_FIELDS) {
    if (values && field in values) changes[field] = limitText(values[field], experienceFieldLimit(field));
  }
  return changes;
}

function addItem(list: string[], value: string): string[] {
  return [...list, normalizeItem(value)];
}

export const resumeBuilderMachine = setup({
  types: {
    context: {} as ResumeBuilderContext,
    events: {} as ResumeBuilderEvent,
  },
  delays: {
    redirectDelay: COMPLETION_REDIRECT_MS,
  },
  actors: {
    loadDraft: providedByPage,
    watchDraft: providedByPage,
    /** Page: sends the application to the lead intake (sendLeadActor) and answers what came of it. */
    sendLead: sendLeadByPage,
  },
  guards: {
    isSavedOn: ({ event }, params: { step: BuilderStep }) => {
      assertEvent(event, "draft.loaded");
      return event.draft.step === params.step;
    },
    isPhotoAcceptable: ({ event }) => {
      assertEvent(event, "photo.select");
      return photoProblem(event.photo) === null;
    },
    canAddSkill: ({ context, event }) => {
      assertEvent(event, "skill.add");
      return itemProblem(context.profile.skills, event.value) === null;
    },
    canAddCertification: ({ context, event }) => {
      assertEvent(event, "certification.add");
      return itemProblem(context.profile.certifications, event.value) === null;
    },
    canAddEntry: ({ context }) => context.profile.experience.length < MAX_ENTRIES,
    isEntryReady: ({ context, event }) => {
      assertEvent(event, "experience.done");
      const entry = findEntry(context, event.id);
      return entry !== undefined && isEntryReady(entry);
    },
    isPersonalInfoValid: ({ context }) =>
      Object.keys(personalInfoProblems(context.profile.personalInfo)).length === 0,
    areEntriesReady: ({ context }) => context.profile.experience.every(isEntryReady),
    isApplying: ({ context }) => context.job !== null,
    isOtherJob: ({ context, event }) => {
      assertEvent(event, "url.changed");
      return !sameJob(context.job, event.job);
    },
    isSent: ({ event }) => isOutcome(outputOf(event), "sent"),
    isQueued: ({ event }) => isOutcome(outputOf(event), "queued"),
    isRefusedOn: ({ event }, params: { step: BuilderStep }) => {
      const output = outputOf(event);
      return isOutcome(output, "refused") && firstRefusedApplicationStep(output.errors) === params.step;
    },
    hasUnkeptChanges: ({ context, event }) => {
      assertEvent(event, "otherTab.changed");
      return otherTabOutcome(context, event.draft) === "keepOwn";
    },
  },
  actions: {
    // Context changes
    assignPersonal: assign(({ context, event }) => {
      assertEvent(event, "field.change");
      return {
        profile: {
          ...context.profile,
          personalInfo: {
            ...context.profile.personalInfo,
            [event.field]: limitText(event.value, MAX_FIELD_LENGTH),
          },
        },
        blockedStep: null,
      };
    }),
    assignSpecialty: assign(({ context, event }) => {
      assertEvent(event, "specialty.select");
      return { profile: { ...context.profile, specialty: event.specialty } };
    }),
    assignPhoto: assign(({ event }) => {
      assertEvent(event, "photo.select");
      return { photo: { url: event.photo.url, name: event.photo.name }, photoError: null };
    }),
    rejectPhoto: assign(({ event }) => {
      assertEvent(event, "photo.select");
      return { photoError: photoProblem(event.photo) };
    }),
    clearPhoto: assign({ photo: null, photoError: null }),
    assignTemplate: assign(({ event }) => {
      assertEvent(event, "template.select");
      return { template: event.template };
    }),
    addEntry: assign(({ context }) => {
      const id = nextEntryId(context.profile.experience);
      return {
        profile: { ...context.profile, experience: [...context.profile.experience, emptyEntry(id)] },
        editingIds: withId(context.editingIds, id),
        blockedStep: null,
      };
    }),
    openEntry: assign(({ context, event }) => {
      assertEvent(event, "experience.edit");
      return findEntry(context, event.id) ? { editingIds: withId(context.editingIds, event.id) } : {};
    }),
    closeEntry: assign(({ context, event }) => {
      assertEvent(event, "experience.done");
      return {
        editingIds: without(context.editingIds, event.id),
        flaggedIds: without(context.flaggedIds, event.id),
      };
    }),
    flagEntry: assign(({ context, event }) => {
      assertEvent(event, "experience.done");
      return findEntry(context, event.id) ? { flaggedIds: withId(context.flaggedIds, event.id) } : {};
    }),
    deleteEntry: assign(({ context, event }) => {
      assertEvent(event, "experience.delete");
      return {
        profile: {
          ...context.profile,
          experience: context.profile.experience.filter((entry) => entry.id !== event.id),
        },
        editingIds: without(context.editingIds, event.id),
        flaggedIds: without(context.flaggedIds, event.id),
        blockedStep: null,
      };
    }),
    changeEntry: assign(({ context, event }) => {
      assertEvent(event, "experience.change");
      return {
        profile: {
          ...context.profile,
          experience: context.profile.experience.map((entry) =>
            entry.id === event.id ? { ...entry, ...limitChanges(event.values), id: entry.id } : entry,
          ),
        },
        blockedStep: null,
      };
    }),
    flagUnreadyEntries: assign(({ context }) => ({
      flaggedIds: context.profile.experience.filter((entry) => !isEntryReady(entry)).map((entry) => entry.id),
      editingIds: [
        ...context.editingIds,
        ...context.profile.experience
          .filter((entry) => !isEntryReady(entry) && !context.editingIds.includes(entry.id))
          .map((entry) => entry.id),
      ],
    })),
    assignSkillDraft: assign(({ event }) => {
      assertEvent(event, "skill.input");
      return { skillDraft: limitText(event.value, MAX_ITEM_DRAFT_LENGTH), skillError: null };
    }),
    addSkill: assign(({ context, event }) => {
      assertEvent(event, "skill.add");
      return {
        profile: { ...context.profile, skills: addItem(context.profile.skills, event.value) },
        skillDraft: "",
        skillError: null,
      };
    }),
    rejectSkill: assign(({ context, event }) => {
      assertEvent(event, "skill.add");
      const problem = itemProblem(context.profile.skills, event.value);
      return problem ? { skillError: { problem, value: normalizeItem(event.value) } } : {};
    }),
    removeSkill: assign(({ context, event }) => {
      assertEvent(event, "skill.remove");
      return {
        profile: { ...context.profile, skills: context.profile.skills.filter((s) => s !== event.value) },
      };
    }),
    assignCertificationDraft: assign(({ event }) => {
      assertEvent(event, "certification.input");
      return { certificationDraft: limitText(event.value, MAX_ITEM_DRAFT_LENGTH), certificationError: null };
    }),
    addCertification: assign(({ context, event }) => {
      assertEvent(event, "certification.add");
      return {
        profile: {
          ...context.profile,
          certifications: addItem(context.profile.certifications, event.value),
        },
        certificationDraft: "",
        certificationError: null,
      };
    }),
    rejectCertification: assign(({ context, event }) => {
      assertEvent(event, "certification.add");
      const problem = itemProblem(context.profile.certifications, event.value);
      return problem ? { certificationError: { problem, value: normalizeItem(event.value) } } : {};
    }),
    removeCertification: assign(({ context, event }) => {
      assertEvent(event, "certification.remove");
      return {
        profile: {
          ...context.profile,
          certifications: context.profile.certifications.filter((c) => c !== event.value),
        },
      };
    }),
    blockPersonalInfo: assign({ showPersonalErrors: true, blockedStep: "personalInfo" as const }),
    blockExperience: assign({ blockedStep: "experience" as const }),
    clearBlock: assign({ blockedStep: null }),
    // Start over empties the resume, not the address: the job applied for stays (it is in the URL).
    resetBuilder: assign(({ context }) => ({
      ...freshContext(),
      job: context.job,
      openedAt: context.openedAt,
    })),
    assignDiscardReason: assign(({ event }) => {
      assertEvent(event, "draft.discarded");
      return { discardReason: event.reason };
    }),
    restoreDraft: assign(({ context, event }) => {
      assertEvent(event, "draft.loaded");
      return {
        ...event.draft.context,
        // The job applied for is the URL's, and the post belongs to this page: never from storage.
        job: context.job,
        openedAt: context.openedAt,
        submissionId: null,
        reference: null,
        serverErrors: {},
        serverMessage: "",
        discardReason: null,
        // What only lived in the old page is gone after a reload.
        photo: null,
        photoError: null,
        skillError: null,
        certificationError: null,
        storage: "kept" as const,
        conflict: false,
      };
    }),
    forgetDiscardReason: assign({ discardReason: null }),
    adoptOtherTab: assign(({ context, event }) => {
      // The resume this tab shows already (the other tab only moved to another step): nothing changes.
      assertEvent(event, "otherTab.changed");
      if (otherTabOutcome(context, event.draft) !== "adopt") return {};
      const fresh = freshContext();
      const profile = event.draft === null ? fresh.profile : parseProfile(event.draft.profile);
      if (!profile) return {};
      const template =
        event.draft !== null && isTemplate(event.draft.template) ? event.draft.template : fresh.template;
      const ids = profile.experience.map((entry) => entry.id);
      // This tab's open roles stay open; a role the other tab left unfinished opens here too, so a
      // closed role is always complete.
      const editingIds = [
        ...new Set([
          ...context.editingIds.filter((id) => ids.includes(id)),
          ...profile.experience.filter((entry) => !isEntryReady(entry)).map((entry) => entry.id),
        ]),
      ];
      return {
        profile,
        template,
        editingIds,
        flaggedIds: context.flaggedIds.filter((id) => editingIds.includes(id)),
        blockedStep: null,
        skillError: null,
        certificationError: null,
      };
    }),
    assignJob: assign(({ event }) => {
      assertEvent(event, "url.changed");
      return { job: event.job, submissionId: null, serverErrors: {}, serverMessage: "" };
    }),
    prepareSubmission: assign({
      submissionId: ({ context }) => context.submissionId ?? newSubmissionId(),
      serverErrors: () => ({}),
      serverMessage: "",
    }),
    assignReference: assign(({ event }) => {
      const output = outputOf(event);
      return isOutcome(output, "sent") ? { reference: output.reference, submissionId: null } : {};
    }),
    forgetSubmission: assign({ submissionId: null }),
    assignRefusal: assign(({ event }) => {
      const output = outputOf(event);
      return isOutcome(output, "refused")
        ? { serverErrors: output.errors, serverMessage: output.message }
        : {};
    }),
    noteOpened: assign({ openedAt: () => Date.now() }),
    noteConflict: assign({ conflict: true }),
    dismissConflict: assign({ conflict: false }),
    markRefused: assign({ storage: "refused" as const }),
    markKept: assign({ storage: "kept" as const }),

    // Side effects, supplied by the view.
    releasePhotoUrl: (_, _params: { url: string | null }) => {},
    /**
     * Stores the builder in this browser (or clears it when nothing is worth keeping) at once. On
     * entering a step, `params.step` names it; a change made on a step is plain `"saveDraft"`, no
     * params: it is the step the builder is on.
     */
    saveDraft: (_, _params?: { step: BuilderStep }) => {},
    clearDraft: () => {},
    focusStepHeading: () => {},
    focusEntry: (_, _params: { id: number | null }) => {},
    focusEntryToggle: (_, _params: { id: number }) => {},
    focusAfterEntryDelete: () => {},
    focusPhotoPicker: () => {},
    focusFirstError: () => {},
    showCompletedToast: () => {},
    /** Page: says the application was sent, with the intake's reference (a toast that outlives the page). */
    showApplicationSent: () => {},
    /** Page: says the application is saved on this device and goes once the connection is back. */
    showApplicationQueued: () => {},
    /** Page: moves focus to the first field the intake refused, or to what the send came to. */
    focusFirstRefused: () => {},
    focusSendOutcome: () => {},
    navigateToJobs: () => {},
  },
}).createMachine({
  id: "resumeBuilder",
  description:
    "The five-step resume builder at /create-profile, with a live preview, saved in the browser as it is typed.",
  context: freshContext,
  entry: "noteOpened",
  initial: "loading",
  // Another tab's change (or its 'Start over') arrives as otherTab.changed, for the builder's whole life.
  invoke: { src: "watchDraft" },
  on: {
    "otherTab.changed": [
      {
        guard: "hasUnkeptChanges",
        actions: "noteConflict",
        description:
          "The resume was changed in another tab, but this tab's own last change was not kept: this tab keeps its resume and a line says so.",
      },
      {
        actions: "adoptOtherTab",
        description:
          "The resume was changed (or started over) in another tab: this tab shows the same resume, on the step it is on (the resume it shows already changes nothing).",
      },
    ],
    "storage.refused": {
      actions: "markRefused",
      description:
        "The browser would not store the draft (storage full or off): a line says the resume stays on this page only.",
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
      description:
        "The builder looks for a draft saved in this browser. Meanwhile it shows an empty step 1, exactly as prerendered.",
      // Reads the saved draft once the page is interactive (the actor starts after hydration).
      invoke: { src: "loadDraft" },
      on: {
        "url.changed": {
          guard: "isOtherJob",
          actions: "assignJob",
          description: "The address names a job to apply for (Quick Apply), or none: the builder shows it.",
        },
        "draft.none": { target: "editing", description: "Nothing saved: a fresh builder on step 1." },
        "draft.loaded": [
          {
            guard: { type: "isSavedOn", params: { step: "personalInfo" } },
            target: ["editing.step.personalInfo", "editing.notice.restored"],
            actions: "restoreDraft",
            description:
              "A draft saved on Personal Info comes back there, with a notice (photos are not kept).",
          },
          {
            guard: { type: "isSavedOn", params: { step: "experience" } },
            target: ["editing.step.experience", "editing.notice.restored"],
            actions: "restoreDraft",
            description: "A draft saved on Experience comes back there, with a notice.",
          },
          {
            guard: { type: "isSavedOn", params: { step: "skills" } },
            target: ["editing.step.skills", "editing.notice.restored"],
            actions: "restoreDraft",
            description: "A draft saved on Skills comes back there, with a notice.",
          },
          {
            guard: { type: "isSavedOn", params: { step: "certifications" } },
            target: ["editing.step.certifications", "editing.notice.restored"],
            actions: "restoreDraft",
            description: "A draft saved on Certifications comes back there, with a notice.",
          },
          {
            target: ["editing.step.review", "editing.notice.restored"],
            actions: "restoreDraft",
            description: "A draft saved on Review comes back there, with a notice.",
          },
        ],
        "draft.discarded": {
          target: "editing.notice.discarded",
          actions: "assignDiscardReason",
          description:
            "The saved draft was corrupt or from an older version: it is thrown away and a fresh builder starts, with a notice.",
        },
      },
    },
    editing: {
      type: "parallel",
      description:
        "The visitor fills in the resume one step at a time; the preview, strength meter and suggestions follow every change.",
      on: {
        "url.changed": {
          guard: "isOtherJob",
          actions: "assignJob",
          description:
            "Quick Apply's job comes (or goes: 'Stop applying', Back): the line above the builder says which job; the resume is kept.",
        },
        "field.change": {
          actions: ["assignPersonal", "saveDraft"],
          description:
            "Typing in a personal field updates the preview at once (each field has a length limit).",
        },
        "specialty.select": {
          actions: ["assignSpecialty", "saveDraft"],
          description: "Choosing a specialty tailors the AI suggestions and the resume title.",
        },
        "photo.select": [
          {
            guard: "isPhotoAcceptable",
            actions: [
              { type: "releasePhotoUrl", params: ({ context }) => ({ url: context.photo?.url ?? null }) },
              "assignPhoto",
            ],
            description:
              "An image of at most 5 MB replaces the photo (the old one's object URL is released).",
          },
          {
            actions: [
              {
                type: "releasePhotoUrl",
                params: ({ event }) => ({ url: event.type === "photo.select" ? event.photo.url : null }),
              },
              "rejectPhoto",
            ],
            description:
              "Not an image, empty, or over 5 MB: refused with a clear message; the old photo stays.",
          },
        ],
        "photo.remove": {
          actions: [
            { type: "releasePhotoUrl", params: ({ context }) => ({ url: context.photo?.url ?? null }) },
            "clearPhoto",
            "focusPhotoPicker",
          ],
          description:
            "The photo is removed from the resume and its object URL released; focus moves to 'Upload photo'.",
        },
        "template.select": {
          actions: ["assignTemplate", "saveDraft"],
          description: "Modern, Classic or Professional: the preview changes at once.",
        },
        "skill.input": {
          actions: ["assignSkillDraft", "saveDraft"],
          description: "Typing a new skill clears the message about the last one.",
        },
        "skill.add": [
          {
            guard: "canAddSkill",
            actions: ["addSkill", "saveDraft"],
            description: "A non-empty skill not already listed is added (trimmed); the input is cleared.",
          },
          {
            actions: "rejectSkill",
            description:
              "Empty, too long or already listed (ignoring case): a message says why; nothing is added.",
          },
        ],
        "skill.remove": {
          actions: ["removeSkill", "saveDraft"],
          description: "The skill is removed from the list.",
        },
        "certification.input": {
          actions: ["assignCertificationDraft", "saveDraft"],
          description: "Typing a new certification clears the message about the last one.",
        },
        "certification.add": [
          {
            guard: "canAddCertification",
            actions: ["addCertification", "saveDraft"],
            description: "A non-empty certification not already listed is added; the input is cleared.",
          },
          {
            actions: "rejectCertification",
            description:
              "Empty, too long or already listed (ignoring case): a message says why; nothing is added.",
          },
        ],
        "certification.remove": {
          actions: ["removeCertification", "saveDraft"],
          description: "The certification is removed from the list.",
        },
      },
      states: {
        step: {
          description: "Which of the five steps is on screen.",
          initial: "personalInfo",
          states: {
            personalInfo: {
              entry: { type: "saveDraft", params: { step: "personalInfo" } },
              description:
                "Step 1: photo, full name, email, phone, location and specialty. 'Previous' is disabled.",
              on: {
                "step.next": [
                  {
                    guard: "isPersonalInfoValid",
                    target: "experience",
                    actions: ["clearBlock", "focusStepHeading"],
                    description: "Every field is optional, but an email, when given, must be valid.",
                  },
                  {
                    actions: ["blockPersonalInfo", "saveDraft", "focusFirstError"],
                    description: "An invalid email keeps the visitor here with a message on the field.",
                  },
                ],
              },
            },
            experience: {
              entry: { type: "saveDraft", params: { step: "experience" } },
              description: "Step 2: a list of roles; each one is either open for editing or done.",
              on: {
                "experience.add": {
                  guard: "canAddEntry",
                  actions: [
                    "addEntry",
                    "saveDraft",
                    {
                      type: "focusEntry",
                      params: ({ context }) => ({ id: context.profile.experience.at(-1)?.id ?? null }),
                    },
                  ],
                  description: "Adding a role opens it for editing, focused on its first field.",
                },
                "experience.edit": {
                  actions: [
                    "openEntry",
                    "saveDraft",
                    { type: "focusEntry", params: ({ event }) => ({ id: event.id }) },
                  ],
                  description: "A done role opens for editing again.",
                },
                "experience.done": [
                  {
                    guard: "isEntryReady",
                    actions: [
                      "closeEntry",
                      "saveDraft",
                      { type: "focusEntryToggle", params: ({ event }) => ({ id: event.id }) },
                    ],
                    description: "A role with a company, a title and dates in order closes its editor.",
                  },
                  {
                    actions: ["flagEntry", "saveDraft", "focusFirstError"],
                    description:
                      "A missing company or title, or an end date before the start date, keeps the editor open with messages.",
                  },
                ],
                "experience.delete": {
                  actions: ["deleteEntry", "saveDraft", "focusAfterEntryDelete"],
                  description:
                    "Deleting a role removes it and closes its editor; focus moves to the next role, or to 'Add experience' when none is left.",
                },
                "experience.change": {
                  actions: ["changeEntry", "saveDraft"],
                  description: "Typing in a role's fields updates that role and the preview at once.",
                },
                "step.next": [
                  {
                    guard: "areEntriesReady",
                    target: "skills",
                    actions: ["clearBlock", "focusStepHeading"],
                    description: "Every role is complete (or there are none yet).",
                  },
                  {
                    actions: ["flagUnreadyEntries", "blockExperience", "saveDraft", "focusFirstError"],
                    description:
                      "An unfinished role or one with its dates out of order must be fixed or deleted first.",
                  },
                ],
                "step.back": {
                  target: "personalInfo",
                  actions: ["clearBlock", "focusStepHeading"],
                  description:
                    "'Previous' returns to Personal Info, even with a role half filled in; nothing is lost.",
                },
              },
            },
            skills: {
              entry: { type: "saveDraft", params: { step: "skills" } },
              description: "Step 3: skills, with up to 8 suggestions not yet chosen.",
              on: {
                "step.next": {
                  target: "certifications",
                  actions: "focusStepHeading",
                  description: "'Next' always works: skills are optional.",
                },
                "step.back": {
                  target: "experience",
                  actions: "focusStepHeading",
                  description: "'Previous' returns to Experience with every value kept.",
                },
              },
            },
            certifications: {
              entry: { type: "saveDraft", params: { step: "certifications" } },
              description: "Step 4: certifications, with up to 4 recommendations, and the review summary.",
              on: {
                "step.next": {
                  target: "review",
                  actions: "focusStepHeading",
                  description: "'Next' always works: certifications are optional.",
                },
                "step.back": {
                  target: "skills",
                  actions: "focusStepHeading",
                  description: "'Previous' returns to Skills with every value kept.",
                },
              },
            },
            review: {
              entry: { type: "saveDraft", params: { step: "review" } },
              description:
                "Step 5: the review summary and the export card (its own machine, resumeExport); 'Next' becomes 'Complete Profile'.",
              on: {
                "step.back": {
                  target: "certifications",
                  actions: "focusStepHeading",
                  description: "'Previous' returns to Certifications with every value kept.",
                },
                "profile.complete": [
                  {
                    guard: "isApplying",
                    target: "#resumeBuilder.submitting",
                    actions: "prepareSubmission",
                    description:
                      "Applying for a job: 'Complete Profile' sends the application (the resume and the job), with the consent line shown beside it.",
                  },
                  {
                    target: "#resumeBuilder.completing",
                    description:
                      "No job: a resume alone is not an application; nothing is sent, and the resume is complete (spec).",
                  },
                ],
              },
            },
          },
        },
        startOver: {
          description: "'Start over' and its confirmation, over whichever step is on screen.",
          initial: "idle",
          states: {
            idle: {
              description: "No confirmation is asked for.",
              on: {
                "startOver.request": {
                  target: "confirming",
                  description: "'Start over' asks for a confirmation first.",
                },
              },
            },
            confirming: {
              description:
                "A dialog over the step asks whether to clear everything; nothing has changed yet.",
              on: {
                "startOver.confirm": {
                  target: "#resumeBuilder.editing",
                  reenter: true,
                  actions: [
                    {
                      type: "releasePhotoUrl",
                      params: ({ context }) => ({ url: context.photo?.url ?? null }),
                    },
                    "clearDraft",
                    "resetBuilder",
                  ],
                  description:
                    "Everything is cleared, the saved draft too; the builder starts again at step 1, with no notice.",
                },
                "startOver.cancel": {
                  target: "idle",
                  description: "Keep editing: the same step, with nothing lost.",
                },
              },
            },
          },
        },
        send: {
          description: "What the last application came to, while the visitor is back on the steps.",
          initial: "idle",
          states: {
            idle: { description: "Not sent yet (or nothing to say about it)." },
            refused: {
              description:
                "The intake refused the application (400): its message shows on each field it named, on the step holding the first, which has focus.",
            },
            failed: {
              description:
                "The intake failed after its retries (5xx): Review says so and 'Complete Profile' tries again; nothing is lost.",
            },
          },
        },
        notice: {
          description: "The notice about the draft this browser had saved.",
          initial: "hidden",
          states: {
            hidden: { description: "No notice." },
            restored: {
              description: "The saved draft came back: a notice says so (photos are not kept).",
              on: {
                "notice.dismiss": { target: "hidden", description: "The visitor closes the notice." },
              },
            },
            discarded: {
              description:
                "The saved draft was corrupt or from an older version: a fresh builder, with a notice saying why.",
              on: {
                "notice.dismiss": {
                  target: "hidden",
                  actions: "forgetDiscardReason",
                  description: "The visitor closes the notice.",
                },
              },
            },
          },
        },
      },
    },
    submitting: {
      description:
        "The application (the resume and the job) is on its way to the intake ('Sending application…'); a second press sends nothing.",
      invoke: {
        id: "sendLead",
        src: "sendLead",
        input: ({ context }) =>
          applicationSubmission(context.job ?? { id: "", title: "", company: "" }, context.profile, {
            id: context.submissionId ?? "",
            consent: leadFormsCopy.consent,
            elapsedMs: Date.now() - context.openedAt,
          }),
        onDone: [
          {
            guard: "isSent",
            target: "completing",
            actions: ["assignReference", "showApplicationSent"],
            description: "The intake committed it: the reference shows, then the spec's completion.",
          },
          {
            guard: "isQueued",
            target: "completing",
            actions: ["forgetSubmission", "showApplicationQueued"],
            description:
              "Offline or the intake unreachable: saved on this device and sent once back online; then the spec's completion.",
          },
          {
            guard: { type: "isRefusedOn", params: { step: "personalInfo" } },
            target: ["editing.step.personalInfo", "editing.send.refused"],
            actions: ["assignRefusal", "focusFirstRefused"],
            description: "Refused, first on Personal Info: back there, the message on the field.",
          },
          {
            guard: { type: "isRefusedOn", params: { step: "experience" } },
            target: ["editing.step.experience", "editing.send.refused"],
            actions: ["assignRefusal", "focusFirstRefused"],
            description: "Refused, first on a role: back to Experience, the message there.",
          },
          {
            guard: { type: "isRefusedOn", params: { step: "skills" } },
            target: ["editing.step.skills", "editing.send.refused"],
            actions: ["assignRefusal", "focusFirstRefused"],
            description: "Refused, first on the skills: back to Skills, the message there.",
          },
          {
            guard: { type: "isRefusedOn", params: { step: "certifications" } },
            target: ["editing.step.certifications", "editing.send.refused"],
            actions: ["assignRefusal", "focusFirstRefused"],
            description: "Refused, first on the certifications: back to Certifications, the message there.",
          },
          {
            guard: { type: "isRefusedOn", params: { step: "review" } },
            target: ["editing.step.review", "editing.send.refused"],
            actions: ["assignRefusal", "focusFirstRefused"],
            description: "Refused as a whole (or the job): Review, with the message.",
          },
          {
            target: ["editing.step.review", "editing.send.failed"],
            actions: "focusSendOutcome",
            description:
              "The intake failed after its retries: Review says so; 'Complete Profile' tries again.",
          },
        ],
        onError: {
          target: ["editing.step.review", "editing.send.failed"],
          actions: "focusSendOutcome",
          description: "The send could not run at all: Review says so, nothing lost.",
        },
      },
    },
    completing: {
      description:
        "The 'Resume Complete!' toast shows (after an application: once it is sent or saved on this device); two seconds later the visitor goes to /find-jobs.",
      entry: "showCompletedToast",
      after: {
        redirectDelay: {
          target: "completed",
          description: "After 2 seconds, go to the job search.",
        },
      },
    },
    completed: {
      description: "The visitor is on /find-jobs; the saved draft stays for their next visit.",
      entry: "navigateToJobs",
    },
  },
});
