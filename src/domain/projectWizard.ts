import { map, picklist, string } from "./schema";
import { all, complete } from "./storedSchema";
import { truncate } from "./text";

/**
 * The wizard's choices (spec sections 2, 3 and 9): what a draft stores and what a stored draft is
 * checked against. Each is shown as it is written; the rest of the wizard's copy, with the skill
 * suggestions and AI Assist's scope lines for each type, is in src/content/postProject.ts.
 */
export const PROJECT_TYPES = [
  "Robot Programming",
  "PLC Programming",
  "HMI Development",
  "System Integration",
  "SCADA Development",
  "Safety Systems",
  "Network Configuration",
  "Commissioning & Startup",
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_INDUSTRIES = [
  "Automotive",
  "Aerospace",
  "Food & Beverage",
  "Pharmaceutical",
  "Oil & Gas",
  "Manufacturing",
  "Packaging",
  "Chemical Processing",
] as const;
export type ProjectIndustry = (typeof PROJECT_INDUSTRIES)[number];

/** Spec section 1: hourly contract, contract to hire, project/RFQ (hard quote work), direct job. */
export const PROJECT_WORK_TYPES = [
  "Hourly Contract",
  "Contract to Hire",
  "Project / RFQ",
  "Direct Job",
] as const;
export type ProjectWorkType = (typeof PROJECT_WORK_TYPES)[number];

export const PROJECT_DURATIONS = [
  "Less than 1 month",
  "1-3 months",
  "3-6 months",
  "More than 6 months",
  "Ongoing / permanent",
] as const;
export type ProjectDuration = (typeof PROJECT_DURATIONS)[number];

/** Lines of text for each project type: the skill suggestions, and AI Assist's scope of work. */
export type ByProjectType = Readonly<Record<ProjectType, readonly string[]>>;

/** Spec section 3, 'Project draft', plus the fields of steps 2-4. Every value is what the visitor typed. */
export interface ProjectDraft {
  title: string;
  projectType: string;
  industry: string;
  location: string;
  description: string;
  skills: string[];
  workType: string;
  budgetMin: string;
  budgetMax: string;
  startDate: string;
  duration: string;
}

export const WIZARD_STEPS = ["details", "skills", "budget", "review"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const DETAILS_FIELDS = ["title", "projectType", "industry", "location", "description"] as const;
export type DetailsField = (typeof DETAILS_FIELDS)[number];
/** Spec section 5: title, type, industry and location are required to continue. */
export const REQUIRED_DETAILS = ["title", "projectType", "industry", "location"] as const;

export const BUDGET_FIELDS = ["workType", "budgetMin", "budgetMax", "startDate", "duration"] as const;
export type BudgetField = (typeof BUDGET_FIELDS)[number];

/** The description hint: a suggestion, never enforced (spec section 5). */
export const DESCRIPTION_SUGGESTED_MIN = 100;
export const LIMITS = {
  title: 120,
  location: 80,
  description: 5000,
  skill: 40,
  skills: 12,
  money: 9,
} as const;

export const emptyDraft: ProjectDraft = {
  title: "",
  projectType: "",
  industry: "",
  location: "",
  description: "",
  skills: [],
  workType: "",
  budgetMin: "",
  budgetMax: "",
  startDate: "",
  duration: "",
};

const filled = (value: string) => value.trim().length > 0;

/** Nothing typed or chosen yet: there is nothing worth saving. */
export function isDraftEmpty(draft: ProjectDraft): boolean {
  return (
    draft.skills.length === 0 &&
    Object.entries(draft).every(([key, value]) => key === "skills" || !filled(value as string))
  );
}

export function missingDetails(draft: ProjectDraft): Array<(typeof REQUIRED_DETAILS)[number]> {
  return REQUIRED_DETAILS.filter((field) => !filled(draft[field]));
}

export function detailsComplete(draft: ProjectDraft): boolean {
  return missingDetails(draft).length === 0;
}

export function skillsComplete(draft: ProjectDraft): boolean {
  return draft.skills.length > 0;
}

/** How the pay range of each work type is expressed, with sane bounds for whole US dollars. */
export type BudgetUnit = "hourly" | "fixed" | "salary";
export function budgetUnitFor(workType: string): BudgetUnit {
  if (workType === "Project / RFQ") return "fixed";
  if (workType === "Direct Job") return "salary";
  return "hourly";
}
export const BUDGET_BOUNDS: Record<BudgetUnit, { min: number; max: number }> = {
  hourly: { min: 15, max: 500 },
  fixed: { min: 500, max: 10_000_000 },
  salary: { min: 20_000, max: 1_000_000 },
};

export type BudgetProblem =
  | "workType"
  | "budgetMin"
  | "budgetMax"
  | "budgetOrder"
  | "budgetBounds"
  | "startDate"
  | "startDatePast"
  | "duration";

/** A whole number of dollars as typed ('85', '1,500'), or null. */
export function parseMoney(value: string): number | null {
  const cleaned = value.replace(/[,\s$]/g, "");
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** A calendar date typed as YYYY-MM-DD that exists. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A day as YYYY-MM-DD, in the time zone of the clock that reads it (the visitor's, in a browser). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The budget step's problems. A start date must be a real date and not before `today` (YYYY-MM-DD;
 * by default the day on the clock of whoever runs the check: the visitor's, or the intake server's,
 * which passes the day the lead was written).
 */
export function budgetProblems(draft: ProjectDraft, today: string = isoDay(new Date())): BudgetProblem[] {
  const problems: BudgetProblem[] = [];
  if (!(PROJECT_WORK_TYPES as readonly string[]).includes(draft.workType)) problems.push("workType");
  const min = parseMoney(draft.budgetMin);
  const max = parseMoney(draft.budgetMax);
  if (min === null) problems.push("budgetMin");
  if (max === null) problems.push("budgetMax");
  if (min !== null && max !== null) {
    const bounds = BUDGET_BOUNDS[budgetUnitFor(draft.workType)];
    if (min > max) problems.push("budgetOrder");
    else if (min < bounds.min || max > bounds.max) problems.push("budgetBounds");
  }
  if (!isIsoDate(draft.startDate)) problems.push("startDate");
  else if (draft.startDate < today) problems.push("startDatePast");
  if (!(PROJECT_DURATIONS as readonly string[]).includes(draft.duration)) problems.push("duration");
  return problems;
}

export function budgetComplete(draft: ProjectDraft): boolean {
  return budgetProblems(draft).length === 0;
}

/** Whether each step's own fields are complete. */
export function stepComplete(draft: ProjectDraft, step: WizardStep): boolean {
  switch (step) {
    case "details":
      return detailsComplete(draft);
    case "skills":
      return skillsComplete(draft);
    case "budget":
      return budgetComplete(draft);
    case "review":
      return false;
  }
}

/** A step can be opened when every step before it is complete. */
export function stepReachable(draft: ProjectDraft, step: WizardStep): boolean {
  const index = WIZARD_STEPS.indexOf(step);
  return WIZARD_STEPS.slice(0, index).every((before) => stepComplete(draft, before));
}

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

/** A typed skill, tidied: trimmed, inner whitespace collapsed. */
export function normalizeSkill(value: string): string {
  return value.trim().replace(/\s+/g, " ");
}

export type SkillProblem = "empty" | "duplicate" | "tooLong" | "full";

export function skillProblem(skills: readonly string[], value: string): SkillProblem | null {
  const skill = normalizeSkill(value);
  if (!skill) return "empty";
  if (skill.length > LIMITS.skill) return "tooLong";
  if (skills.some((existing) => existing.toLowerCase() === skill.toLowerCase())) return "duplicate";
  if (skills.length >= LIMITS.skills) return "full";
  return null;
}

export function canAddSkill(skills: readonly string[], value: string): boolean {
  return skillProblem(skills, value) === null;
}

/**
 * Suggestions for the chosen project type (or general ones), without those already chosen. The
 * suggestions are copy (SKILL_SUGGESTIONS and GENERAL_SKILL_SUGGESTIONS, src/content/postProject.ts).
 */
/** A table's own entry for a project type: never one inherited from Object.prototype ("toString"). */
function ownEntry(table: ByProjectType, projectType: string): readonly string[] | undefined {
  return Object.hasOwn(table, projectType)
    ? (table as Record<string, readonly string[]>)[projectType]
    : undefined;
}

export function suggestedSkills(
  projectType: string,
  chosen: readonly string[],
  byType: ByProjectType,
  general: readonly string[],
): string[] {
  const base = ownEntry(byType, projectType) ?? general;
  const taken = new Set(chosen.map((skill) => skill.toLowerCase()));
  return base.filter((skill) => !taken.has(skill.toLowerCase()));
}

export function isDetailsField(value: unknown): value is DetailsField {
  return typeof value === "string" && (DETAILS_FIELDS as readonly string[]).includes(value);
}

export function isBudgetField(value: unknown): value is BudgetField {
  return typeof value === "string" && (BUDGET_FIELDS as readonly string[]).includes(value);
}

/**
 * The most each field keeps as the visitor types. The stored draft is read back with the same
 * limits, so whatever could be typed and saved can always be restored.
 */
export const FIELD_LIMITS: Record<DetailsField | BudgetField, number> = {
  title: LIMITS.title,
  projectType: 40,
  industry: 40,
  location: LIMITS.location,
  description: LIMITS.description,
  workType: 40,
  budgetMin: LIMITS.money + 4,
  budgetMax: LIMITS.money + 4,
  startDate: 40,
  duration: 40,
};

/** Keeps a field within its length limit as the visitor types. */
export function clampField(field: DetailsField | BudgetField, value: string): string {
  return truncate(value, FIELD_LIMITS[field]);
}

const money = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** '$80-$110 per hour', '$25,000-$40,000 project budget', or '' while incomplete. */
export function formatBudget(draft: ProjectDraft): string {
  const min = parseMoney(draft.budgetMin);
  const max = parseMoney(draft.budgetMax);
  if (min === null || max === null || min > max) return "";
  const range = min === max ? money.format(min) : `${money.format(min)}-${money.format(max)}`;
  const unit = budgetUnitFor(draft.workType);
  return unit === "hourly"
    ? `${range} per hour`
    : unit === "fixed"
      ? `${range} project budget`
      : `${range} per year`;
}

/** '2025-09-15' -> 'Sep 15, 2025' (UTC, so the server and the browser agree). */
export function formatStartDate(value: string): string {
  if (!isIsoDate(value)) return "";
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** 'a packaging project', 'an automotive project'. */
function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

/**
 * AI Assist: a structured first draft of the description from the fields chosen so far. Local and
 * deterministic (the same choices always give the same text). It writes only what it knows: a line
 * whose value is not chosen yet is left out, never filled with a [bracketed] placeholder (issue 36).
 * `scopeByType` is the scope of work written for each project type (SCOPE_BY_TYPE,
 * src/content/postProject.ts).
 */
export function draftDescription(draft: ProjectDraft, scopeByType: ByProjectType): string {
  const type = draft.projectType.trim();
  const industry = draft.industry.trim();
  const location = draft.location.trim();
  const specialist = type ? `${type.toLowerCase()} specialist` : "automation specialist";
  const where = location ? ` in ${location}` : "";
  const project = industry ? `${industry.toLowerCase()} project` : "project";
  const scope = ownEntry(scopeByType, type) ?? [];
  const lines = [
    "Overview",
    `We are looking for an experienced ${specialist} for ${withArticle(project)}${where}.${
      draft.title.trim() ? ` Project: ${draft.title.trim()}.` : ""
    }`,
  ];
  if (scope.length) lines.push("", "Scope of work", ...scope.map((item) => `- ${item}`));
  if (draft.skills.length) lines.push("", "Required skills", `- ${draft.skills.join(", ")}`);
  const budget = formatBudget(draft);
  const start = formatStartDate(draft.startDate);
  const terms = [
    draft.workType ? `- Work type: ${draft.workType}` : "",
    budget ? `- Pay: ${budget}` : "",
    start ? `- Start: ${start}` : "",
    draft.duration ? `- Expected duration: ${draft.duration}` : "",
  ].filter(Boolean);
  if (terms.length) lines.push("", "Schedule and terms", ...terms);
  return lines.join("\n");
}

/**
 * The [bracketed] prompts still in a description, in order, each once: what AI Assist left for the
 * visitor to replace (it cannot know what is chosen after it ran). One line at most, so a stray
 * bracket never swallows the text after it.
 */
export function descriptionPlaceholders(description: string): string[] {
  const found = (description.match(/\[[^[\]\n]+\]/g) ?? []).filter((match) => match.slice(1, -1).trim());
  return [...new Set(found)];
}

// ---------------------------------------------------------------------------------------------
// The stored draft: what Save Draft writes to localStorage, validated when read back.

export const DRAFT_STORAGE_KEY = "post-project-draft";
/** Bump when ProjectDraft changes shape: older drafts are then discarded, never misread. */
export const DRAFT_STORAGE_VERSION = 2;

/** Empty (not chosen yet) or one of the options, exactly. */
const option = (options: readonly string[]) => picklist(["", ...options]);

/**
 * A stored draft has every field, each within its limit, and 12 skills at most, each a non-blank
 * text of at most 40 characters and no two alike in case or spacing; else it is refused whole.
 */
const storedDraft = complete({
  title: string(FIELD_LIMITS.title),
  projectType: option(PROJECT_TYPES),
  industry: option(PROJECT_INDUSTRIES),
  location: string(FIELD_LIMITS.location),
  description: string(FIELD_LIMITS.description),
  workType: option(PROJECT_WORK_TYPES),
  budgetMin: string(FIELD_LIMITS.budgetMin),
  budgetMax: string(FIELD_LIMITS.budgetMax),
  // A date input allows six-digit years ('275760-09-13'): such a date is kept and flagged, not lost.
  startDate: string(FIELD_LIMITS.startDate),
  duration: option(PROJECT_DURATIONS),
  skills: all(
    map(string(LIMITS.skill), (skill) => (skill && normalizeSkill(skill) ? skill : undefined)),
    LIMITS.skills,
    (skill) => normalizeSkill(skill).toLowerCase(),
  ),
});

/** Returns the draft when the stored data has exactly the right shape, otherwise null. */
export function validateStoredDraft(data: unknown): ProjectDraft | null {
  return storedDraft.parse(data) ?? null;
}

/** A stored draft as read back: nothing, a usable draft, or one thrown away and why. */
export type StoredDraftRead =
  | { status: "empty" }
  | { status: "restored"; value: ProjectDraft }
  | { status: "discarded"; reason: "corrupt" | "outdated" | "invalid" };

/** The draft the wizard starts from, and where it came from. */
export type StartingDraft =
  /** This tab's changes that are not the saved draft (`saved`: the saved one, null when none). */
  | { from: "workingCopy"; draft: ProjectDraft; saved: ProjectDraft | null }
  | { from: "saved"; draft: ProjectDraft }
  | { from: "discarded"; reason: "corrupt" | "outdated" | "invalid" }
  | { from: "nothing" };

/**
 * Which draft wins when the wizard opens, from the draft Save Draft kept on this device and this
 * tab's working copy (what was typed here, saved or not). Back, Forward or a reload in this tab
 * bring the page back as the visitor left it: a working copy with something in it that is not the
 * saved draft wins. Otherwise the saved draft is restored, or said to be unusable, or there is none.
 */
export function startingDraft(saved: StoredDraftRead, workingCopy: StoredDraftRead): StartingDraft {
  const kept = saved.status === "restored" ? saved.value : null;
  if (
    workingCopy.status === "restored" &&
    !isDraftEmpty(workingCopy.value) &&
    JSON.stringify(kept) !== JSON.stringify(workingCopy.value)
  )
    return { from: "workingCopy", draft: workingCopy.value, saved: kept };
  if (kept) return { from: "saved", draft: kept };
  if (saved.status === "discarded") return { from: "discarded", reason: saved.reason };
  return { from: "nothing" };
}

export function isWorkType(value: string): value is ProjectWorkType {
  return (PROJECT_WORK_TYPES as readonly string[]).includes(value);
}

/**
 * The review step's hand-off: the whole project as clean plain text, one labelled line a field and
 * the description last, to paste into the provider's posting form. Empty fields are left out.
 */
export function projectSummary(draft: ProjectDraft, labels: Record<string, string>): string {
  const rows: Array<[string, string]> = [
    [labels.title ?? "Title", draft.title.trim()],
    [labels.projectType ?? "Project type", draft.projectType],
    [labels.industry ?? "Industry", draft.industry],
    [labels.location ?? "Location", draft.location.trim()],
    [labels.workType ?? "Work type", draft.workType],
    [labels.budget ?? "Pay", formatBudget(draft)],
    [labels.startDate ?? "Start date", formatStartDate(draft.startDate)],
    [labels.duration ?? "Duration", draft.duration],
    [labels.skills ?? "Skills", draft.skills.join(", ")],
  ];
  const lines = rows.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
  const description = draft.description.trim();
  return description
    ? `${lines.join("\n")}\n\n${labels.description ?? "Description"}:\n${description}\n`
    : `${lines.join("\n")}\n`;
}
