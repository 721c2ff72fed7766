/**
 * Contractor search: what the URL may hold, the filters it stands for, and how they apply to the
 * sample contractors. Pure functions, shared by the route, the page and the tests.
 */
import { fallback, first, flag, map, number, object, picklist } from "./schema";

/**
 * The values of the filters and the sort (spec sections 2, 3 and 9), in the order the page lists
 * them: what the URL carries and the validator accepts. Their labels are copy
 * (src/content/contractorFilters.ts).
 */
export const SKILL_KEYS = ["abb", "fanuc", "allen-bradley", "siemens", "scada"] as const;
export type SkillKey = (typeof SKILL_KEYS)[number];

export const AVAILABILITY_KEYS = ["now", "week", "month"] as const;
export type Availability = (typeof AVAILABILITY_KEYS)[number];

export const SORT_KEYS = ["best", "rating", "nearest", "rate"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Spec section 9: radius 5-100 miles step 5 default 50; rate $25-$200 step 5 default $50-$150. */
export const RADIUS_RANGE = { min: 5, max: 100, step: 5, default: 50 } as const;
export const RATE_RANGE = { min: 25, max: 200, step: 5, defaultMin: 50, defaultMax: 150 } as const;
/** Sample profiles shown at first and added by each 'Load More Contractors'. */
export const RESULTS_PAGE_SIZE = 6;

/**
 * What the filters and the sort read of a sample contractor; the profiles themselves, with what
 * their cards show, are in src/content/sampleContractors.ts.
 */
export interface SearchableContractor {
  id: number;
  /** Miles from Detroit, MI. */
  distance: number;
  /** US dollars per hour. */
  rate: number;
  availability: Availability;
  /** What the skills filter matches. */
  skillKeys: SkillKey[];
  rating: number;
  reviews: number;
  certified: boolean;
  /** Relevance to the sample search, for 'Best Match'. */
  matchScore: number;
}

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

const FILTER_KEYS = Object.keys(DEFAULT_FILTERS) as (keyof ContractorFilters)[];

/** The most a URL can ask to show; far more than there are samples, so any list fits. */
export const MAX_SHOWN = 60;
const MAX_PARAM_LENGTH = 64;

const choice = <const T extends string, const D>(options: readonly T[], otherwise: D) =>
  fallback(first(picklist(options)), otherwise);
const within = (range: { min: number; max: number; step: number }, otherwise: number) =>
  fallback(first(number(MAX_PARAM_LENGTH, range)), otherwise);

/**
 * What the URL may hold (and a stored search): unknown keys and bad values fall back to the
 * defaults, numbers are clamped and snapped to their step, repeated keys use their first value and
 * oversized strings are ignored.
 */
const searchFields = object({
  skill: choice(SKILL_KEYS, "any"),
  radius: within(RADIUS_RANGE, RADIUS_RANGE.default),
  rateMin: within(RATE_RANGE, RATE_RANGE.defaultMin),
  rateMax: within(RATE_RANGE, RATE_RANGE.defaultMax),
  availability: choice(AVAILABILITY_KEYS, "any"),
  sort: choice(SORT_KEYS, "best"),
  certified: first(flag),
  shown: first(number(MAX_PARAM_LENGTH)),
});

/**
 * The route's validateSearch: anything can arrive in a URL; what comes out is the search for the
 * fields above with a swapped rate range put in order and the defaults left out. Never throws.
 */
export const contractorSearchSchema = map(searchFields, ({ shown, rateMin, rateMax, ...filters }) =>
  toSearchParams(
    { ...filters, rateMin: Math.min(rateMin, rateMax), rateMax: Math.max(rateMin, rateMax) },
    shown,
  ),
);
export const validateContractorSearch = contractorSearchSchema.parse;

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
    ...Object.fromEntries(
      FILTER_KEYS.map((key) => [key, filters[key] !== DEFAULT_FILTERS[key] ? filters[key] : undefined]),
    ),
    shown: normalized !== RESULTS_PAGE_SIZE ? normalized : undefined,
  };
}

/** The filters a search stands for: the defaults for what it leaves out. */
export function filtersFrom(params: ContractorSearchParams): ContractorFilters {
  return Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params[key] ?? DEFAULT_FILTERS[key]]),
  ) as unknown as ContractorFilters;
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
  return filtersFrom(validateContractorSearch(value));
}

export function filtersEqual(a: ContractorFilters | null, b: ContractorFilters | null): boolean {
  if (!a || !b) return a === b;
  return FILTER_KEYS.every((key) => a[key] === b[key]);
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

export function matchesFilters(contractor: SearchableContractor, filters: ContractorFilters): boolean {
  return (
    (filters.skill === "any" || contractor.skillKeys.includes(filters.skill)) &&
    contractor.distance <= filters.radius &&
    contractor.rate >= filters.rateMin &&
    contractor.rate <= filters.rateMax &&
    availableBy(contractor.availability, filters.availability) &&
    (!filters.certified || contractor.certified)
  );
}

const byId = (a: SearchableContractor, b: SearchableContractor) => a.id - b.id;

const comparators: Record<SortKey, (a: SearchableContractor, b: SearchableContractor) => number> = {
  best: (a, b) => b.matchScore - a.matchScore || b.rating - a.rating || byId(a, b),
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || byId(a, b),
  nearest: (a, b) => a.distance - b.distance || byId(a, b),
  rate: (a, b) => a.rate - b.rate || byId(a, b),
};

export function sortContractors<T extends SearchableContractor>(list: readonly T[], sort: SortKey): T[] {
  return [...list].sort(comparators[sort]);
}

/** The matching samples, in the chosen order. */
export function searchContractors<T extends SearchableContractor>(
  list: readonly T[],
  filters: ContractorFilters,
): T[] {
  return sortContractors(
    list.filter((contractor) => matchesFilters(contractor, filters)),
    filters.sort,
  );
}

// ---------------------------------------------------------------------------------------------
// 'Save this search': the filters kept in localStorage.

export const SAVED_SEARCH_KEY = "contractor-search";
export const SAVED_SEARCH_VERSION = 1;

/**
 * Reads stored filters back through the URL validator, so only well-formed filters survive: anything
 * the validator had to change (or a field missing) means the stored value was not one we wrote.
 */
export function validateStoredFilters(data: unknown): ContractorFilters | null {
  const filters = normalizeFilters(data);
  return filtersEqual(filters, data as ContractorFilters) ? filters : null;
}
