import {
  type ContractorFilters,
  SAVED_SEARCH_KEY,
  SAVED_SEARCH_VERSION,
  validateStoredFilters,
} from "../../domain/contractorSearch";
import { persisted } from "../../flows/persisted";

/** 'Save this search': the filters kept on this device. */
export const searchStore = persisted<ContractorFilters>({
  key: SAVED_SEARCH_KEY,
  version: SAVED_SEARCH_VERSION,
  validate: validateStoredFilters,
});
