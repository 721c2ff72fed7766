/**
 * Contractor search (spec sections 2, 3 and 9): filter options and slider ranges. Apart from the
 * rest of the page's copy (searchContractors.ts) because the route's URL check needs them at startup
 * on every page, and the copy only on this one.
 */
export const SKILL_FILTERS = [
  { value: "abb", label: "ABB" },
  { value: "fanuc", label: "Fanuc" },
  { value: "allen-bradley", label: "Allen-Bradley" },
  { value: "siemens", label: "Siemens" },
  { value: "scada", label: "SCADA" },
] as const;
export type SkillKey = (typeof SKILL_FILTERS)[number]["value"];

export const AVAILABILITY_FILTERS = [
  { value: "now", label: "Available now" },
  { value: "week", label: "Within a week" },
  { value: "month", label: "Within a month" },
] as const;
export type Availability = (typeof AVAILABILITY_FILTERS)[number]["value"];

/** How each availability reads on a contractor card. */
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  now: "Available now",
  week: "Available next week",
  month: "Available within a month",
};

export const SORT_OPTIONS = [
  { value: "best", label: "Best Match" },
  { value: "rating", label: "Highest Rated" },
  { value: "nearest", label: "Nearest" },
  { value: "rate", label: "Lowest Rate" },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]["value"];

/** Spec section 9: radius 5-100 miles step 5 default 50; rate $25-$200 step 5 default $50-$150. */
export const RADIUS_RANGE = { min: 5, max: 100, step: 5, default: 50 } as const;
export const RATE_RANGE = { min: 25, max: 200, step: 5, defaultMin: 50, defaultMax: 150 } as const;
/** Sample profiles shown at first and added by each 'Load More Contractors'. */
export const RESULTS_PAGE_SIZE = 6;
