import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { ContractorsPage } from "../views/contractors/ContractorsPage";

export const Route = createFileRoute("/for-contractors")({
  head: () => headFor("/for-contractors"),
  component: ContractorsPage,
});
