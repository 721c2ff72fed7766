import type { ProjectWizardEvent } from "../../../machines/projectWizard";
import {
  DRAFT_STORAGE_KEY,
  DRAFT_STORAGE_VERSION,
  type ProjectDraft,
  type StartingDraft,
  startingDraft,
  validateStoredDraft,
} from "../../domain/projectWizard";
import { loadDraft, watchDraft } from "../../flows/draftActors";
import { persisted } from "../../flows/persisted";
import { safeStorage } from "../../platform/storage";

/** The project draft kept on this device by Save Draft. */
export const draftStore = persisted<ProjectDraft>({
  key: DRAFT_STORAGE_KEY,
  version: DRAFT_STORAGE_VERSION,
  validate: validateStoredDraft,
});

/**
 * What the visitor has typed in this tab, saved or not: kept in sessionStorage as they type, so
 * Back and Forward (or a reload) in the middle of the wizard bring it back. It ends with the tab;
 * Save Draft is still what keeps a project for another day.
 */
export const workingCopyStore = persisted<ProjectDraft>({
  key: `${DRAFT_STORAGE_KEY}.working-copy`,
  version: DRAFT_STORAGE_VERSION,
  validate: validateStoredDraft,
  storage: safeStorage(() => (typeof window === "undefined" ? undefined : window.sessionStorage)),
});

const toStartEvent = (start: StartingDraft): ProjectWizardEvent =>
  start.from === "nothing"
    ? { type: "draft.none" }
    : start.from === "discarded"
      ? { type: "draft.discarded", reason: start.reason }
      : // `saved` only for the working copy: the saved draft as it stands beside it.
        {
          type: "draft.loaded",
          draft: start.draft,
          saved: start.from === "workingCopy" ? start.saved : undefined,
        };

/**
 * The two actors the wizard's machine invokes (src/flows/draftActors.ts): `loadDraft` reads the
 * saved draft and this tab's working copy as the machine starts (after hydration) and sends the one
 * the domain's rule picks; `watchDraft` sends another tab's Save Draft or Start over.
 */
export const wizardDraftActors = {
  loadDraft: loadDraft(draftStore, (saved) => toStartEvent(startingDraft(saved, workingCopyStore.load()))),
  watchDraft: watchDraft(draftStore, (draft): ProjectWizardEvent => ({ type: "otherTab.changed", draft })),
};
