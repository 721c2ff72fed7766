import {
  type BuilderStep,
  freshContext,
  type ResumeBuilderContext,
  type SavedResume,
} from "../../../machines/resumeBuilder";
import { RESUME_STEPS } from "../../content/resume";
import { MAX_ITEM_DRAFT_LENGTH, profileSchema, TEMPLATE_IDS } from "../../domain/resume";
import { fallback, map, picklist, schema, string } from "../../domain/schema";
import { all, complete } from "../../domain/storedSchema";
import { persisted } from "../../flows/persisted";

/**
 * The builder's draft in localStorage, versioned, in the shape of a persisted snapshot on a step
 * (the shape drafts have always had, so a draft saved before still comes back). The machine reads it
 * through `loadDraft` as `draft.loaded` (`toSavedResume`) and stores it with its `saveDraft` action
 * (`toStoredSnapshot`). Only the builder on a step is stored; what cannot outlive the page (the photo's object URL, messages, notices) is
 * left out. Reading rebuilds a clean snapshot by schema (`storedSnapshot`, issue 19), so anything
 * foreign, older or broken is discarded with a reason instead of reaching the machine.
 */
export const RESUME_DRAFT_KEY = "resume-builder-draft";
export const RESUME_DRAFT_VERSION = 1;

const STEP_IDS: readonly BuilderStep[] = RESUME_STEPS.map((step) => step.id);

export interface StoredResumeSnapshot {
  status: "active";
  value: { editing: BuilderStep };
  historyValue: Record<string, never>;
  context: ResumeBuilderContext;
  children: Record<string, never>;
}

const draftText = string(MAX_ITEM_DRAFT_LENGTH);

/**
 * The builder's context: its profile, what was typed and chosen, and the entries being edited or
 * flagged, each one of the profile's (repeats kept once). The rest is fresh.
 */
const storedContext = schema((value) => {
  const fields = complete({
    profile: profileSchema,
    skillDraft: draftText,
    certificationDraft: draftText,
    showPersonalErrors: picklist([true, false]),
    blockedStep: fallback(picklist(["personalInfo", "experience"]), null),
    template: picklist(TEMPLATE_IDS),
  }).parse(value);
  if (!fields) return undefined;
  const ids = map(
    all(picklist(fields.profile.experience.map((entry) => entry.id)), Number.POSITIVE_INFINITY),
    (list) => (list ? [...new Set(list)] : undefined),
  );
  const chosen = complete({ editingIds: ids, flaggedIds: ids }).parse(value);
  return chosen && { ...freshContext(), ...fields, ...chosen };
});

/** A stored draft: active, on one of the steps (and nothing else), with a usable context. */
const storedSnapshot = complete({
  status: picklist(["active"]),
  value: complete({ editing: picklist(STEP_IDS) }, true),
  context: storedContext,
});

export function parseStoredSnapshot(data: unknown): StoredResumeSnapshot | null {
  const stored = storedSnapshot.parse(data);
  return stored
    ? { status: "active", value: stored.value, historyValue: {}, children: {}, context: stored.context }
    : null;
}

/** What gets stored: the builder on `step`, less what only lives in this page. */
export function toStoredSnapshot(step: BuilderStep, context: ResumeBuilderContext): StoredResumeSnapshot {
  return {
    status: "active",
    value: { editing: step },
    historyValue: {},
    children: {},
    context: {
      ...context,
      photo: null,
      photoError: null,
      skillError: null,
      certificationError: null,
      discardReason: null,
      storage: "kept",
      conflict: false,
      // Quick Apply's job is the URL's and the post is this page's: neither is stored.
      job: null,
      submissionId: null,
      reference: null,
      serverErrors: {},
      serverMessage: "",
    },
  };
}

/** What was stored, as the machine's `draft.loaded` carries it. */
export function toSavedResume(stored: StoredResumeSnapshot): SavedResume {
  return { step: stored.value.editing, context: stored.context };
}

export const resumeDraft = persisted({
  key: RESUME_DRAFT_KEY,
  version: RESUME_DRAFT_VERSION,
  validate: parseStoredSnapshot,
});
