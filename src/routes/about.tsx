import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { aboutPage } from "../views/about/page";

export const Route = createFileRoute("/about")({
  head: () => headFor("/about"),
  beforeLoad: aboutPage.preload,
  component: () => aboutPage.view,
});
