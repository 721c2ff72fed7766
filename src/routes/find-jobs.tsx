import { createFileRoute } from "@tanstack/react-router";
import type { JobSearchParams } from "../domain/jobSearch";
import { lazySchema } from "../platform/searchSchemas";
import { FindJobsPage } from "../views/jobs/FindJobsPage";

export const Route = createFileRoute("/find-jobs")({
  // Search text, location, Remote Only and every filter live in the URL, so Back and shared links
  // restore them. Whatever the URL holds, only known values come out: a schema (Standard Schema,
  // domain/schema.ts) that never fails, see domain/jobSearch. Fetched with the page's code, not with
  // every page's (platform/searchSchemas.ts).
  validateSearch: lazySchema<JobSearchParams>(() =>
    import("../domain/jobSearch").then((module) => module.jobSearchSchema),
  ),
  component: FindJobsPage,
});
