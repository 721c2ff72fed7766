import { isValidEmail } from "./email";
import { JOB_TYPE_KEYS, type JobTypeKey } from "./jobSearch";
import { truncate } from "./text";

/** Spec section 9, job seeker registration. */
export const SIGNUP_RULES = {
  maxSkills: 8,
  minNameLength: 2,
  /** The simulated submit. */
  submitDelayMs: 1500,
  maxSkillLength: 60,
  maxTextLength: 200,
} as const;

/** What each text field accepts while typing (a stored draft is cut to maxTextLength on reading). */
export const SIGNUP_FIELD_LIMITS = {
  fullName: 120,
  email: 254,
  phone: 40,
  location: 120,
} as const;

/**
 * Twelve skills automation employers ask for most: robot brands, PLC platforms, HMI, SCADA, vision,
 * safety. Shown as the form's choices; a typed skill that matches one in any case takes its spelling.
 */
export const presetSkills = [
  "ABB Robotics",
  "Fanuc Robotics",
  "KUKA Robotics",
  "Yaskawa Motoman",
  "Allen Bradley PLC",
  "Siemens S7 / TIA Portal",
  "HMI Development",
  "SCADA Systems",
  "Machine Vision",
  "Safety Systems",
  "Motion Control",
  "Industrial Networks",
] as const;

/** The values of the experience and availability choices (their labels: src/content/signup.ts). */
export const SIGNUP_EXPERIENCE_LEVELS = ["entry", "mid", "senior"] as const;
export type ExperienceLevel = (typeof SIGNUP_EXPERIENCE_LEVELS)[number];

export const SIGNUP_AVAILABILITY = ["now", "2weeks", "1month", "employed"] as const;
export type Availability = (typeof SIGNUP_AVAILABILITY)[number];

/** The fields the submit checks look at, in the order they run. */
export type SignupField =
  | "fullName"
  | "email"
  | "phone"
  | "skills"
  | "experienceLevel"
  | "jobTypes"
  | "availability";

export interface SignupForm {
  fullName: string;
  email: string;
  phone: string;
  experienceLevel: ExperienceLevel | "";
  jobTypes: JobTypeKey[];
  /** Optional: a preset or typed. */
  location: string;
  availability: Availability | "";
  skills: string[];
}

export const EMPTY_SIGNUP_FORM: SignupForm = {
  fullName: "",
  email: "",
  phone: "",
  experienceLevel: "",
  jobTypes: [],
  location: "",
  availability: "",
  skills: [],
};

/** Each check returns true when the form passes it; they run in this order (spec section 5). */
export const SIGNUP_CHECKS: ReadonlyArray<readonly [SignupField, (form: SignupForm) => boolean]> = [
  ["fullName", (form) => form.fullName.trim().length >= SIGNUP_RULES.minNameLength],
  ["email", (form) => isValidEmail(form.email)],
  ["phone", (form) => form.phone.trim().length > 0],
  ["skills", (form) => form.skills.length > 0],
  ["experienceLevel", (form) => form.experienceLevel !== ""],
  ["jobTypes", (form) => form.jobTypes.length > 0],
  ["availability", (form) => form.availability !== ""],
];

/** The field of the first failing check, or null when the form can be sent. */
export function firstFailingField(form: SignupForm): SignupField | null {
  for (const [field, passes] of SIGNUP_CHECKS) if (!passes(form)) return field;
  return null;
}

export function passes(form: SignupForm, field: SignupField): boolean {
  return SIGNUP_CHECKS.find(([name]) => name === field)?.[1](form) ?? true;
}

const sameSkill = (a: string, b: string) => a.toLocaleLowerCase("en-US") === b.toLocaleLowerCase("en-US");

/** Trimmed, inner spaces collapsed, bounded; a preset typed in any case gets the preset's spelling. */
export function normalizeSkill(raw: string): string {
  const text = truncate(raw.replace(/\s+/g, " ").trim(), SIGNUP_RULES.maxSkillLength).trim();
  return presetSkills.find((preset) => sameSkill(preset, text)) ?? text;
}

export function hasSkill(skills: readonly string[], skill: string): boolean {
  return skills.some((chosen) => sameSkill(chosen, normalizeSkill(skill)));
}

export function hasRoomForSkill(skills: readonly string[]): boolean {
  return skills.length < SIGNUP_RULES.maxSkills;
}

export type SkillProblem = "blank" | "duplicate" | "limit";

/** Why a typed skill cannot be added, or null when it can. */
export function customSkillProblem(skills: readonly string[], raw: string): SkillProblem | null {
  const skill = normalizeSkill(raw);
  if (!skill) return "blank";
  if (hasSkill(skills, skill)) return "duplicate";
  if (!hasRoomForSkill(skills)) return "limit";
  return null;
}

export function toggleJobType(list: readonly JobTypeKey[], value: JobTypeKey): JobTypeKey[] {
  return list.includes(value)
    ? list.filter((item) => item !== value)
    : JOB_TYPE_KEYS.filter((v) => v === value || list.includes(v));
}

function text(value: unknown): string | null {
  return typeof value === "string" ? truncate(value, SIGNUP_RULES.maxTextLength) : null;
}

/**
 * Checks a stored draft (from localStorage, so from anywhere) before it reaches the form: wrong
 * shapes give null, unknown options are dropped, skills are normalised, deduplicated and capped.
 * Reading a list stops once `maxSkills` skills are kept and never looks past its first 64 items (nor
 * past the first three job types), so a list of any length costs no more than a short one.
 */
export function validateSignupDraft(data: unknown): SignupForm | null {
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const raw = data as Record<string, unknown>;
  const fullName = text(raw.fullName);
  const email = text(raw.email);
  const phone = text(raw.phone);
  const location = text(raw.location);
  if (fullName === null || email === null || phone === null || location === null) return null;
  if (!Array.isArray(raw.skills) || !Array.isArray(raw.jobTypes)) return null;
  // Reading stops at the limit, and looks at no more than eight items per place, however long the list.
  const skills: string[] = [];
  for (const item of raw.skills.slice(0, SIGNUP_RULES.maxSkills * 8)) {
    if (!hasRoomForSkill(skills)) break;
    if (typeof item !== "string") continue;
    const skill = normalizeSkill(item);
    if (skill && !hasSkill(skills, skill)) skills.push(skill);
  }
  const given: unknown[] = raw.jobTypes.slice(0, JOB_TYPE_KEYS.length);
  const jobTypes = JOB_TYPE_KEYS.filter((value) => given.includes(value));
  const experienceLevel = SIGNUP_EXPERIENCE_LEVELS.find((value) => value === raw.experienceLevel) ?? "";
  const availability = SIGNUP_AVAILABILITY.find((value) => value === raw.availability) ?? "";
  return { fullName, email, phone, location, skills, jobTypes, experienceLevel, availability };
}

/**
 * The answers a stored draft brings back on arrival: a draft that passes the stored-draft check
 * and holds something (a draft of nothing is not restored, so the form is not marked restored).
 */
export function restorableSignupDraft(data: unknown): SignupForm | null {
  const draft = validateSignupDraft(data);
  return draft && !isBlankForm(draft) ? draft : null;
}

/** True when nothing has been entered yet (a draft of nothing is not worth keeping). */
export function isBlankForm(form: SignupForm): boolean {
  return (
    !form.fullName.trim() &&
    !form.email.trim() &&
    !form.phone.trim() &&
    !form.location.trim() &&
    form.skills.length === 0 &&
    form.jobTypes.length === 0 &&
    form.experienceLevel === "" &&
    form.availability === ""
  );
}
