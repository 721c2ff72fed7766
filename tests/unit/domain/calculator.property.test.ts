import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { durationBand, estimateSavings, locationFor, projectTypeRates } from "../../../src/domain/calculator";
import {
  CALCULATOR_LIMITS,
  type CalculatorInputs,
  DURATION_BANDS,
  LOCATIONS,
  PROJECT_TYPES,
} from "../../../src/domain/calculatorRates";

const whole = (limits: { min: number; max: number }) => fc.integer({ min: limits.min, max: limits.max });

const anyInputs: fc.Arbitrary<CalculatorInputs> = fc.record({
  projectType: fc.constantFrom(...PROJECT_TYPES.map((type) => type.id)),
  weeks: whole(CALCULATOR_LIMITS.weeks),
  hoursPerWeek: whole(CALCULATOR_LIMITS.hoursPerWeek),
  teamSize: whole(CALCULATOR_LIMITS.teamSize),
  location: fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...LOCATIONS.map((location) => location.id)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  ),
});

const runs = { numRuns: 500 };

describe("calculator properties", () => {
  it("platform cost is below the manufacturer cost", () => {
    fc.assert(
      fc.property(anyInputs, (inputs) => {
        const result = estimateSavings(inputs);
        expect(result.platformCost).toBeLessThan(result.traditionalCost);
      }),
      runs,
    );
  });

  it("savings are positive, the exact difference rounded, and the percentage stays within 0-100", () => {
    fc.assert(
      fc.property(anyInputs, (inputs) => {
        const result = estimateSavings(inputs);
        expect(result.savings).toBeGreaterThanOrEqual(0);
        const exact = result.applied.unroundedTraditionalCost - result.applied.unroundedPlatformCost;
        expect(Math.abs(result.savings - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(Math.abs(result.savings - (result.traditionalCost - result.platformCost))).toBeLessThanOrEqual(
          1,
        );
        expect(result.savingsPercent).toBeGreaterThanOrEqual(0);
        expect(result.savingsPercent).toBeLessThanOrEqual(100);
        expect(Number.isInteger(result.savingsPercent)).toBe(true);
        // within half a percent of the exact ratio, plus the rounding of the shown dollars
        const shown = (100 * result.savings) / result.traditionalCost;
        expect(Math.abs(shown - result.savingsPercent)).toBeLessThanOrEqual(0.5 + 0.01);
      }),
      runs,
    );
  });

  it("every money figure is whole dollars and within a half dollar of the unrounded formula", () => {
    fc.assert(
      fc.property(anyInputs, (inputs) => {
        const result = estimateSavings(inputs);
        const { applied } = result;
        const factor =
          applied.location.multiplier * applied.duration.multiplier * inputs.teamSize * inputs.weeks;
        for (const [cost, weekly] of [
          [result.platformCost, applied.weeklyPlatformCost],
          [result.traditionalCost, applied.weeklyManufacturerCost],
        ] as const) {
          expect(Number.isInteger(cost)).toBe(true);
          expect(Math.abs(cost - weekly * factor)).toBeLessThanOrEqual(0.5 + 1e-6);
        }
      }),
      runs,
    );
  });

  it("costs never decrease as weeks grow within a duration band", () => {
    fc.assert(
      fc.property(anyInputs, fc.constantFrom(...DURATION_BANDS), fc.nat(), fc.nat(), (inputs, band, a, b) => {
        const span = band.maxWeeks - band.minWeeks + 1;
        const [fewer, more] = [band.minWeeks + (a % span), band.minWeeks + (b % span)].sort((x, y) => x - y);
        const short = estimateSavings({ ...inputs, weeks: fewer as number });
        const long = estimateSavings({ ...inputs, weeks: more as number });
        expect(long.platformCost).toBeGreaterThanOrEqual(short.platformCost);
        expect(long.traditionalCost).toBeGreaterThanOrEqual(short.traditionalCost);
        expect(long.savings).toBeGreaterThanOrEqual(short.savings - 1);
      }),
      runs,
    );
  });

  it("costs never decrease as the team grows", () => {
    fc.assert(
      fc.property(anyInputs, whole(CALCULATOR_LIMITS.teamSize), (inputs, other) => {
        const [smaller, larger] = [inputs.teamSize, other].sort((x, y) => x - y);
        const small = estimateSavings({ ...inputs, teamSize: smaller as number });
        const large = estimateSavings({ ...inputs, teamSize: larger as number });
        expect(large.platformCost).toBeGreaterThanOrEqual(small.platformCost);
        expect(large.traditionalCost).toBeGreaterThanOrEqual(small.traditionalCost);
      }),
      runs,
    );
  });

  it("suggested rates equal the platform table times the location and duration multipliers, to the cent", () => {
    fc.assert(
      fc.property(anyInputs, (inputs) => {
        const { suggestedRates } = estimateSavings(inputs);
        const table = projectTypeRates(inputs.projectType).platform;
        const multiplier = locationFor(inputs.location).multiplier * durationBand(inputs.weeks).multiplier;
        for (const tier of ["base", "overtime", "sundayHoliday"] as const) {
          const rate = suggestedRates[tier];
          expect(Number.isInteger(Math.round(rate * 100))).toBe(true);
          expect(Math.abs(rate * 100 - Math.round(rate * 100))).toBeLessThan(1e-9);
          expect(Math.abs(rate - table[tier] * multiplier)).toBeLessThanOrEqual(0.005 + 1e-9);
        }
      }),
      runs,
    );
  });

  it("weeks faster is 40 % of the weeks rounded down, and high hours flag only above 60", () => {
    fc.assert(
      fc.property(anyInputs, (inputs) => {
        const result = estimateSavings(inputs);
        expect(result.weeksFaster).toBe(Math.floor((inputs.weeks * 4) / 10));
        expect(result.highHours).toBe(inputs.hoursPerWeek > 60);
      }),
      runs,
    );
  });
});
