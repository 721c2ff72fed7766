import { createFileRoute } from "@tanstack/react-router";
import { sentPage } from "../views/leads/page";

export const Route = createFileRoute("/sent")({
  beforeLoad: sentPage.preload,
  component: () => sentPage.view,
});
