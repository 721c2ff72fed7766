import { fallback, first, flag, list, map, number, type Output, object, text } from "./schema";
import { withEveryKey } from "./text";

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

/** A rate (the first of a repeated key), snapped to the slider's step and range. */
const rate = (otherwise: number) => fallback(first(number(SEARCH_TEXT_MAX, RATE_RANGE)), otherwise);
/** Search text or a location: one line, at most SEARCH_TEXT_MAX characters. */
const searchText = text(SEARCH_TEXT_MAX);

/**
 * What the URL may hold, by its own names, in the order the URL writes them: anything else is
 * dropped, garbage becomes the default.
 */
const searchShape = {
  q: searchText,
  loc: searchText,
  remote: flag,
  type: list(JOB_TYPE_KEYS),
  skill: list(SKILL_FILTER_KEYS),
  rateMin: rate(RATE_RANGE.min),
  rateMax: rate(RATE_RANGE.max),
  duration: list(DURATION_KEYS),
  level: list(EXPERIENCE_KEYS),
  travel: list(TRAVEL_KEYS),
  clearance: list(CLEARANCE_KEYS),
};
const searchFields = object(searchShape);

/** The filters a URL stands for; a swapped rate range is put in order. */
const toFilters = ({
  q,
  loc,
  remote,
  type,
  skill,
  duration,
  level,
  rateMin,
  rateMax,
  ...rest
}: Output<typeof searchFields>): JobFilters => ({
  query: q,
  location: loc,
  remoteOnly: remote,
  jobTypes: type,
  skills: skill,
  durations: duration,
  levels: level,
  ...rest,
  rate: rateMin <= rateMax ? [rateMin, rateMax] : [rateMax, rateMin],
});

/** Reads any URL search object into filters: garbage falls back to defaults, never throws. */
export function filtersFromSearch(search: object): JobFilters {
  return toFilters(searchFields.parse(search));
}

/** The URL form of filters: defaults left out. */
export function searchFromFilters(filters: JobFilters): JobSearchParams {
  const params: JobSearchParams = {};
  const query = searchText.parse(filters.query);
  const location = searchText.parse(filters.location);
  if (query) params.q = query;
  if (location) params.loc = location;
  if (filters.remoteOnly) params.remote = true;
  for (const { key, param, values } of LISTS) {
    const known = list(values).parse((filters[key] as string[]).join(","));
    if (known.length) (params as Record<string, unknown>)[param] = known.join(",");
  }
  const [low, high] = filters.rate;
  if (low !== RATE_RANGE.min) params.rateMin = low;
  if (high !== RATE_RANGE.max) params.rateMax = high;
  return params;
}

/** Every key the search can hold: the route's validateSearch names each one. */
export const JOB_SEARCH_KEYS = Object.keys(searchShape) as (keyof JobSearchParams)[];

/**
 * The route's validateSearch: whatever the URL holds, a clean, minimal search comes out. Every key
 * is present (undefined when left out), because the router lays the validated params over the raw
 * ones: an explicit undefined is what keeps a rejected raw value (`rateMin=-99999`) from staying in
 * the URL.
 */
export const jobSearchSchema = map(searchFields, (fields) =>
  withEveryKey(JOB_SEARCH_KEYS, searchFromFilters(toFilters(fields))),
);
export const validateJobSearch = jobSearchSchema.parse;

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

/** Whether the rate range is narrower than the whole slider (the default). */
export function rateNarrowed(filters: JobFilters): boolean {
  return filters.rate[0] !== RATE_RANGE.min || filters.rate[1] !== RATE_RANGE.max;
}

/** How many panel filters differ from the defaults (search text, location and Remote Only excluded). */
export function activeFilterCount(filters: JobFilters): number {
  const lists = LISTS.reduce((sum, { key }) => sum + filters[key].length, 0);
  return lists + (rateNarrowed(filters) ? 1 : 0);
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
