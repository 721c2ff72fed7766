import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { IndustriesPage } from "../views/industries/IndustriesPage";

export const Route = createFileRoute("/industries")({
  head: () => headFor("/industries"),
  component: IndustriesPage,
});
