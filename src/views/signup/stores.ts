import { validateSignupDraft } from "../../domain/jobSeekerSignup";
import { persisted } from "../../flows/persisted";

/** The unsent registration form, kept across reloads; cleared once the profile is created. */
export const signupDraftStore = persisted({
  key: "job-seeker-registration.draft",
  version: 1,
  validate: validateSignupDraft,
});

/** Where focus goes when a check fails: the field itself, or the first control of a group. */
export const signupFieldIds = {
  fullName: "signup-full-name",
  email: "signup-email",
  phone: "signup-phone",
  skills: "signup-custom-skill",
  experienceLevel: "signup-experience-entry",
  jobTypes: "signup-job-type-contract",
  availability: "signup-availability-now",
} as const;
