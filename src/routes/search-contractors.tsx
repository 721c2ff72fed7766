import { createFileRoute } from "@tanstack/react-router";
import { contractorSearchSchema } from "../domain/contractorSearch";
import { headFor } from "../platform/seo";
import { sidebar } from "../views/searchContractors/parts";
import { SearchContractorsPage } from "../views/searchContractors/SearchContractorsPage";

export const Route = createFileRoute("/search-contractors")({
  // Filters live in the URL; anything a URL can hold is validated by a schema (never a crash,
  // defaults left out; domain/contractorSearch).
  validateSearch: contractorSearchSchema,
  head: () => headFor("/search-contractors"),
  // The sidebar's chunk is needed when the page is entered (or preloaded), not for each filter change
  // that stays on it: a filter's navigation must not wait for a download.
  beforeLoad: ({ cause }) => (cause === "stay" ? undefined : sidebar.preload()),
  component: SearchContractorsPage,
});
