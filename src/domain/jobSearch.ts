import { numberFrom, truncate, withEveryKey } from "./text";

/**
 * The values of the /find-jobs filters, in the order the panel lists them: what the URL carries
 * (`?type=contract,part-time`) and all the rules below accept. Their labels are copy
 * (src/content/jobFilters.ts).
 */
export const JOB_TYPE_KEYS = ["contract", "full-time", "part-time"] as const;
export type JobTypeKey = (typeof JOB_TYPE_KEYS)[number];

export const SKILL_FILTER_KEYS = ["abb", "fanuc", "siemens", "allen-bradley", "rockwell"] as const;
export type SkillFilterKey = (typeof SKILL_FILTER_KEYS)[number];

export const DURATION_KEYS = ["under-1-month", "1-3-months", "3-plus-months"] as const;
export type DurationKey = (typeof DURATION_KEYS)[number];

export const EXPERIENCE_KEYS = ["entry", "mid", "senior", "expert"] as const;
export type ExperienceKey = (typeof EXPERIENCE_KEYS)[number];

export const TRAVEL_KEYS = ["yes", "no"] as const;
export type TravelKey = (typeof TRAVEL_KEYS)[number];

export const CLEARANCE_KEYS = ["required", "not-required"] as const;
export type ClearanceKey = (typeof CLEARANCE_KEYS)[number];

/** How the skill filters read in the search text: a skill's label matches as well as the job's own words. */
export type SkillFilterLabels = Readonly<Record<SkillFilterKey, string>>;

export const LOCATION_TYPES = ["On-site", "Hybrid", "Remote"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/**
 * What the search reads of a sample position (spec section 3, "Job-search mock job"); the sample
 * jobs themselves, with their ids and posting times, are in src/content/jobs.ts.
 */
export interface SearchableJob {
  title: string;
  company: string;
  location: string;
  locationType: LocationType;
  /** US dollars per hour; shown as a range ("$85-$110/hr"). */
  rate: { min: number; max: number };
  tags: string[];
  description: string;
  jobType: JobTypeKey;
  skills: SkillFilterKey[];
  duration: DurationKey;
  experience: ExperienceKey;
  travelRequired: boolean;
  clearanceRequired: boolean;
}

/** The rate range slider: $50-$200 an hour in $5 steps; the default spans the whole range. */
export const RATE_RANGE = { min: 50, max: 200, step: 5 } as const;

/** Longest search text or location kept from a URL. */
export const SEARCH_TEXT_MAX = 100;

/** Everything that narrows the sample jobs. Within a group any choice matches; groups combine. */
export interface JobFilters {
  query: string;
  location: string;
  remoteOnly: boolean;
  jobTypes: JobTypeKey[];
  skills: SkillFilterKey[];
  rate: [number, number];
  durations: DurationKey[];
  levels: ExperienceKey[];
  travel: TravelKey[];
  clearance: ClearanceKey[];
}

export const DEFAULT_FILTERS: JobFilters = {
  query: "",
  location: "",
  remoteOnly: false,
  jobTypes: [],
  skills: [],
  rate: [RATE_RANGE.min, RATE_RANGE.max],
  durations: [],
  levels: [],
  travel: [],
  clearance: [],
};

/**
 * The search as the URL carries it: only what differs from the defaults, lists comma-separated
 * (`?q=fanuc&type=contract,part-time&rateMin=80`), so a shared link stays short and readable.
 */
export interface JobSearchParams {
  q?: string;
  loc?: string;
  remote?: true;
  type?: string;
  skill?: string;
  rateMin?: number;
  rateMax?: number;
  duration?: string;
  level?: string;
  travel?: string;
  clearance?: string;
}

type ListKey = "jobTypes" | "skills" | "durations" | "levels" | "travel" | "clearance";

const LISTS: ReadonlyArray<{ key: ListKey; param: keyof JobSearchParams; values: readonly string[] }> = [
  { key: "jobTypes", param: "type", values: JOB_TYPE_KEYS },
  { key: "skills", param: "skill", values: SKILL_FILTER_KEYS },
  { key: "durations", param: "duration", values: DURATION_KEYS },
  { key: "levels", param: "level", values: EXPERIENCE_KEYS },
  { key: "travel", param: "travel", values: TRAVEL_KEYS },
  { key: "clearance", param: "clearance", values: CLEARANCE_KEYS },
];

/** A single URL value as text: numbers and booleans arrive already parsed (the router JSON-parses). */
const scalarText = (value: unknown): string =>
  typeof value === "string" ? value : Number.isFinite(value) ? String(value) : "";

/**
 * A raw URL value as text, at most `max` characters: a repeated key arrives as a list, whose items
 * are joined with commas. Only one level of list is read, and only its first `max` items (more
 * cannot fit); a list inside a list counts as nothing, so no nesting a URL can hold
 * (`?type=[[[[…]]]]`) makes this recurse, and no length makes it walk the whole list.
 */
function rawText(value: unknown, max: number): string {
  return (Array.isArray(value) ? value.slice(0, max).map(scalarText).join(",") : scalarText(value)).slice(
    0,
    max,
  );
}

function cleanText(value: unknown): string {
  const text = rawText(value, SEARCH_TEXT_MAX * 4)
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return truncate(text, SEARCH_TEXT_MAX).trim();
}

/** Known values only, each once, in the order the panel lists them. */
function cleanList<T extends string>(value: unknown, allowed: readonly T[]): T[] {
  const given = new Set(
    rawText(value, 500)
      .split(",")
      .map((part) => part.trim().toLowerCase()),
  );
  return allowed.filter((option) => given.has(option));
}

/** A rate from the URL (the first of a repeated key), snapped to the slider's step and range. */
function cleanRate(value: unknown, fallback: number): number {
  const number = numberFrom(value, SEARCH_TEXT_MAX);
  if (number === undefined) return fallback;
  const snapped = Math.round(number / RATE_RANGE.step) * RATE_RANGE.step;
  return Math.min(RATE_RANGE.max, Math.max(RATE_RANGE.min, snapped));
}

function isTrue(value: unknown): boolean {
  return value === true || value === "true" || value === 1 || value === "1";
}

/** Reads any URL search object into filters: garbage falls back to defaults, never throws. */
export function filtersFromSearch(search: object): JobFilters {
  const source: Record<string, unknown> =
    search && typeof search === "object" ? (search as Record<string, unknown>) : {};
  const lists = Object.fromEntries(
    LISTS.map(({ key, param, values }) => [key, cleanList(source[param], values)]),
  ) as Pick<JobFilters, ListKey>;
  const low = cleanRate(source.rateMin, RATE_RANGE.min);
  const high = cleanRate(source.rateMax, RATE_RANGE.max);
  return {
    query: cleanText(source.q),
    location: cleanText(source.loc),
    remoteOnly: isTrue(source.remote),
    ...lists,
    rate: low <= high ? [low, high] : [high, low],
  };
}

/** The URL form of filters: defaults left out. */
export function searchFromFilters(filters: JobFilters): JobSearchParams {
  const params: JobSearchParams = {};
  const query = cleanText(filters.query);
  const location = cleanText(filters.location);
  if (query) params.q = query;
  if (location) params.loc = location;
  if (filters.remoteOnly) params.remote = true;
  for (const { key, param, values } of LISTS) {
    const list = cleanList((filters[key] as string[]).join(","), values);
    if (list.length) (params as Record<string, unknown>)[param] = list.join(",");
  }
  const [low, high] = filters.rate;
  if (low !== RATE_RANGE.min) params.rateMin = low;
  if (high !== RATE_RANGE.max) params.rateMax = high;
  return params;
}

/** Every key the search can hold: the route's validateSearch names each one. */
export const JOB_SEARCH_KEYS = [
  "q",
  "loc",
  "remote",
  "type",
  "skill",
  "rateMin",
  "rateMax",
  "duration",
  "level",
  "travel",
  "clearance",
] as const satisfies ReadonlyArray<keyof JobSearchParams>;

/**
 * The route's validateSearch: whatever the URL holds, a clean, minimal search comes out. Every key
 * is present (undefined when left out), because the router lays the validated params over the raw
 * ones: an explicit undefined is what keeps a rejected raw value (`rateMin=-99999`) from staying in
 * the URL.
 */
export function validateJobSearch(search: object): JobSearchParams {
  return withEveryKey(JOB_SEARCH_KEYS, searchFromFilters(filtersFromSearch(search)));
}

function words(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

function haystack(job: SearchableJob, labels: SkillFilterLabels): string {
  const skillLabels = SKILL_FILTER_KEYS.filter((key) => job.skills.includes(key)).map((key) => labels[key]);
  return [job.title, job.company, job.description, ...job.tags, ...skillLabels].join(" ").toLowerCase();
}

function anyOf<T>(chosen: readonly T[], value: T): boolean {
  return chosen.length === 0 || chosen.includes(value);
}

/** Whether one job passes every filter; `skillLabels` are the skills' labels (content/jobFilters.ts). */
export function matchesJob(job: SearchableJob, filters: JobFilters, skillLabels: SkillFilterLabels): boolean {
  const text = haystack(job, skillLabels);
  if (!words(filters.query).every((word) => text.includes(word))) return false;
  const place = `${job.location} ${job.locationType}`.toLowerCase();
  if (!words(filters.location.replace(/,/g, " ")).every((word) => place.includes(word))) return false;
  if (filters.remoteOnly && job.locationType !== "Remote") return false;
  if (!anyOf(filters.jobTypes, job.jobType)) return false;
  if (filters.skills.length && !filters.skills.some((skill) => job.skills.includes(skill))) return false;
  const [low, high] = filters.rate;
  if (job.rate.max < low || job.rate.min > high) return false;
  if (!anyOf(filters.durations, job.duration)) return false;
  if (!anyOf(filters.levels, job.experience)) return false;
  if (!anyOf(filters.travel, job.travelRequired ? "yes" : "no")) return false;
  if (!anyOf(filters.clearance, job.clearanceRequired ? "required" : "not-required")) return false;
  return true;
}

export function filterJobs<T extends SearchableJob>(
  all: readonly T[],
  filters: JobFilters,
  skillLabels: SkillFilterLabels,
): T[] {
  return all.filter((job) => matchesJob(job, filters, skillLabels));
}

/** How many panel filters differ from the defaults (search text, location and Remote Only excluded). */
export function activeFilterCount(filters: JobFilters): number {
  const lists = LISTS.reduce((sum, { key }) => sum + filters[key].length, 0);
  const rateChanged = filters.rate[0] !== RATE_RANGE.min || filters.rate[1] !== RATE_RANGE.max;
  return lists + (rateChanged ? 1 : 0);
}

export function isDefaultSearch(filters: JobFilters): boolean {
  return Object.keys(searchFromFilters(filters)).length === 0;
}

/** Adds the value when absent, removes it when present. */
export function toggleIn<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** "$85-$110/hr" */
export function formatRate(rate: { min: number; max: number }): string {
  return `$${rate.min}-$${rate.max}/hr`;
}
