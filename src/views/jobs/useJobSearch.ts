import { getRouteApi, useHydrated } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import { jobs, skillFilterLabels } from "../../content/jobs";
import {
  DEFAULT_FILTERS,
  filterJobs,
  filtersFromSearch,
  type JobFilters,
  searchFromFilters,
} from "../../domain/jobSearch";

const route = getRouteApi("/find-jobs");

/**
 * The search and filters of /find-jobs, read from the validated URL. Until hydration the page shows
 * the defaults, exactly as prerendered; then the URL's search takes over (a shared link, Back).
 * Filter changes replace the history entry (one per click would make Back useless); a deliberate
 * search pushes one.
 */
export function useJobSearch() {
  const hydrated = useHydrated();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = useMemo(() => (hydrated ? filtersFromSearch(search) : DEFAULT_FILTERS), [hydrated, search]);
  const results = useMemo(() => filterJobs(jobs, filters, skillFilterLabels), [filters]);
  const apply = useCallback(
    (next: JobFilters, history: "replace" | "push" = "replace") =>
      navigate({ search: searchFromFilters(next), replace: history === "replace", resetScroll: false }),
    [navigate],
  );
  return { filters, results, apply };
}
