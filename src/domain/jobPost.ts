import { isValidEmail } from "./email";
import { hasEnoughLetters } from "./names";
import type { PhoneCheck } from "./phone";

/** Spec section 3, 'Job post', and the rule of section 5: every field but comments is required. */
export interface JobPostValues {
  name: string;
  email: string;
  phone: string;
  industry: string;
  skills: string;
  jobTitle: string;
  employmentType: string;
  comments: string;
}
export type JobPostField = keyof JobPostValues;

/** In the order they appear on the form, so the first missing one is the first to focus. */
export const JOB_POST_FIELDS = [
  "name",
  "email",
  "phone",
  "jobTitle",
  "industry",
  "employmentType",
  "skills",
  "comments",
] as const satisfies readonly JobPostField[];

export const REQUIRED_JOB_POST_FIELDS = [
  "name",
  "email",
  "phone",
  "jobTitle",
  "industry",
  "employmentType",
  "skills",
] as const satisfies readonly JobPostField[];
export type RequiredJobPostField = (typeof REQUIRED_JOB_POST_FIELDS)[number];

export const JOB_POST_MAX_LENGTH: Record<JobPostField, number> = {
  name: 100,
  email: 254,
  phone: 40,
  industry: 60,
  skills: 300,
  jobTitle: 120,
  employmentType: 30,
  comments: 2000,
};

export const emptyJobPost: JobPostValues = {
  name: "",
  email: "",
  phone: "",
  industry: "",
  skills: "",
  jobTitle: "",
  employmentType: "",
  comments: "",
};

/** The required fields still empty (blank counts as empty), in form order. */
export function missingJobPostFields(values: JobPostValues): RequiredJobPostField[] {
  return REQUIRED_JOB_POST_FIELDS.filter((field) => values[field].trim() === "");
}

export function isJobPostComplete(values: JobPostValues): boolean {
  return missingJobPostFields(values).length === 0;
}

export function isJobPostField(value: unknown): value is JobPostField {
  return typeof value === "string" && (JOB_POST_FIELDS as readonly string[]).includes(value);
}

/**
 * What a refused submit marks on a field: empty when required, an email that is not an address, a
 * name with fewer than two letters, or a phone that is not a number of a region the site serves (US,
 * Canada, Mexico, the United Kingdom: src/domain/phone.ts).
 */
export type JobPostProblem = "required" | "email" | "name" | "phone";

/**
 * Every problem on the form, in form order: each empty required field, the email when it is filled
 * but not a valid address (the same simple pattern as everywhere else, src/domain/email.ts), the name
 * when it has fewer than two letters, and the phone when it is not a valid number.
 *
 * The phone check (src/domain/phone.ts, `isValidPhone`, about 11 KB) is an argument, as the
 * registration's is: the page loads it when the visitor starts on the form and the intake always
 * passes it. Without it, a typed phone counts as filled and the intake's answer says the rest.
 */
export function jobPostProblems(
  values: JobPostValues,
  isValidPhone?: PhoneCheck,
): Partial<Record<RequiredJobPostField, JobPostProblem>> {
  const problems: Partial<Record<RequiredJobPostField, JobPostProblem>> = {};
  for (const field of REQUIRED_JOB_POST_FIELDS) {
    if (values[field].trim() === "") problems[field] = "required";
    else if (field === "email" && !isValidEmail(values.email)) problems[field] = "email";
    else if (field === "name" && !hasEnoughLetters(values.name)) problems[field] = "name";
    else if (field === "phone" && isValidPhone && !isValidPhone(values.phone)) problems[field] = "phone";
  }
  return problems;
}

/** Complete, and every filled field passes its check: the only post the form accepts. */
export function isJobPostReady(values: JobPostValues, isValidPhone?: PhoneCheck): boolean {
  return Object.keys(jobPostProblems(values, isValidPhone)).length === 0;
}
