import { createFileRoute } from "@tanstack/react-router";
import { privacyPage } from "../views/leads/page";

export const Route = createFileRoute("/privacy")({
  beforeLoad: privacyPage.preload,
  component: () => privacyPage.view,
});
