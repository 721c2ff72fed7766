import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { locationsPage } from "../views/locations/page";

export const Route = createFileRoute("/locations")({
  head: () => headFor("/locations"),
  beforeLoad: locationsPage.preload,
  component: () => locationsPage.view,
});
