import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { FindJobsPage } from "../views/jobs/FindJobsPage";

export const Route = createFileRoute("/find-jobs")({
  head: () => headFor("/find-jobs"),
  component: FindJobsPage,
});
