import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { SearchContractorsPage } from "../views/searchContractors/SearchContractorsPage";

export const Route = createFileRoute("/search-contractors")({
  head: () => headFor("/search-contractors"),
  component: SearchContractorsPage,
});
