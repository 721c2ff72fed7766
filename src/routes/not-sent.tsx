import { createFileRoute } from "@tanstack/react-router";
import { notSentPage } from "../views/leads/page";

export const Route = createFileRoute("/not-sent")({
  beforeLoad: notSentPage.preload,
  component: () => notSentPage.view,
});
