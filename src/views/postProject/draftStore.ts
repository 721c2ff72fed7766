import {
  DRAFT_STORAGE_KEY,
  DRAFT_STORAGE_VERSION,
  type ProjectDraft,
  validateStoredDraft,
} from "../../domain/projectWizard";
import { persisted } from "../../platform/persisted";

/** The project draft kept on this device by Save Draft. */
export const draftStore = persisted<ProjectDraft>({
  key: DRAFT_STORAGE_KEY,
  version: DRAFT_STORAGE_VERSION,
  validate: validateStoredDraft,
});
