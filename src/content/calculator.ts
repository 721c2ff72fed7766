import { LOCATIONS, type LocationId, PROJECT_TYPES, type ProjectTypeId } from "../domain/calculatorRates";
import { site } from "./site";

/**
 * Copy, labels and option lists of the home page's savings calculator (rules: src/domain/calculator.ts).
 * The section's heading and intro are in calculatorSection.ts: they load with the page, this with the
 * calculator's own chunk.
 */

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const formatWeeks = (n: number) => count(n, "week", "weeks");
export const formatHours = (n: number) => count(n, "hour", "hours");
export const formatSpecialists = (n: number) => count(n, "specialist", "specialists");

export interface SliderField {
  label: string;
  /** The value as shown and announced ('3 weeks'). */
  format: (value: number) => string;
  /** PageUp / PageDown step. */
  largeStep: number;
}

export const calculatorCopy = {
  inputsHeading: "Your project",
  projectType: { label: "Project type" },
  location: { label: "Location" },
  weeks: { label: "Project duration", format: formatWeeks, largeStep: 4 } satisfies SliderField,
  hours: { label: "Hours per week", format: formatHours, largeStep: 5 } satisfies SliderField,
  team: { label: "Team size", format: formatSpecialists, largeStep: 5 } satisfies SliderField,
  /** Shown above HIGH_HOURS_THRESHOLD (src/domain/calculatorRates.ts) hours a week. */
  highHoursWarning: "High hours may impact efficiency",
  results: {
    heading: "Your estimate",
    savingsLabel: "Estimated savings",
    percentLess: (percent: number) => `${percent}% lower cost`,
    weeksFaster: (weeks: number) => `${formatWeeks(weeks)} faster`,
    traditionalLabel: "Traditional (manufacturer) cost",
    traditionalNote: "At typical manufacturer rates",
    platformLabel: "Platform cost",
    platformNote: `Specialists hired directly on ${site.productName}`,
    ratesHeading: "Suggested hourly rates",
    ratesHelpLabel: "How the suggested rates are set",
    ratesHelp:
      "What to offer a specialist: the platform's base, overtime and Sunday / holiday rates for this project type, times the location and duration multipliers.",
    rates: { base: "Base", overtime: "Overtime", sundayHoliday: "Sunday / holiday" },
    /** Read out by screen readers once the visitor pauses on a new value. */
    announcement: (savings: string, percent: number, weeksFaster: string) =>
      `Estimated savings ${savings}, ${percent}% lower cost, ${weeksFaster}.`,
  },
  cta: {
    label: "Post a project",
    note: "No job-posting fees. Contracts are direct, with no agencies.",
  },
  breakdown: {
    summary: "How is this calculated?",
    ratesHeading: (projectType: string) => `Hourly rates for ${projectType}`,
    ratesCaption: "Each week's hours are split into three tiers, each with its own rate.",
    columns: { tier: "Hours", platform: "Platform", traditional: "Traditional" },
    hoursThisWeek: (hours: string) => `${hours} a week`,
    tiers: {
      base: "Base (first 40 hours)",
      overtime: "Overtime (hours 41-60)",
      sundayHoliday: "Sunday / holiday (above 60)",
    },
    weeklyRow: "Week per specialist",
    multipliersHeading: "Multipliers applied",
    location: (name: string) => `Location: ${name}`,
    unknownLocation: "Location not in the table",
    duration: (weeks: string, band: string) => `Duration: ${weeks} (${band} band)`,
    durationBand: (min: number, max: number) => `${min}-${max} weeks`,
    teamSize: "Team size",
    weeks: "Weeks",
    formulaHeading: "The arithmetic",
    platformFormula: "Platform cost",
    traditionalFormula: "Traditional cost",
    rateFormula: {
      base: "Suggested base rate",
      overtime: "Suggested overtime rate",
      sundayHoliday: "Suggested Sunday / holiday rate",
    },
    roundedTo: (value: string) => `, rounded to ${value}`,
    notes: [
      "Savings = traditional cost − platform cost, from the exact costs above, then rounded to the dollar.",
      "Percentage = savings ÷ traditional cost, rounded to a whole percent.",
      "Weeks faster = 40% of the weeks, rounded down.",
      "Suggested rates = platform rates × location × duration multipliers.",
      "Costs are rounded to the dollar and rates to the cent, halves rounding up.",
    ],
  },
} as const;

export const projectTypeOptions: readonly { value: ProjectTypeId; label: string }[] = PROJECT_TYPES.map(
  (type) => ({ value: type.id, label: type.name }),
);

export const locationOptions: readonly { value: LocationId; label: string }[] = LOCATIONS.map((location) => ({
  value: location.id,
  label: location.name,
}));
