import {
  BASE_HOURS_LIMIT,
  CALCULATOR_LIMITS,
  type CalculatorInputs,
  DURATION_BANDS,
  type DurationBand,
  HIGH_HOURS_THRESHOLD,
  LOCATIONS,
  type Location,
  OVERTIME_HOURS_LIMIT,
  PROJECT_TYPES,
  type ProjectTypeRates,
  type RateSet,
  TIME_SAVINGS_FRACTION,
  UNKNOWN_LOCATION_MULTIPLIER,
} from "./calculatorRates";

/**
 * The savings calculator's rules (spec sections 5 and 9), pure and exact.
 *
 * How the arithmetic stays exact: every rate becomes whole cents and every multiplier whole
 * hundredths (the table's figures have at most two decimals), so a cost is a product of integers:
 *   weekly cents x location hundredths x duration hundredths x team size x weeks
 * which is an exact count of 1/10,000 cents (at most about 2.8e13, far below 2^53). Nothing is
 * rounded until the very end, where one rule applies everywhere:
 *
 *   ROUNDING RULE: round half up (away from zero; every amount is positive), done on integers, so
 *   a value that is exactly x.5 in decimal always rounds up, as a person would round it. Money
 *   results are rounded to whole dollars, suggested rates to whole cents, the percentage to a
 *   whole percent; the weeks saved are rounded down, as the spec says.
 *
 * Savings is the spec's formula taken literally: the manufacturer cost minus the platform cost,
 * both exact, rounded once at the end like every other result. It can therefore differ by one dollar
 * from subtracting the two rounded costs shown beside it (the breakdown shows the exact costs). The
 * percentage is the exact savings over the exact manufacturer cost, rounded once.
 */

export interface HoursSplit {
  /** Hours 1-40 of the week. */
  base: number;
  /** Hours 41-60. */
  overtime: number;
  /** Hours above 60. */
  sundayHoliday: number;
}

export interface AppliedLocation {
  id: string;
  name: string | undefined;
  multiplier: number;
  /** False when the location is not in the table and counts as 1. */
  known: boolean;
}

export interface SavingsEstimate {
  /** Traditional (manufacturer) cost, whole dollars. */
  traditionalCost: number;
  /** Cost through the platform, whole dollars. */
  platformCost: number;
  /** traditionalCost - platformCost, whole dollars. */
  savings: number;
  /** Savings over the manufacturer cost, a whole percent. */
  savingsPercent: number;
  /** 40 % of the weeks, rounded down. */
  weeksFaster: number;
  /** Platform rates x location x duration multipliers, dollars with at most two decimals. */
  suggestedRates: RateSet;
  /** 'High hours may impact efficiency' applies. */
  highHours: boolean;
  /** What the figures were computed from, for the "How is this calculated?" panel. */
  applied: {
    projectType: ProjectTypeRates;
    hours: HoursSplit;
    location: AppliedLocation;
    duration: { band: DurationBand; multiplier: number };
    teamSize: number;
    weeks: number;
    /** One specialist's week by the hours split, dollars (may hold cents, e.g. 229.5 x 1). */
    weeklyPlatformCost: number;
    weeklyManufacturerCost: number;
    /** The costs before rounding, dollars (for display: "= $150,796.80, rounded to $150,797"). */
    unroundedPlatformCost: number;
    unroundedTraditionalCost: number;
  };
}

const CENTS_PER_DOLLAR = 100;
const HUNDREDTHS = 100;

/** A table figure with at most two decimals as a whole number of hundredths (80 -> 8000, 1.1 -> 110). */
function toHundredths(value: number): number {
  return Math.round(value * 100);
}

/**
 * numerator / denominator rounded half up, for non-negative safe integers. Exact: uses only
 * integer remainder and subtraction, never a rounded float quotient.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    numerator < 0 ||
    denominator <= 0
  )
    throw new RangeError(
      `divideRoundHalfUp needs non-negative safe integers, got ${numerator}/${denominator}`,
    );
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

function assertWhole(name: string, value: number, limits: { min: number; max: number }): void {
  if (!Number.isInteger(value) || value < limits.min || value > limits.max)
    throw new RangeError(`${name} must be a whole number from ${limits.min} to ${limits.max}, got ${value}`);
}

export function projectTypeRates(id: string): ProjectTypeRates {
  const found = PROJECT_TYPES.find((type) => type.id === id);
  if (!found) throw new RangeError(`Unknown project type: ${id}`);
  return found;
}

export function splitHours(hoursPerWeek: number): HoursSplit {
  const base = Math.min(hoursPerWeek, BASE_HOURS_LIMIT);
  const overtime = Math.max(0, Math.min(hoursPerWeek, OVERTIME_HOURS_LIMIT) - BASE_HOURS_LIMIT);
  const sundayHoliday = Math.max(0, hoursPerWeek - OVERTIME_HOURS_LIMIT);
  return { base, overtime, sundayHoliday };
}

export function durationBand(weeks: number): DurationBand {
  const band = DURATION_BANDS.find((b) => weeks >= b.minWeeks && weeks <= b.maxWeeks);
  if (!band) throw new RangeError(`No duration band holds ${weeks} weeks`);
  return band;
}

/** An unknown location counts as 1. */
export function locationFor(id: string): AppliedLocation {
  const found: Location | undefined = LOCATIONS.find((location) => location.id === id);
  return found
    ? { id, name: found.name, multiplier: found.multiplier, known: true }
    : { id, name: undefined, multiplier: UNKNOWN_LOCATION_MULTIPLIER, known: false };
}

export function isHighHours(hoursPerWeek: number): boolean {
  return hoursPerWeek > HIGH_HOURS_THRESHOLD;
}

/** 40 % of the weeks, rounded down, in integers: floor(weeks x 2 / 5). */
export function weeksFaster(weeks: number): number {
  const scaled = weeks * TIME_SAVINGS_FRACTION.numerator;
  return (scaled - (scaled % TIME_SAVINGS_FRACTION.denominator)) / TIME_SAVINGS_FRACTION.denominator;
}

/** One specialist's week in whole cents. */
function weeklyCents(rates: RateSet, hours: HoursSplit): number {
  return (
    toHundredths(rates.base) * hours.base +
    toHundredths(rates.overtime) * hours.overtime +
    toHundredths(rates.sundayHoliday) * hours.sundayHoliday
  );
}

/**
 * An hourly rate x location x duration multipliers, rounded half up to the cent, in dollars.
 * 91 x 1.3 x 0.85 is exactly 100.555 and gives 100.56 (floating point would say 100.55499...).
 */
export function adjustRate(rate: number, locationMultiplier: number, durationMultiplier: number): number {
  const cents = divideRoundHalfUp(
    toHundredths(rate) * toHundredths(locationMultiplier) * toHundredths(durationMultiplier),
    HUNDREDTHS * HUNDREDTHS,
  );
  return cents / CENTS_PER_DOLLAR;
}

export function estimateSavings(inputs: CalculatorInputs): SavingsEstimate {
  assertWhole("weeks", inputs.weeks, CALCULATOR_LIMITS.weeks);
  assertWhole("hoursPerWeek", inputs.hoursPerWeek, CALCULATOR_LIMITS.hoursPerWeek);
  assertWhole("teamSize", inputs.teamSize, CALCULATOR_LIMITS.teamSize);

  const projectType = projectTypeRates(inputs.projectType);
  const hours = splitHours(inputs.hoursPerWeek);
  const location = locationFor(inputs.location);
  const band = durationBand(inputs.weeks);

  const locationHundredths = toHundredths(location.multiplier);
  const durationHundredths = toHundredths(band.multiplier);
  const platformWeekCents = weeklyCents(projectType.platform, hours);
  const manufacturerWeekCents = weeklyCents(projectType.manufacturer, hours);

  // Exact costs in 1/10,000 cents (cents x hundredths x hundredths).
  const scale = locationHundredths * durationHundredths * inputs.teamSize * inputs.weeks;
  const platformExact = platformWeekCents * scale;
  const manufacturerExact = manufacturerWeekCents * scale;
  const perDollar = CENTS_PER_DOLLAR * HUNDREDTHS * HUNDREDTHS;

  const platformCost = divideRoundHalfUp(platformExact, perDollar);
  const traditionalCost = divideRoundHalfUp(manufacturerExact, perDollar);
  // Every factor but the weekly cost is common to both, so the exact ratio is the weekly one.
  const savingsPercent = divideRoundHalfUp(
    100 * (manufacturerWeekCents - platformWeekCents),
    manufacturerWeekCents,
  );

  return {
    traditionalCost,
    platformCost,
    savings: divideRoundHalfUp(manufacturerExact - platformExact, perDollar),
    savingsPercent,
    weeksFaster: weeksFaster(inputs.weeks),
    suggestedRates: {
      base: adjustRate(projectType.platform.base, location.multiplier, band.multiplier),
      overtime: adjustRate(projectType.platform.overtime, location.multiplier, band.multiplier),
      sundayHoliday: adjustRate(projectType.platform.sundayHoliday, location.multiplier, band.multiplier),
    },
    highHours: isHighHours(inputs.hoursPerWeek),
    applied: {
      projectType,
      hours,
      location,
      duration: { band, multiplier: band.multiplier },
      teamSize: inputs.teamSize,
      weeks: inputs.weeks,
      weeklyPlatformCost: platformWeekCents / CENTS_PER_DOLLAR,
      weeklyManufacturerCost: manufacturerWeekCents / CENTS_PER_DOLLAR,
      unroundedPlatformCost: platformExact / perDollar,
      unroundedTraditionalCost: manufacturerExact / perDollar,
    },
  };
}
