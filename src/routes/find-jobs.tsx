import { createFileRoute } from "@tanstack/react-router";
import type { JobSearchParams } from "../domain/jobSearch";
import { lazySchema } from "../startup/searchSchemas";
import { FindJobsPage } from "../views/jobs/FindJobsPage";

export const Route = createFileRoute("/find-jobs")({
  // Search text, location, Remote Only and every filter live in the URL, so Back and shared links
  // restore them. Whatever the URL holds, only known values come out: a schema (Standard Schema,
  // domain/schema.ts) that never fails, see domain/jobSearch. Fetched with the page's code, not with
  // every page's (startup/searchSchemas.ts).
  validateSearch: lazySchema<JobSearchParams>(() =>
    import("../domain/jobSearch").then((module) => module.jobSearchSchema),
  ),
  // The rate slider's chunk is needed when the page is entered (or preloaded), not for each filter
  // change that stays on it: a filter's navigation must not wait for a download.
  beforeLoad: ({ cause }) =>
    cause === "stay" ? undefined : import("../views/jobs/parts").then((parts) => parts.preload()),
  component: FindJobsPage,
});
