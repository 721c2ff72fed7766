import {
  DRAFT_STORAGE_KEY,
  DRAFT_STORAGE_VERSION,
  type ProjectDraft,
  validateStoredDraft,
} from "../../domain/projectWizard";
import { persisted } from "../../platform/persisted";
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
