import { createFileRoute } from "@tanstack/react-router";
import { employersPage } from "../views/employers/page";

export const Route = createFileRoute("/for-employers")({
  beforeLoad: employersPage.preload,
  component: () => employersPage.view,
});
