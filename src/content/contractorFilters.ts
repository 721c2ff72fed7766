import { AVAILABILITY_KEYS, type Availability, SKILL_KEYS, SORT_KEYS } from "../domain/contractorSearch";
import { optionsOf } from "./options";

/**
 * Contractor search (spec sections 2, 3 and 9): the labels of the filter and sort options. The
 * values, the slider ranges and the page size are rules, in src/domain/contractorSearch.ts; the rest
 * of the page's copy is in searchContractors.ts, which re-exports these.
 */
export const SKILL_FILTERS = optionsOf(SKILL_KEYS, {
  abb: "ABB",
  fanuc: "Fanuc",
  "allen-bradley": "Allen-Bradley",
  siemens: "Siemens",
  scada: "SCADA",
});

export const AVAILABILITY_FILTERS = optionsOf(AVAILABILITY_KEYS, {
  now: "Available now",
  week: "Within a week",
  month: "Within a month",
});

/** How each availability reads on a contractor card. */
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  now: "Available now",
  week: "Available next week",
  month: "Available within a month",
};

export const SORT_OPTIONS = optionsOf(SORT_KEYS, {
  best: "Best Match",
  rating: "Highest Rated",
  nearest: "Nearest",
  rate: "Lowest Rate",
});
