import { createFileRoute } from "@tanstack/react-router";
import { CreateProfilePage } from "../views/resume/CreateProfilePage";

export const Route = createFileRoute("/create-profile")({
  // The opening band's and the right column's code (a static part and an island:
  // views/resume/parts.ts), fetched with the page's view.
  beforeLoad: () => import("../views/resume/parts").then((parts) => parts.preload()),
  component: CreateProfilePage,
});
