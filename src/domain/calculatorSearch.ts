import { CALCULATOR_SEARCH_KEYS } from "./calculatorKeys";
import {
  CALCULATOR_LIMITS,
  type CalculatorInputs,
  DEFAULT_INPUTS,
  LOCATIONS,
  type LocationId,
  PROJECT_TYPES,
  type ProjectTypeId,
} from "./calculatorRates";
import { first, map, number, object, schema, string } from "./schema";
import { withEveryKey } from "./text";

/**
 * The calculator's inputs as the home page's URL search params, e.g.
 * `/?type=plc-controls&weeks=12&hours=50&team=3&location=texas`.
 * A key equal to its default is left out, so the untouched page keeps a clean `/`.
 *
 * Parsing never throws. Whatever arrives (the router's parsed query: strings, numbers, arrays for
 * repeated keys, objects, huge strings) becomes valid inputs:
 * - a repeated key counts by its first value;
 * - numbers (or numeric text) are rounded to whole numbers and clamped into the slider's range;
 * - anything else (text, objects, Infinity, text longer than 32 characters) falls back to the default;
 * - project type and location match their ids, or their names written any way
 *   ("Texas", "south carolina"); anything unknown falls back to the default.
 */
export type CalculatorSearch = {
  type?: ProjectTypeId;
  weeks?: number;
  hours?: number;
  team?: number;
  location?: LocationId;
};

const MAX_TEXT_LENGTH = 32;

/** A whole number (the first of a repeated key) clamped into the slider's range. */
const whole = (limits: { min: number; max: number }) =>
  first(number(MAX_TEXT_LENGTH, { ...limits, step: 1 }));

function toKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** An option's id, from its id or its name written any way (the first of a repeated key). */
const option = <T extends { id: string; name: string }>(options: readonly T[]) =>
  map(first(string(MAX_TEXT_LENGTH * 2)), (text): T["id"] | undefined => {
    const key = text && toKey(text);
    return key ? options.find((option) => option.id === key || toKey(option.name) === key)?.id : undefined;
  });

const projectType = option(PROJECT_TYPES);
const location = option(LOCATIONS);

/** A change to the inputs: each field matched or clamped, undefined where it cannot be used. */
const inputFields = object({
  projectType,
  weeks: whole(CALCULATOR_LIMITS.weeks),
  hoursPerWeek: whole(CALCULATOR_LIMITS.hoursPerWeek),
  teamSize: whole(CALCULATOR_LIMITS.teamSize),
  location,
});

/** The calculator's complete inputs from a URL's search params (defaults for what is missing or wrong). */
export function inputsFromSearch(raw: Record<string, unknown>): CalculatorInputs {
  const { type: projectType, hours: hoursPerWeek, team: teamSize, weeks, location } = raw;
  return sanitizeInputs({ projectType, weeks, hoursPerWeek, teamSize, location }, DEFAULT_INPUTS);
}

/** The search params for some inputs, leaving out every key equal to its default. */
export function searchFromInputs(inputs: CalculatorInputs): CalculatorSearch {
  const search: CalculatorSearch = {};
  const type = projectType.parse(inputs.projectType);
  const place = location.parse(inputs.location);
  if (type && type !== DEFAULT_INPUTS.projectType) search.type = type;
  if (inputs.weeks !== DEFAULT_INPUTS.weeks) search.weeks = inputs.weeks;
  if (inputs.hoursPerWeek !== DEFAULT_INPUTS.hoursPerWeek) search.hours = inputs.hoursPerWeek;
  if (inputs.teamSize !== DEFAULT_INPUTS.teamSize) search.team = inputs.teamSize;
  if (place && place !== DEFAULT_INPUTS.location) search.location = place;
  return search;
}

export { CALCULATOR_SEARCH_KEYS };

/**
 * The home route's `validateSearch`: any query in, a valid and minimal calculator search out. Every
 * key is present (undefined when left out), because the router lays the validated params over the
 * raw ones: an explicit undefined is what keeps a rejected raw value (`hours=abc`) out of the URL.
 */
export const calculatorSearchSchema = schema((raw) =>
  withEveryKey(
    CALCULATOR_SEARCH_KEYS,
    searchFromInputs(inputsFromSearch((raw ?? {}) as Record<string, unknown>)),
  ),
);
export const validateCalculatorSearch = calculatorSearchSchema.parse;

export function sameInputs(a: CalculatorInputs, b: CalculatorInputs): boolean {
  return (
    a.projectType === b.projectType &&
    a.weeks === b.weeks &&
    a.hoursPerWeek === b.hoursPerWeek &&
    a.teamSize === b.teamSize &&
    a.location === b.location
  );
}

/**
 * Any change to the inputs, made valid: each field matched or clamped, anything unusable keeps the
 * current value. Whatever a control or a URL sends, the calculator never holds an impossible input.
 */
export function sanitizeInputs(raw: unknown, current: CalculatorInputs): CalculatorInputs {
  return Object.fromEntries(
    Object.entries(inputFields.parse(raw)).map(([key, value]) => [
      key,
      value ?? current[key as keyof CalculatorInputs],
    ]),
  ) as unknown as CalculatorInputs;
}
