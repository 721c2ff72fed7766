import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { LocationsPage } from "../views/locations/LocationsPage";

export const Route = createFileRoute("/locations")({
  head: () => headFor("/locations"),
  component: LocationsPage,
});
