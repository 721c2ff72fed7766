import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { employersPage } from "../views/employers/page";

export const Route = createFileRoute("/for-employers")({
  head: () => headFor("/for-employers"),
  beforeLoad: employersPage.preload,
  component: () => employersPage.view,
});
