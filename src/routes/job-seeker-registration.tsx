import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { JobSeekerRegistrationPage } from "../views/signup/JobSeekerRegistrationPage";

export const Route = createFileRoute("/job-seeker-registration")({
  head: () => headFor("/job-seeker-registration"),
  component: JobSeekerRegistrationPage,
});
