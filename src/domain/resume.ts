import { map, picklist, string } from "./schema";
import { all, complete, integer } from "./storedSchema";
import { firstGrapheme, truncate } from "./text";

/** Pure rules of the resume builder: what can be added, what counts, what gets suggested. */

/** The specialties a profile can name, in the order they are offered (labels: src/content/resume.ts). */
export const SPECIALTY_KEYS = ["fanuc", "siemens", "allen-bradley", "abb", "scada"] as const;
export type Specialty = (typeof SPECIALTY_KEYS)[number];

/** The resume templates, in the order they are offered (names and descriptions: src/content/resume.ts). */
export const TEMPLATE_IDS = ["modern", "classic", "professional"] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** The redirect after 'Complete Profile' (spec: 2 seconds, to /find-jobs). */
export const COMPLETION_REDIRECT_MS = 2000;

/** One suggestion of the local 'AI': a skill or certification and why it helps. */
export interface Recommendation {
  name: string;
  reason: string;
}

/** The shape of the local 'AI' table (src/content/resume.ts): per specialty, skills and certifications. */
export type RecommendationTable = Readonly<
  Record<Specialty, { skills: Recommendation[]; certifications: Recommendation[] }>
>;

export interface PersonalInfo {
  fullName: string;
  email: string;
  phone: string;
  location: string;
}

export type PersonalField = keyof PersonalInfo;
export const PERSONAL_FIELDS: readonly PersonalField[] = ["fullName", "email", "phone", "location"];

export interface ExperienceEntry {
  id: number;
  company: string;
  title: string;
  location: string;
  /** A month value, "YYYY-MM", or empty. */
  startDate: string;
  /** A month value, "YYYY-MM", or empty for a current role. */
  endDate: string;
  description: string;
}

export type ExperienceField = Exclude<keyof ExperienceEntry, "id">;
export const EXPERIENCE_FIELDS: readonly ExperienceField[] = [
  "company",
  "title",
  "location",
  "startDate",
  "endDate",
  "description",
];

export interface ResumeProfile {
  personalInfo: PersonalInfo;
  specialty: Specialty | "";
  experience: ExperienceEntry[];
  skills: string[];
  certifications: string[];
}

export const SUGGESTED_SKILLS_SHOWN = 8;
export const SUGGESTED_CERTIFICATIONS_SHOWN = 4;
export const AI_SKILLS_SHOWN = 3;
export const AI_CERTIFICATIONS_SHOWN = 2;
/** A skill or certification longer than this is rejected with a message. */
export const MAX_ITEM_LENGTH = 80;
/** Lists are bounded so a pasted flood can never make the page unusable. */
export const MAX_ITEMS = 40;
export const MAX_ENTRIES = 20;
export const MAX_TEXT_LENGTH = 2000;
/** A one-line field (name, email, phone, location, company, job title): the input stops here. */
export const MAX_FIELD_LENGTH = 120;
/** What the skill or certification box holds before Add (longer than an item, so tooLong can say so). */
export const MAX_ITEM_DRAFT_LENGTH = MAX_ITEM_LENGTH * 2;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

export function emptyProfile(): ResumeProfile {
  return {
    personalInfo: { fullName: "", email: "", phone: "", location: "" },
    specialty: "",
    experience: [],
    skills: [],
    certifications: [],
  };
}

export function emptyEntry(id: number): ExperienceEntry {
  return { id, company: "", title: "", location: "", startDate: "", endDate: "", description: "" };
}

/** The next entry id: one more than the largest in use, so ids stay small and never collide. */
export function nextEntryId(entries: readonly ExperienceEntry[]): number {
  return entries.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
}

/**
 * A typed value within its field's limit. The inputs carry the same maxLength, so a visitor never
 * sees text cut; this keeps anything else (a script, an extension, a paste in an old browser) from
 * growing the draft past what a reload can read back.
 */
export function limitText(value: unknown, max: number): string {
  return typeof value === "string" ? truncate(value, max) : "";
}

export function experienceFieldLimit(field: ExperienceField): number {
  return field === "description" ? MAX_TEXT_LENGTH : MAX_FIELD_LENGTH;
}

// ---------------------------------------------------------------------------------------------
// Skills and certifications

/** Trims and collapses inner whitespace: "  PLC   Programming " becomes "PLC Programming". */
export function normalizeItem(value: string): string {
  return value.trim().replace(/\s+/g, " ");
}

export type ItemProblem = "empty" | "duplicate" | "tooLong" | "full";

/**
 * Why a value cannot be added to a list, or null when it can. The duplicate check ignores case and
 * extra spaces: "plc programming" is the same skill as "PLC Programming".
 */
export function itemProblem(list: readonly string[], value: string): ItemProblem | null {
  const normalized = normalizeItem(value);
  if (!normalized) return "empty";
  if (normalized.length > MAX_ITEM_LENGTH) return "tooLong";
  if (includesItem(list, normalized)) return "duplicate";
  if (list.length >= MAX_ITEMS) return "full";
  return null;
}

export function includesItem(list: readonly string[], value: string): boolean {
  const key = normalizeItem(value).toLowerCase();
  return list.some((item) => normalizeItem(item).toLowerCase() === key);
}

/** Up to 8 skills from the general pool (SUGGESTED_SKILLS, src/content/resume.ts) that are not chosen yet. */
export function suggestedSkills(chosen: readonly string[], pool: readonly string[]): string[] {
  return pool.filter((skill) => !includesItem(chosen, skill)).slice(0, SUGGESTED_SKILLS_SHOWN);
}

/** Up to 4 certifications from the general pool (SUGGESTED_CERTIFICATIONS) that are not chosen yet. */
export function recommendedCertifications(chosen: readonly string[], pool: readonly string[]): string[] {
  return pool.filter((cert) => !includesItem(chosen, cert)).slice(0, SUGGESTED_CERTIFICATIONS_SHOWN);
}

/** The specialty's table, less what is already chosen: up to 3 skills and 2 certifications. */
export function aiRecommendations(
  specialty: Specialty | "",
  skills: readonly string[],
  certifications: readonly string[],
  recommendations: RecommendationTable,
): { skills: Recommendation[]; certifications: Recommendation[] } {
  if (!specialty) return { skills: [], certifications: [] };
  const table = recommendations[specialty];
  return {
    skills: table.skills.filter((item) => !includesItem(skills, item.name)).slice(0, AI_SKILLS_SHOWN),
    certifications: table.certifications
      .filter((item) => !includesItem(certifications, item.name))
      .slice(0, AI_CERTIFICATIONS_SHOWN),
  };
}

export function isSpecialty(value: unknown): value is Specialty {
  return SPECIALTY_KEYS.some((key) => key === value);
}

export function isTemplate(value: unknown): value is TemplateId {
  return TEMPLATE_IDS.some((id) => id === value);
}

// ---------------------------------------------------------------------------------------------
// Completeness

export type CompletenessItem = "fullName" | "experience" | "skills" | "certifications";
export const COMPLETENESS_ITEMS: readonly CompletenessItem[] = [
  "fullName",
  "experience",
  "skills",
  "certifications",
];
/** Each item is worth 25 %. */
export const COMPLETENESS_STEP = 100 / COMPLETENESS_ITEMS.length;

/** A role counts once it names a company or a job title. */
export function hasContent(entry: ExperienceEntry): boolean {
  return Boolean(entry.company.trim() || entry.title.trim());
}

export function completeness(profile: ResumeProfile): {
  percent: number;
  items: Record<CompletenessItem, boolean>;
} {
  const items: Record<CompletenessItem, boolean> = {
    fullName: profile.personalInfo.fullName.trim().length > 0,
    experience: profile.experience.some(hasContent),
    skills: profile.skills.length > 0,
    certifications: profile.certifications.length > 0,
  };
  const done = COMPLETENESS_ITEMS.filter((item) => items[item]).length;
  return { percent: done * COMPLETENESS_STEP, items };
}

// ---------------------------------------------------------------------------------------------
// Personal info

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The email is optional, but when given it must look like one. */
export function personalInfoProblems(info: PersonalInfo): { email?: "invalid" } {
  return info.email.trim() && !isValidEmail(info.email) ? { email: "invalid" } : {};
}

export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = firstGrapheme(parts[0] ?? "");
  const last = parts.length > 1 ? firstGrapheme(parts.at(-1) ?? "") : "";
  return (first + last).toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// Experience

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isValidMonth(value: string): boolean {
  return MONTH_PATTERN.test(value);
}

/** True when both months are set and the end comes before the start. */
export function isEndBeforeStart(startDate: string, endDate: string): boolean {
  return isValidMonth(startDate) && isValidMonth(endDate) && endDate < startDate;
}

export interface EntryProblems {
  company?: "required";
  title?: "required";
  startDate?: "invalidMonth";
  endDate?: "invalidMonth" | "endBeforeStart";
}

/** What keeps an entry from being marked done. Location, dates and description are optional. */
export function entryProblems(entry: ExperienceEntry): EntryProblems {
  const problems: EntryProblems = {};
  if (!entry.company.trim()) problems.company = "required";
  if (!entry.title.trim()) problems.title = "required";
  if (entry.startDate && !isValidMonth(entry.startDate)) problems.startDate = "invalidMonth";
  if (entry.endDate && !isValidMonth(entry.endDate)) problems.endDate = "invalidMonth";
  else if (isEndBeforeStart(entry.startDate, entry.endDate)) problems.endDate = "endBeforeStart";
  return problems;
}

export function isEntryReady(entry: ExperienceEntry): boolean {
  return Object.keys(entryProblems(entry)).length === 0;
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2021-03" as "Mar 2021"; the same on server and client (no locale lookups). */
export function formatMonth(value: string): string {
  if (!isValidMonth(value)) return "";
  const [year, month] = value.split("-");
  return `${MONTH_NAMES[Number(month) - 1]} ${year}`;
}

/** "Mar 2019 – Present", "Mar 2019 – Jun 2023", or "" when no start is given. */
export function formatPeriod(entry: Pick<ExperienceEntry, "startDate" | "endDate">, present: string): string {
  const start = formatMonth(entry.startDate);
  const end = formatMonth(entry.endDate);
  if (!start && !end) return "";
  if (!start) return end;
  return `${start} – ${end || present}`;
}

// ---------------------------------------------------------------------------------------------
// Photo

export interface PhotoFile {
  type: string;
  size: number;
}

export type PhotoProblem = "notImage" | "tooLarge" | "empty";

/** Images only (JPG, PNG, WebP, GIF), at most 5 MB, never an empty file. */
export function photoProblem(file: PhotoFile): PhotoProblem | null {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) return "notImage";
  if (file.size <= 0) return "empty";
  if (file.size > MAX_PHOTO_BYTES) return "tooLarge";
  return null;
}

// ---------------------------------------------------------------------------------------------
// Stored data: a profile read back from storage is checked field by field before use.

/** A skill or certification: non-blank, at most 80 characters, as it was typed. */
const item = map(string(MAX_ITEM_LENGTH), (text) => (text && normalizeItem(text) ? text : undefined));
/** Skills or certifications: at most 40, no two alike in case or spacing. */
export const itemList = all(item, MAX_ITEMS, (text) => normalizeItem(text).toLowerCase());
/** A personal field; an entry's text. */
export const personalText = string(200);
export const entryText = string(MAX_TEXT_LENGTH);
export const specialtySchema = picklist(["", ...SPECIALTY_KEYS]);

/** A stored profile: every part present and within the builder's limits, or none of it. */
export const profileSchema = complete({
  personalInfo: complete({
    fullName: personalText,
    email: personalText,
    phone: personalText,
    location: personalText,
  }),
  specialty: specialtySchema,
  experience: all(
    complete({
      id: integer(1, 1_000_000),
      company: entryText,
      title: entryText,
      location: entryText,
      startDate: entryText,
      endDate: entryText,
      description: entryText,
    }),
    MAX_ENTRIES,
    (entry) => entry.id,
  ),
  skills: itemList,
  certifications: itemList,
});

/** A profile from storage, or null when any part has the wrong shape. */
export function parseProfile(value: unknown): ResumeProfile | null {
  return profileSchema.parse(value) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Exports

/** The person's name as a file-name stem: "Zoë Doe" gives "zoe-doe"; no Latin letters or digits gives "". */
function fileStem(fullName: string): string {
  return fullName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/** The PDF's file name, after the person: "Jane Doe" gives "jane-doe-resume.pdf", else "resume.pdf". */
export function resumeFileName(fullName: string): string {
  const stem = fileStem(fullName);
  return stem ? `${stem}-resume.pdf` : "resume.pdf";
}

/** The QR code's file name: "jane-doe-resume-qr.png" (or .svg). */
export function qrFileName(fullName: string, format: "png" | "svg"): string {
  const stem = fileStem(fullName);
  return stem ? `${stem}-resume-qr.${format}` : `resume-qr.${format}`;
}
