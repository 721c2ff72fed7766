import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { CreateProfilePage } from "../views/resume/CreateProfilePage";

export const Route = createFileRoute("/create-profile")({
  head: () => headFor("/create-profile"),
  component: CreateProfilePage,
});
