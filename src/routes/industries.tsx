import { createFileRoute } from "@tanstack/react-router";
import { industriesPage } from "../views/industries/page";

export const Route = createFileRoute("/industries")({
  beforeLoad: industriesPage.preload,
  component: () => industriesPage.view,
});
