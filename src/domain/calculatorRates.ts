/**
 * The savings calculator's business constants (spec section 9), written as the spec writes them:
 * dollars per hour and decimal multipliers. `calculator.ts` turns each figure into whole cents or
 * hundredths once and does all arithmetic in integers, so these stay readable.
 */

/** Dollars per hour for the three tiers of the hours split. */
export interface RateSet {
  base: number;
  overtime: number;
  sundayHoliday: number;
}

export interface ProjectTypeRates {
  /** Stable key, used in the URL (`?type=plc-controls`). */
  id: string;
  name: string;
  platform: RateSet;
  manufacturer: RateSet;
}

const rates = (base: number, overtime: number, sundayHoliday: number): RateSet => ({
  base,
  overtime,
  sundayHoliday,
});

/** In the order the calculator offers them (spec section 9, "Project types"). */
export const PROJECT_TYPES = [
  {
    id: "robot-programming",
    name: "Robot Programming",
    platform: rates(80, 104, 128),
    manufacturer: rates(136, 204, 272),
  },
  {
    id: "plc-controls",
    name: "PLC Programming / Controls Engineer",
    platform: rates(90, 117, 144),
    manufacturer: rates(153, 229.5, 306),
  },
  {
    id: "mechanical-design",
    name: "Mechanical Design",
    platform: rates(80, 104, 128),
    manufacturer: rates(136, 204, 272),
  },
  {
    id: "industrial-electrician",
    name: "Industrial Electrician",
    platform: rates(70, 91, 112),
    manufacturer: rates(119, 178.5, 238),
  },
  {
    id: "machine-builder",
    name: "Machine Builder",
    platform: rates(60, 78, 96),
    manufacturer: rates(102, 153, 204),
  },
  {
    id: "emergency-repair",
    name: "Emergency Repair",
    platform: rates(80, 104, 128),
    manufacturer: rates(136, 204, 272),
  },
] as const satisfies readonly ProjectTypeRates[];

export type ProjectTypeId = (typeof PROJECT_TYPES)[number]["id"];

export interface Location {
  /** Stable key, used in the URL (`?location=south-carolina`). */
  id: string;
  name: string;
  multiplier: number;
}

/** In the order the calculator offers them (issue 5). */
export const LOCATIONS = [
  { id: "michigan", name: "Michigan", multiplier: 1 },
  { id: "south-carolina", name: "South Carolina", multiplier: 1 },
  { id: "texas", name: "Texas", multiplier: 1.1 },
  { id: "ohio", name: "Ohio", multiplier: 1.1 },
  { id: "tennessee", name: "Tennessee", multiplier: 1.1 },
  { id: "kentucky", name: "Kentucky", multiplier: 1.1 },
  { id: "california", name: "California", multiplier: 1.6 },
  { id: "alabama", name: "Alabama", multiplier: 1.4 },
  { id: "north-carolina", name: "North Carolina", multiplier: 1.2 },
  { id: "minnesota", name: "Minnesota", multiplier: 1.3 },
  { id: "indiana", name: "Indiana", multiplier: 1.1 },
  { id: "wisconsin", name: "Wisconsin", multiplier: 1.2 },
  { id: "ontario", name: "Ontario", multiplier: 1.3 },
  { id: "illinois", name: "Illinois", multiplier: 1.1 },
  { id: "pennsylvania", name: "Pennsylvania", multiplier: 1.2 },
] as const satisfies readonly Location[];

export type LocationId = (typeof LOCATIONS)[number]["id"];

/** A location the table does not list counts as 1. */
export const UNKNOWN_LOCATION_MULTIPLIER = 1;

export interface DurationBand {
  minWeeks: number;
  maxWeeks: number;
  multiplier: number;
}

/** Longer engagements earn a lower multiplier; the bands cover 1-52 weeks without gaps. */
export const DURATION_BANDS = [
  { minWeeks: 1, maxWeeks: 4, multiplier: 1.2 },
  { minWeeks: 5, maxWeeks: 11, multiplier: 1 },
  { minWeeks: 12, maxWeeks: 24, multiplier: 0.9 },
  { minWeeks: 25, maxWeeks: 52, multiplier: 0.85 },
] as const satisfies readonly DurationBand[];

/** Hours split: the first 40 hours a week at base, hours 41-60 at overtime, above 60 at Sunday/holiday. */
export const BASE_HOURS_LIMIT = 40;
export const OVERTIME_HOURS_LIMIT = 60;

/** Hours above this show 'High hours may impact efficiency'. */
export const HIGH_HOURS_THRESHOLD = 60;

/** Time savings: 40 % of the weeks, rounded down. Kept as a fraction so the arithmetic stays whole. */
export const TIME_SAVINGS_FRACTION = { numerator: 2, denominator: 5 } as const;

/** Slider ranges (spec section 5); every value is a whole number. */
export const CALCULATOR_LIMITS = {
  weeks: { min: 1, max: 52 },
  hoursPerWeek: { min: 40, max: 70 },
  teamSize: { min: 1, max: 20 },
} as const;

export interface CalculatorInputs {
  projectType: ProjectTypeId;
  weeks: number;
  hoursPerWeek: number;
  teamSize: number;
  /** A location id; one the table does not know counts with multiplier 1. */
  location: string;
}

/** Robot Programming, 3 weeks, 40 hours, 7 specialists, Michigan. */
export const DEFAULT_INPUTS: Readonly<CalculatorInputs> = Object.freeze({
  projectType: "robot-programming",
  weeks: 3,
  hoursPerWeek: 40,
  teamSize: 7,
  location: "michigan",
});
