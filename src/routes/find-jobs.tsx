import { createFileRoute } from "@tanstack/react-router";
import { jobSearchSchema } from "../domain/jobSearch";
import { FindJobsPage } from "../views/jobs/FindJobsPage";

export const Route = createFileRoute("/find-jobs")({
  // Search text, location, Remote Only and every filter live in the URL, so Back and shared links
  // restore them. Whatever the URL holds, only known values come out: a schema (Standard Schema,
  // domain/schema.ts) that never fails, see domain/jobSearch.
  validateSearch: jobSearchSchema,
  component: FindJobsPage,
});
