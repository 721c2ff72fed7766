import {
  CALCULATOR_LIMITS,
  type CalculatorInputs,
  DEFAULT_INPUTS,
  LOCATIONS,
  type LocationId,
  PROJECT_TYPES,
  type ProjectTypeId,
} from "./calculatorRates";
import { first, numberFrom, withEveryKey } from "./text";

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

/** Rounded to a whole number and clamped into [min, max]; undefined when not a number at all. */
export function clampWhole(raw: unknown, limits: { min: number; max: number }): number | undefined {
  const value = numberFrom(raw, MAX_TEXT_LENGTH);
  if (value === undefined) return undefined;
  return Math.min(limits.max, Math.max(limits.min, Math.round(value)));
}

function toKey(raw: unknown): string | undefined {
  const value = first(raw);
  if (typeof value !== "string" || value.length > MAX_TEXT_LENGTH * 2) return undefined;
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function matchId<T extends { id: string; name: string }>(
  raw: unknown,
  options: readonly T[],
): T["id"] | undefined {
  const key = toKey(raw);
  if (!key) return undefined;
  const found = options.find((option) => option.id === key || toKey(option.name) === key);
  return found?.id;
}

/** The calculator's complete inputs from a URL's search params (defaults for what is missing or wrong). */
export function inputsFromSearch(raw: Record<string, unknown>): CalculatorInputs {
  return {
    projectType: matchId(raw.type, PROJECT_TYPES) ?? DEFAULT_INPUTS.projectType,
    weeks: clampWhole(raw.weeks, CALCULATOR_LIMITS.weeks) ?? DEFAULT_INPUTS.weeks,
    hoursPerWeek: clampWhole(raw.hours, CALCULATOR_LIMITS.hoursPerWeek) ?? DEFAULT_INPUTS.hoursPerWeek,
    teamSize: clampWhole(raw.team, CALCULATOR_LIMITS.teamSize) ?? DEFAULT_INPUTS.teamSize,
    location: matchId(raw.location, LOCATIONS) ?? DEFAULT_INPUTS.location,
  };
}

/** The search params for some inputs, leaving out every key equal to its default. */
export function searchFromInputs(inputs: CalculatorInputs): CalculatorSearch {
  const search: CalculatorSearch = {};
  const type = matchId(inputs.projectType, PROJECT_TYPES);
  const location = matchId(inputs.location, LOCATIONS);
  if (type && type !== DEFAULT_INPUTS.projectType) search.type = type;
  if (inputs.weeks !== DEFAULT_INPUTS.weeks) search.weeks = inputs.weeks;
  if (inputs.hoursPerWeek !== DEFAULT_INPUTS.hoursPerWeek) search.hours = inputs.hoursPerWeek;
  if (inputs.teamSize !== DEFAULT_INPUTS.teamSize) search.team = inputs.teamSize;
  if (location && location !== DEFAULT_INPUTS.location) search.location = location;
  return search;
}

export const CALCULATOR_SEARCH_KEYS = ["type", "weeks", "hours", "team", "location"] as const;

/**
 * The home route's `validateSearch`: any query in, a valid and minimal calculator search out. Every
 * key is present (undefined when left out), because the router lays the validated params over the
 * raw ones: an explicit undefined is what keeps a rejected raw value (`hours=abc`) out of the URL.
 */
export function validateCalculatorSearch(raw: Record<string, unknown>): CalculatorSearch {
  return withEveryKey(CALCULATOR_SEARCH_KEYS, searchFromInputs(inputsFromSearch(raw ?? {})));
}

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
  const change = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  return {
    projectType: matchId(change.projectType, PROJECT_TYPES) ?? current.projectType,
    weeks: clampWhole(change.weeks, CALCULATOR_LIMITS.weeks) ?? current.weeks,
    hoursPerWeek: clampWhole(change.hoursPerWeek, CALCULATOR_LIMITS.hoursPerWeek) ?? current.hoursPerWeek,
    teamSize: clampWhole(change.teamSize, CALCULATOR_LIMITS.teamSize) ?? current.teamSize,
    location: matchId(change.location, LOCATIONS) ?? current.location,
  };
}
