import { isValidEmail } from "./email";
import { JOB_TYPE_KEYS, type JobTypeKey } from "./jobSearch";
import { hasEnoughLetters } from "./names";
import type { PhoneCheck } from "./phone";
import { fallback, map, picklist, string } from "./schema";
import { complete, items } from "./storedSchema";
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

/**
 * Each check returns true when the form passes it; they run in this order (spec section 5). Check 1
 * also wants two letters in the name. Check 3 here is the spec's (a phone is typed); it goes further,
 * to a valid number of a region the site serves, wherever the phone library is at hand: the rules
 * below that take a `PhoneCheck` (src/domain/phone.ts, `isValidPhone`). The library is not imported
 * here, so the registration page's first load stays within its budget; the page loads it when the
 * visitor starts on the form, and the intake server passes it always.
 */
export const SIGNUP_CHECKS: ReadonlyArray<readonly [SignupField, (form: SignupForm) => boolean]> = [
  [
    "fullName",
    (form) => form.fullName.trim().length >= SIGNUP_RULES.minNameLength && hasEnoughLetters(form.fullName),
  ],
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

/**
 * What a failing check reports: the spec's own problem, named by its field (its message is the
 * spec's), or a finer one: a name of two characters but fewer than two letters ('J.'), a phone typed
 * but not a valid number ('555').
 */
export type SignupProblem = SignupField | "fullNameLetters" | "phoneInvalid";

/**
 * The problem of one field, or null when it passes its check. Given a phone check, check 3 also
 * refuses a typed phone that is not a valid number ('phoneInvalid').
 */
export function signupProblem(
  form: SignupForm,
  field: SignupField,
  isValidPhone?: PhoneCheck,
): SignupProblem | null {
  if (!passes(form, field)) {
    if (field === "fullName" && form.fullName.trim().length >= SIGNUP_RULES.minNameLength) {
      return "fullNameLetters";
    }
    return field;
  }
  if (field === "phone" && isValidPhone && !isValidPhone(form.phone)) return "phoneInvalid";
  return null;
}

/**
 * The first failing check, in the spec's order, with its problem; null when the form can be sent.
 * The phone check is required: the intake server passes src/domain/phone.ts's `isValidPhone`.
 */
export function firstSignupProblem(
  form: SignupForm,
  isValidPhone: PhoneCheck,
): { field: SignupField; problem: SignupProblem } | null {
  for (const [field] of SIGNUP_CHECKS) {
    const problem = signupProblem(form, field, isValidPhone);
    if (problem) return { field, problem };
  }
  return null;
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

/** Text cut to `maxTextLength` (never half of a character). */
const text = map(string(Number.POSITIVE_INFINITY), (value) =>
  value === undefined ? undefined : truncate(value, SIGNUP_RULES.maxTextLength),
);

/**
 * A stored draft (from localStorage, so from anywhere) before it reaches the form: wrong shapes give
 * null, unknown options are dropped, skills are normalised, deduplicated (in any case) and capped.
 * A list is read no further than its first 64 items (eight per place kept; three for the job types),
 * so a list of any length costs no more than a short one.
 */
const storedDraft = complete({
  fullName: text,
  email: text,
  phone: text,
  location: text,
  skills: map(
    items(
      map(string(Number.POSITIVE_INFINITY), (value) => (value && normalizeSkill(value)) || undefined),
      SIGNUP_RULES.maxSkills * 8,
      (skill) => skill.toLocaleLowerCase("en-US"),
    ),
    (skills) => skills?.slice(0, SIGNUP_RULES.maxSkills),
  ),
  jobTypes: map(items(picklist(JOB_TYPE_KEYS), JOB_TYPE_KEYS.length), (given) =>
    given ? JOB_TYPE_KEYS.filter((value) => given.includes(value)) : undefined,
  ),
  experienceLevel: fallback(picklist(SIGNUP_EXPERIENCE_LEVELS), ""),
  availability: fallback(picklist(SIGNUP_AVAILABILITY), ""),
});

export function validateSignupDraft(data: unknown): SignupForm | null {
  return storedDraft.parse(data) ?? null;
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
