import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { AboutPage } from "../views/about/AboutPage";

export const Route = createFileRoute("/about")({
  head: () => headFor("/about"),
  component: AboutPage,
});
