import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { contractorsPage } from "../views/contractors/page";

export const Route = createFileRoute("/for-contractors")({
  head: () => headFor("/for-contractors"),
  beforeLoad: contractorsPage.preload,
  component: () => contractorsPage.view,
});
