import {
  AVAILABILITY_FILTERS,
  type Availability,
  RADIUS_RANGE,
  RATE_RANGE,
  RESULTS_PAGE_SIZE,
  SKILL_FILTERS,
  type SkillKey,
  SORT_OPTIONS,
  type SortKey,
} from "../content/contractorFilters";
import type { SampleContractor } from "../content/sampleContractors";

/**
 * Contractor search: what the URL may hold, the filters it stands for, and how they apply to the
 * sample contractors. Pure functions, shared by the route, the page and the tests.
 */
export interface ContractorFilters {
  skill: SkillKey | "any";
  radius: number;
  rateMin: number;
  rateMax: number;
  availability: Availability | "any";
  sort: SortKey;
  certified: boolean;
}

/** The route's search params: only values that differ from the defaults appear in the URL. */
export interface ContractorSearchParams {
  skill?: SkillKey;
  radius?: number;
  rateMin?: number;
  rateMax?: number;
  availability?: Availability;
  sort?: Exclude<SortKey, "best">;
  certified?: true;
  /** How many matching sample profiles are shown ('Load More Contractors'). */
  shown?: number;
}

export const DEFAULT_FILTERS: ContractorFilters = {
  skill: "any",
  radius: RADIUS_RANGE.default,
  rateMin: RATE_RANGE.defaultMin,
  rateMax: RATE_RANGE.defaultMax,
  availability: "any",
  sort: "best",
  certified: false,
};

/** The most a URL can ask to show; far more than there are samples, so any list fits. */
export const MAX_SHOWN = 60;
const MAX_PARAM_LENGTH = 64;

const SKILL_VALUES: readonly string[] = SKILL_FILTERS.map((option) => option.value);
const AVAILABILITY_VALUES: readonly string[] = AVAILABILITY_FILTERS.map((option) => option.value);
const SORT_VALUES: readonly string[] = SORT_OPTIONS.map((option) => option.value);

/** A repeated key arrives as an array: the first value counts. */
function single(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function oneOf<T extends string>(value: unknown, options: readonly string[]): T | undefined {
  const v = single(value);
  return typeof v === "string" && v.length <= MAX_PARAM_LENGTH && options.includes(v) ? (v as T) : undefined;
}

function numberFrom(value: unknown): number | undefined {
  const v = single(value);
  if (typeof v === "number") return Number.isFinite(v) ? v : undefined;
  if (typeof v === "string" && v.length <= MAX_PARAM_LENGTH && /^-?\d+(\.\d+)?$/.test(v.trim())) {
    return Number(v.trim());
  }
  return undefined;
}

/** Clamped into [min, max] and snapped to the step. */
export function snap(value: number, min: number, max: number, step: number): number {
  const clamped = Math.min(max, Math.max(min, value));
  return Math.min(max, Math.max(min, min + Math.round((clamped - min) / step) * step));
}

/**
 * The route's validateSearch: anything can arrive in a URL. Unknown keys and bad values fall back to
 * the defaults, numbers are clamped and snapped to their step, a swapped rate range is put in order,
 * repeated keys use their first value and oversized strings are ignored. Never throws.
 */
export function validateContractorSearch(raw: Record<string, unknown>): ContractorSearchParams {
  const input = raw && typeof raw === "object" ? raw : {};
  const filters: ContractorFilters = { ...DEFAULT_FILTERS };
  filters.skill = oneOf<SkillKey>(input.skill, SKILL_VALUES) ?? "any";
  filters.availability = oneOf<Availability>(input.availability, AVAILABILITY_VALUES) ?? "any";
  filters.sort = oneOf<SortKey>(input.sort, SORT_VALUES) ?? "best";
  const radius = numberFrom(input.radius);
  if (radius !== undefined) {
    filters.radius = snap(radius, RADIUS_RANGE.min, RADIUS_RANGE.max, RADIUS_RANGE.step);
  }
  const rateMin = numberFrom(input.rateMin);
  const rateMax = numberFrom(input.rateMax);
  let low =
    rateMin === undefined
      ? RATE_RANGE.defaultMin
      : snap(rateMin, RATE_RANGE.min, RATE_RANGE.max, RATE_RANGE.step);
  let high =
    rateMax === undefined
      ? RATE_RANGE.defaultMax
      : snap(rateMax, RATE_RANGE.min, RATE_RANGE.max, RATE_RANGE.step);
  if (low > high) [low, high] = [high, low];
  filters.rateMin = low;
  filters.rateMax = high;
  const certified = single(input.certified);
  filters.certified = certified === true || certified === "true" || certified === 1 || certified === "1";
  const shown = numberFrom(input.shown);
  return toSearchParams(filters, shown);
}

/** Normalizes a shown count: whole pages, at least one, at most MAX_SHOWN. */
export function normalizeShown(shown: number | undefined): number {
  if (shown === undefined || !Number.isFinite(shown)) return RESULTS_PAGE_SIZE;
  const pages = Math.ceil(Math.min(Math.max(shown, RESULTS_PAGE_SIZE), MAX_SHOWN) / RESULTS_PAGE_SIZE);
  return pages * RESULTS_PAGE_SIZE;
}

/**
 * Search params for filters: defaults left out, so the plain page has a plain URL. Every key is
 * present (undefined when left out), because the router lays the validated params over the raw
 * ones: an explicit undefined is what keeps a rejected raw value from showing through.
 */
export function toSearchParams(filters: ContractorFilters, shown?: number): ContractorSearchParams {
  const normalized = normalizeShown(shown);
  return {
    skill: filters.skill !== "any" ? filters.skill : undefined,
    radius: filters.radius !== DEFAULT_FILTERS.radius ? filters.radius : undefined,
    rateMin: filters.rateMin !== DEFAULT_FILTERS.rateMin ? filters.rateMin : undefined,
    rateMax: filters.rateMax !== DEFAULT_FILTERS.rateMax ? filters.rateMax : undefined,
    availability: filters.availability !== "any" ? filters.availability : undefined,
    sort: filters.sort !== "best" ? filters.sort : undefined,
    certified: filters.certified ? true : undefined,
    shown: normalized !== RESULTS_PAGE_SIZE ? normalized : undefined,
  };
}

export function filtersFrom(params: ContractorSearchParams): ContractorFilters {
  return {
    skill: params.skill ?? DEFAULT_FILTERS.skill,
    radius: params.radius ?? DEFAULT_FILTERS.radius,
    rateMin: params.rateMin ?? DEFAULT_FILTERS.rateMin,
    rateMax: params.rateMax ?? DEFAULT_FILTERS.rateMax,
    availability: params.availability ?? DEFAULT_FILTERS.availability,
    sort: params.sort ?? DEFAULT_FILTERS.sort,
    certified: params.certified === true,
  };
}

/**
 * Some filters changed: the new params, with the list back to its first page (what was loaded
 * before belonged to another result list).
 */
export function withFilters(
  params: ContractorSearchParams,
  patch: Partial<ContractorFilters>,
): ContractorSearchParams {
  const filters = { ...filtersFrom(params), ...patch };
  return validateContractorSearch({ ...toSearchParams(filters) });
}

/** The same params with one more page of results shown. */
export function withMoreShown(params: ContractorSearchParams, pageSize: number): ContractorSearchParams {
  return validateContractorSearch({ ...params, shown: normalizeShown(params.shown) + pageSize });
}

/** Any value, as well-formed filters: what the URL validator makes of it. */
export function normalizeFilters(value: unknown): ContractorFilters {
  const raw =
    value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return filtersFrom(validateContractorSearch(raw));
}

export function filtersEqual(a: ContractorFilters | null, b: ContractorFilters | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.skill === b.skill &&
    a.radius === b.radius &&
    a.rateMin === b.rateMin &&
    a.rateMax === b.rateMax &&
    a.availability === b.availability &&
    a.sort === b.sort &&
    a.certified === b.certified
  );
}

export function isDefaultFilters(filters: ContractorFilters): boolean {
  return filtersEqual(filters, DEFAULT_FILTERS);
}

/** How many filters differ from the defaults (the sort order is not a filter): the Filters button's count. */
export function activeFilterCount(filters: ContractorFilters): number {
  return [
    filters.skill !== DEFAULT_FILTERS.skill,
    filters.radius !== DEFAULT_FILTERS.radius,
    filters.rateMin !== DEFAULT_FILTERS.rateMin || filters.rateMax !== DEFAULT_FILTERS.rateMax,
    filters.availability !== DEFAULT_FILTERS.availability,
    filters.certified !== DEFAULT_FILTERS.certified,
  ].filter(Boolean).length;
}

const AVAILABILITY_ORDER: Record<Availability, number> = { now: 0, week: 1, month: 2 };

/** 'Within a week' includes those available now; 'Within a month' includes both. */
export function availableBy(contractor: Availability, wanted: Availability | "any"): boolean {
  return wanted === "any" || AVAILABILITY_ORDER[contractor] <= AVAILABILITY_ORDER[wanted];
}

export function matchesFilters(contractor: SampleContractor, filters: ContractorFilters): boolean {
  return (
    (filters.skill === "any" || contractor.skillKeys.includes(filters.skill)) &&
    contractor.distance <= filters.radius &&
    contractor.rate >= filters.rateMin &&
    contractor.rate <= filters.rateMax &&
    availableBy(contractor.availability, filters.availability) &&
    (!filters.certified || contractor.certified)
  );
}

const byId = (a: SampleContractor, b: SampleContractor) => a.id - b.id;

const comparators: Record<SortKey, (a: SampleContractor, b: SampleContractor) => number> = {
  best: (a, b) => b.matchScore - a.matchScore || b.rating - a.rating || byId(a, b),
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || byId(a, b),
  nearest: (a, b) => a.distance - b.distance || byId(a, b),
  rate: (a, b) => a.rate - b.rate || byId(a, b),
};

export function sortContractors(list: readonly SampleContractor[], sort: SortKey): SampleContractor[] {
  return [...list].sort(comparators[sort]);
}

/** The matching samples, in the chosen order. */
export function searchContractors(
  list: readonly SampleContractor[],
  filters: ContractorFilters,
): SampleContractor[] {
  return sortContractors(
    list.filter((contractor) => matchesFilters(contractor, filters)),
    filters.sort,
  );
}

/** 'Fanuc · within 25 miles · $50-$150/hr · available now · certified only' */
export function describeFilters(filters: ContractorFilters): string {
  const parts: string[] = [];
  parts.push(SKILL_FILTERS.find((option) => option.value === filters.skill)?.label ?? "All skills");
  parts.push(`within ${filters.radius} miles`);
  parts.push(`$${filters.rateMin}-$${filters.rateMax}/hr`);
  if (filters.availability !== "any") {
    parts.push(
      (
        AVAILABILITY_FILTERS.find((option) => option.value === filters.availability)?.label ?? ""
      ).toLowerCase(),
    );
  }
  if (filters.certified) parts.push("certified only");
  parts.push(
    `sorted by ${SORT_OPTIONS.find((option) => option.value === filters.sort)?.label ?? "Best Match"}`,
  );
  return parts.join(" · ");
}

// ---------------------------------------------------------------------------------------------
// 'Save this search': the filters kept in localStorage.

export const SAVED_SEARCH_KEY = "contractor-search";
export const SAVED_SEARCH_VERSION = 1;

/** Reads stored filters back through the URL validator, so only well-formed filters survive. */
export function validateStoredFilters(data: unknown): ContractorFilters | null {
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  const keys = ["skill", "radius", "rateMin", "rateMax", "availability", "sort", "certified"];
  if (!keys.every((key) => key in d)) return null;
  const filters = filtersFrom(validateContractorSearch(d));
  // Anything the validator had to change means the stored value was not one we wrote.
  return filtersEqual(filters, d as unknown as ContractorFilters) ? filters : null;
}
