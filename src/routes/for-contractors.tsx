import { createFileRoute } from "@tanstack/react-router";
import { contractorsPage } from "../views/contractors/page";

export const Route = createFileRoute("/for-contractors")({
  beforeLoad: contractorsPage.preload,
  component: () => contractorsPage.view,
});
