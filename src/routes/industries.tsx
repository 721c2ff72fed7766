import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { industriesPage } from "../views/industries/page";

export const Route = createFileRoute("/industries")({
  head: () => headFor("/industries"),
  beforeLoad: industriesPage.preload,
  component: () => industriesPage.view,
});
