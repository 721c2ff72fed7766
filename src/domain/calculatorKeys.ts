/**
 * The keys of the calculator's inputs in the home page's URL (?type=&weeks=&hours=&team=&location=).
 * Apart from the schema (calculatorSearch.ts), which comes with the home page's code: the early-input
 * script reads them in every page's HTML.
 */
export const CALCULATOR_SEARCH_KEYS = ["type", "weeks", "hours", "team", "location"] as const;
