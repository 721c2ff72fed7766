import { createFileRoute } from "@tanstack/react-router";
import { locationsPage } from "../views/locations/page";

export const Route = createFileRoute("/locations")({
  beforeLoad: locationsPage.preload,
  component: () => locationsPage.view,
});
