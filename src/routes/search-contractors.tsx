import { createFileRoute } from "@tanstack/react-router";
import type { ContractorSearchParams } from "../domain/contractorSearch";
import { lazySchema } from "../startup/searchSchemas";
import { SearchContractorsPage } from "../views/searchContractors/SearchContractorsPage";

export const Route = createFileRoute("/search-contractors")({
  // Filters live in the URL; anything a URL can hold is validated by a schema (never a crash,
  // defaults left out; domain/contractorSearch), fetched with the page's code (startup/searchSchemas.ts).
  validateSearch: lazySchema<ContractorSearchParams>(() =>
    import("../domain/contractorSearch").then((module) => module.contractorSearchSchema),
  ),
  // The sidebar's and the sliders' chunks are needed when the page is entered (or preloaded), not
  // for each filter change that stays on it: a filter's navigation must not wait for a download.
  // (The parts are fetched with the page's view, so every page's start does not carry them.)
  beforeLoad: ({ cause }) =>
    cause === "stay"
      ? undefined
      : import("../views/searchContractors/parts").then((parts) => parts.preload()),
  component: SearchContractorsPage,
});
