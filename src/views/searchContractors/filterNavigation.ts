import { useHydrated, useNavigate, useSearch } from "@tanstack/react-router";
import {
  type ContractorFilters,
  type ContractorSearchParams,
  withFilters,
} from "../../domain/contractorSearch";

const NO_PARAMS: ContractorSearchParams = {};

/**
 * The search the page shows: the default one while React hydrates (the prerendered HTML shows it,
 * for the page and for a part that hydrates later alike), the URL's from then on.
 */
export function useShownParams(): ContractorSearchParams {
  const hydrated = useHydrated();
  const urlParams = useSearch({ from: "/search-contractors" });
  return hydrated ? urlParams : NO_PARAMS;
}

/** A filter change goes straight to the URL, in place (no history entry, no scroll). */
export function useUpdateFilters() {
  const navigate = useNavigate({ from: "/search-contractors" });
  return {
    update: (patch: Partial<ContractorFilters>) =>
      navigate({ search: (prev) => withFilters(prev, patch), replace: true, resetScroll: false }),
    reset: () => navigate({ search: {}, replace: true, resetScroll: false }),
  };
}
