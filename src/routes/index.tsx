import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { HomePage } from "../views/home/HomePage";

export const Route = createFileRoute("/")({
  head: () => headFor("/"),
  component: HomePage,
});
