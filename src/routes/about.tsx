import { createFileRoute } from "@tanstack/react-router";
import { aboutPage } from "../views/about/page";

export const Route = createFileRoute("/about")({
  beforeLoad: aboutPage.preload,
  component: () => aboutPage.view,
});
