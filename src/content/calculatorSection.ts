import { site } from "./site";

/**
 * The savings calculator section's heading and intro. Kept apart from calculator.ts so the home
 * page's first load carries only these strings; the rest of the calculator's copy loads with it.
 */
export const calculatorSection = {
  eyebrow: "Savings calculator",
  /** Names it in the line shown when its code cannot be loaded (startup/islands.tsx). */
  loadName: "The savings calculator",
  heading: "What will your next automation project cost?",
  intro: `Compare traditional manufacturer rates with hiring specialists directly on ${site.productName}. The estimate updates as you move the sliders, and the page address keeps your numbers, so you can bookmark or share them.`,
} as const;
