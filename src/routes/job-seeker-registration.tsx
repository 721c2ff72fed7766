import { createFileRoute } from "@tanstack/react-router";
import { JobSeekerRegistrationPage } from "../views/signup/JobSeekerRegistrationPage";

export const Route = createFileRoute("/job-seeker-registration")({
  component: JobSeekerRegistrationPage,
});
