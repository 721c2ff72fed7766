/**
 * What each kind of lead may carry, and what is wrong with a submission's fields (issue 33). The
 * intake runs these checks on every submission, so a lead is stored only when the browser's own rules
 * (the same domain functions the forms call) pass; the answer names each field's problem by a code,
 * and src/content/leadMessages.ts turns a code into the words the browser shows.
 *
 * Two layers, in order:
 * 1. Shape: the kind's keys only (an unknown key refuses the whole submission), each of its type and
 *    within its length; a missing key counts as empty, so a required field reports "required".
 * 2. Rules: the forms' own checks, delegated (jobPostProblems, SIGNUP_CHECKS, missingDetails /
 *    budgetProblems, the job alert's schema, the resume's profileSchema and personal-info checks).
 *
 * Field names on the wire are the forms' own: JobPostValues, SignupForm, ProjectDraft, the stored job
 * alert, and an application's job plus the resume profile (without the photo).
 */

import { EMAIL_MAX_LENGTH, isValidEmail } from "./email";
import {
  JOB_POST_FIELDS,
  JOB_POST_MAX_LENGTH,
  type JobPostProblem,
  type JobPostValues,
  jobPostProblems,
} from "./jobPost";
import { JOB_TYPE_KEYS } from "./jobSearch";
import {
  SIGNUP_AVAILABILITY,
  SIGNUP_CHECKS,
  SIGNUP_EXPERIENCE_LEVELS,
  SIGNUP_FIELD_LIMITS,
  SIGNUP_RULES,
  type SignupForm,
  signupProblem,
} from "./jobSeekerSignup";
import type { LeadKind } from "./leads";
import { isValidPhone } from "./phone";
import { CONTACT_EMAIL_MAX, contactProblem, PROJECT_CONTACT_FIELD } from "./projectLead";
import {
  type BudgetProblem,
  budgetProblems,
  FIELD_LIMITS,
  isoDay,
  LIMITS,
  missingDetails,
  PROJECT_DURATIONS,
  PROJECT_INDUSTRIES,
  PROJECT_TYPES,
  PROJECT_WORK_TYPES,
  type ProjectDraft,
  skillsComplete,
} from "./projectWizard";
import { entryProblems, personalInfoProblems, profileSchema, type ResumeProfile } from "./resume";
import { JOB_ALERT_FREQUENCIES, validateJobAlert } from "./savedJobs";

/**
 * Why a field is refused. Shape codes first (any kind), then the forms' own rule codes. A field's
 * message is looked up by kind, field and code (src/content/leadMessages.ts).
 */
export type LeadProblemCode =
  /** Not the type the field holds (a number for a name, an object for a list). */
  | "type"
  /** Longer than the field keeps (or a list with too many items). */
  | "tooLong"
  /** Not one of the field's choices. */
  | "choice"
  /** Empty, and the form needs it. */
  | "required"
  /** Post a Job: filled, but not an email address, a name of two letters, or a phone of a served region. */
  | JobPostProblem
  /** Registration: a name of two characters but fewer than two letters ("J."). */
  | "fullNameLetters"
  /** Registration: a phone typed, but not a valid number of a region the site serves. */
  | "phoneInvalid"
  /** Registration: the check of that field failed (its own sentence, spec section 5). */
  | "check"
  /** A job post's own codes (jobPost.ts JobPostProblem: any it gains flows through). */
  | JobPostProblem
  /** A project's budget step (projectWizard.ts BudgetProblem). */
  | BudgetProblem
  /** An application's experience entry is not complete (company and title) or its dates are wrong. */
  | "entry";

/** Field name (dotted for nested: "profile.personalInfo.email") to its first problem. */
export type LeadFieldProblems = Record<string, LeadProblemCode>;

export type LeadFieldsCheck<T = Record<string, unknown>> =
  | { ok: true; fields: T }
  /** `unknownKeys`: the submission carries a key the kind does not have; the whole is refused. */
  | { ok: false; unknownKeys: boolean; problems: LeadFieldProblems };

/** The most a text field of an application's job reference holds. */
export const APPLICATION_JOB_FIELD_MAX = 200;

// ---------------------------------------------------------------------------------------------
// Field shapes

type FieldSpec =
  | { type: "text"; max: number; choices?: readonly string[] }
  | { type: "list"; maxItems: number; maxItem: number; choices?: readonly string[] };

const text = (max: number, choices?: readonly string[]): FieldSpec =>
  choices ? { type: "text", max, choices: ["", ...choices] } : { type: "text", max };
const list = (maxItems: number, maxItem: number, choices?: readonly string[]): FieldSpec =>
  choices ? { type: "list", maxItems, maxItem, choices } : { type: "list", maxItems, maxItem };

/** The flat kinds: every key, its type and limit (the same limits the forms' inputs carry). */
export const LEAD_FIELD_SPECS = {
  "job-post": Object.fromEntries(JOB_POST_FIELDS.map((field) => [field, text(JOB_POST_MAX_LENGTH[field])])),
  registration: {
    fullName: text(SIGNUP_FIELD_LIMITS.fullName),
    email: text(SIGNUP_FIELD_LIMITS.email),
    phone: text(SIGNUP_FIELD_LIMITS.phone),
    location: text(SIGNUP_FIELD_LIMITS.location),
    experienceLevel: text(20, SIGNUP_EXPERIENCE_LEVELS),
    availability: text(20, SIGNUP_AVAILABILITY),
    jobTypes: list(JOB_TYPE_KEYS.length, 40, JOB_TYPE_KEYS),
    skills: list(SIGNUP_RULES.maxSkills, SIGNUP_RULES.maxSkillLength),
  },
  project: {
    title: text(FIELD_LIMITS.title),
    projectType: text(FIELD_LIMITS.projectType, PROJECT_TYPES),
    industry: text(FIELD_LIMITS.industry, PROJECT_INDUSTRIES),
    location: text(FIELD_LIMITS.location),
    description: text(FIELD_LIMITS.description),
    skills: list(LIMITS.skills, LIMITS.skill),
    workType: text(FIELD_LIMITS.workType, PROJECT_WORK_TYPES),
    budgetMin: text(FIELD_LIMITS.budgetMin),
    budgetMax: text(FIELD_LIMITS.budgetMax),
    startDate: text(FIELD_LIMITS.startDate),
    duration: text(FIELD_LIMITS.duration, PROJECT_DURATIONS),
    // The address the team answers, asked on Review & Post (issue 34; src/domain/projectLead.ts).
    [PROJECT_CONTACT_FIELD]: text(CONTACT_EMAIL_MAX),
  },
  "job-alert": {
    email: text(EMAIL_MAX_LENGTH),
    frequency: text(10, JOB_ALERT_FREQUENCIES),
  },
} satisfies Record<Exclude<LeadKind, "application">, Record<string, FieldSpec>>;

/** An application's keys: the job applied to, and the resume profile without its photo. */
export const APPLICATION_KEYS = ["job", "profile"] as const;
export const APPLICATION_JOB_KEYS = ["id", "title", "company"] as const;

/** The keys a kind's `fields` may hold, in form order (an HTML form post is read by these). */
export function leadFieldNames(kind: LeadKind): readonly string[] {
  return kind === "application" ? APPLICATION_KEYS : Object.keys(LEAD_FIELD_SPECS[kind]);
}

/** The list fields of a flat kind: an HTML form post sends them as repeated keys. */
export function leadListFields(kind: LeadKind): readonly string[] {
  if (kind === "application") return [];
  const specs: Record<string, FieldSpec> = LEAD_FIELD_SPECS[kind];
  return Object.keys(specs).filter((key) => specs[key]?.type === "list");
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Own keys not in `allowed` (prototype names such as "__proto__" included: JSON makes them own). */
function hasUnknownKeys(value: Record<string, unknown>, allowed: readonly string[]): boolean {
  return Object.keys(value).some((key) => !allowed.includes(key));
}

/** One field by its spec: the value (missing is empty) or its shape problem. */
function readField(
  spec: FieldSpec,
  value: unknown,
): { value: string | string[] } | { problem: LeadProblemCode } {
  if (spec.type === "text") {
    if (value === undefined || value === null) return { value: "" };
    if (typeof value !== "string") return { problem: "type" };
    if (value.length > spec.max) return { problem: "tooLong" };
    if (spec.choices && !spec.choices.includes(value)) return { problem: "choice" };
    return { value };
  }
  if (value === undefined || value === null) return { value: [] };
  if (!Array.isArray(value)) return { problem: "type" };
  if (value.length > spec.maxItems) return { problem: "tooLong" };
  const items: string[] = [];
  for (const item of value) {
    if (typeof item !== "string") return { problem: "type" };
    if (item.length > spec.maxItem) return { problem: "tooLong" };
    if (spec.choices && !spec.choices.includes(item)) return { problem: "choice" };
    items.push(item);
  }
  return { value: items };
}

function readFlat(
  specs: Record<string, FieldSpec>,
  fields: Record<string, unknown>,
): { values: Record<string, string | string[]>; problems: LeadFieldProblems } {
  const values: Record<string, string | string[]> = {};
  const problems: LeadFieldProblems = {};
  for (const [key, spec] of Object.entries(specs)) {
    const read = readField(spec, Object.hasOwn(fields, key) ? fields[key] : undefined);
    if ("problem" in read) problems[key] = read.problem;
    else values[key] = read.value;
  }
  return { values, problems };
}

// ---------------------------------------------------------------------------------------------
// The forms' rules, per kind

/** Where a project's budget problem is shown: on the field it names (order and bounds on the range). */
const BUDGET_PROBLEM_FIELD: Record<BudgetProblem, keyof ProjectDraft> = {
  workType: "workType",
  budgetMin: "budgetMin",
  budgetMax: "budgetMax",
  budgetOrder: "budgetMax",
  budgetBounds: "budgetMin",
  startDate: "startDate",
  startDatePast: "startDate",
  duration: "duration",
};

/**
 * The day a start date may not be before, on the intake's clock: yesterday by UTC, so a visitor
 * whose day starts before or ends after the server's (UTC-12 to UTC+14) is never refused a date
 * their own browser accepted.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
function earliestStartDay(now: Date = new Date()): string {
  return isoDay(new Date(now.getTime() - DAY_MS + now.getTimezoneOffset() * 60 * 1000));
}

function jobPostRules(values: JobPostValues): LeadFieldProblems {
  return { ...jobPostProblems(values, isValidPhone) };
}

function registrationRules(form: SignupForm): LeadFieldProblems {
  const problems: LeadFieldProblems = {};
  for (const [field] of SIGNUP_CHECKS) {
    const problem = signupProblem(form, field, isValidPhone);
    if (problem === field) problems[field] = "check";
    else if (problem === "fullNameLetters" || problem === "phoneInvalid") problems[field] = problem;
  }
  return problems;
}

function projectRules(draft: ProjectDraft & { [PROJECT_CONTACT_FIELD]?: string }): LeadFieldProblems {
  const problems: LeadFieldProblems = {};
  const contact = contactProblem(draft[PROJECT_CONTACT_FIELD] ?? "");
  if (contact) problems[PROJECT_CONTACT_FIELD] = contact === "missing" ? "required" : "email";
  for (const field of missingDetails(draft)) problems[field] = "required";
  if (!skillsComplete(draft)) problems.skills = "required";
  for (const problem of budgetProblems(draft, earliestStartDay())) {
    const field = BUDGET_PROBLEM_FIELD[problem];
    problems[field] ??= problem;
  }
  return problems;
}

function jobAlertRules(values: { email: string; frequency: string }): LeadFieldProblems {
  if (validateJobAlert(values)) return {};
  const problems: LeadFieldProblems = {};
  if (!isValidEmail(values.email)) problems.email = values.email.trim() ? "email" : "required";
  if (!(JOB_ALERT_FREQUENCIES as readonly string[]).includes(values.frequency))
    problems.frequency = "required";
  return problems;
}

export interface ApplicationFields {
  job: { id: string; title: string; company: string };
  profile: ResumeProfile;
}

function checkApplication(fields: Record<string, unknown>): LeadFieldsCheck<ApplicationFields> {
  if (hasUnknownKeys(fields, APPLICATION_KEYS)) return { ok: false, unknownKeys: true, problems: {} };
  const problems: LeadFieldProblems = {};
  const job = fields.job;
  const jobValues: Record<string, string> = {};
  if (!isPlainObject(job)) problems.job = "type";
  else if (hasUnknownKeys(job, APPLICATION_JOB_KEYS)) return { ok: false, unknownKeys: true, problems: {} };
  else {
    for (const key of APPLICATION_JOB_KEYS) {
      const read = readField(text(APPLICATION_JOB_FIELD_MAX), Object.hasOwn(job, key) ? job[key] : undefined);
      if ("problem" in read) problems[`job.${key}`] = read.problem;
      else if (typeof read.value === "string" && read.value.trim() === "")
        problems[`job.${key}`] = "required";
      else jobValues[key] = read.value as string;
    }
  }
  // The stored-profile schema: every part present, each within the builder's limits, or none of it.
  // It reads nothing but its own keys, so a photo or any other key is refused here first.
  const profileValue = fields.profile;
  let profile: ResumeProfile | undefined;
  if (!isPlainObject(profileValue)) problems.profile = "type";
  else if (
    hasUnknownKeys(profileValue, ["personalInfo", "specialty", "experience", "skills", "certifications"])
  )
    return { ok: false, unknownKeys: true, problems: {} };
  else {
    profile = profileSchema.parse(profileValue);
    if (!profile) problems.profile = "type";
  }
  if (profile) {
    const info = profile.personalInfo;
    // An application is answered by e-mail: the name and a valid address are needed, though the
    // resume builder leaves both optional.
    if (!info.fullName.trim()) problems["profile.personalInfo.fullName"] = "required";
    if (!info.email.trim()) problems["profile.personalInfo.email"] = "required";
    else if (personalInfoProblems(info).email) problems["profile.personalInfo.email"] = "email";
    profile.experience.forEach((entry, index) => {
      if (Object.keys(entryProblems(entry)).length > 0) problems[`profile.experience.${index}`] = "entry";
    });
  }
  if (Object.keys(problems).length > 0 || !profile) return { ok: false, unknownKeys: false, problems };
  return {
    ok: true,
    fields: { job: jobValues as ApplicationFields["job"], profile },
  };
}

/**
 * The submission's fields checked for `kind`: the fields as stored (only the kind's keys, each of its
 * type), or every problem found (the shape's first, then the rules' for fields whose shape is right).
 */
export function checkLeadFields(kind: LeadKind, fields: unknown): LeadFieldsCheck {
  if (!isPlainObject(fields)) return { ok: false, unknownKeys: false, problems: { fields: "type" } };
  if (kind === "application") return checkApplication(fields) as LeadFieldsCheck;
  const specs: Record<string, FieldSpec> = LEAD_FIELD_SPECS[kind];
  if (hasUnknownKeys(fields, Object.keys(specs))) return { ok: false, unknownKeys: true, problems: {} };
  const { values, problems } = readFlat(specs, fields);
  if (Object.keys(problems).length > 0) return { ok: false, unknownKeys: false, problems };
  const rules =
    kind === "job-post"
      ? jobPostRules(values as unknown as JobPostValues)
      : kind === "registration"
        ? registrationRules(values as unknown as SignupForm)
        : kind === "project"
          ? projectRules(values as unknown as ProjectDraft)
          : jobAlertRules(values as unknown as { email: string; frequency: string });
  return Object.keys(rules).length > 0
    ? { ok: false, unknownKeys: false, problems: rules }
    : { ok: true, fields: values };
}
