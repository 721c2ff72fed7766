import {
  type BuilderStep,
  freshContext,
  type ResumeBuilderContext,
  type SavedResume,
} from "../../../machines/resumeBuilder";
import { RESUME_STEPS } from "../../content/resume";
import { isTemplate, MAX_ITEM_DRAFT_LENGTH, parseProfile } from "../../domain/resume";
import { persisted } from "../../platform/persisted";

/**
 * The builder's draft in localStorage, versioned, in the shape of a persisted snapshot on a step
 * (the shape drafts have always had, so a draft saved before still comes back). The machine reads it
 * through `loadDraft` as `draft.loaded` (`toSavedResume`) and stores it with its `saveDraft` action
 * (`toStoredSnapshot`). Only the builder on a step is stored; what cannot outlive the page (the photo's object URL, messages, notices) is
 * left out. Reading rebuilds a clean snapshot field by field, so anything foreign, older or broken
 * is discarded with a reason instead of reaching the machine.
 */
export const RESUME_DRAFT_KEY = "resume-builder-draft";
export const RESUME_DRAFT_VERSION = 1;

const STEP_IDS: readonly string[] = RESUME_STEPS.map((step) => step.id);

export interface StoredResumeSnapshot {
  status: "active";
  value: { editing: BuilderStep };
  historyValue: Record<string, never>;
  context: ResumeBuilderContext;
  children: Record<string, never>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function idList(value: unknown, known: number[]): number[] | null {
  if (!Array.isArray(value)) return null;
  const ids = value.filter((id): id is number => typeof id === "number" && known.includes(id));
  return ids.length === value.length ? [...new Set(ids)] : null;
}

function draftText(value: unknown): string | null {
  return typeof value === "string" && value.length <= MAX_ITEM_DRAFT_LENGTH ? value : null;
}

export function parseStoredSnapshot(data: unknown): StoredResumeSnapshot | null {
  if (!isRecord(data) || data.status !== "active" || !isRecord(data.value) || !isRecord(data.context))
    return null;
  const step = data.value.editing;
  if (typeof step !== "string" || !STEP_IDS.includes(step) || Object.keys(data.value).length !== 1)
    return null;
  const raw = data.context;
  const profile = parseProfile(raw.profile);
  if (!profile) return null;
  const known = profile.experience.map((entry) => entry.id);
  const editingIds = idList(raw.editingIds, known);
  const flaggedIds = idList(raw.flaggedIds, known);
  const skillDraft = draftText(raw.skillDraft);
  const certificationDraft = draftText(raw.certificationDraft);
  if (!editingIds || !flaggedIds || skillDraft === null || certificationDraft === null) return null;
  if (!isTemplate(raw.template) || typeof raw.showPersonalErrors !== "boolean") return null;
  const blockedStep =
    raw.blockedStep === "personalInfo" || raw.blockedStep === "experience" ? raw.blockedStep : null;
  return {
    status: "active",
    value: { editing: step as BuilderStep },
    historyValue: {},
    children: {},
    context: {
      ...freshContext(),
      profile,
      editingIds,
      flaggedIds,
      skillDraft,
      certificationDraft,
      showPersonalErrors: raw.showPersonalErrors,
      blockedStep,
      template: raw.template,
    },
  };
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
