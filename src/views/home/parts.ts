import { calculatorSection } from "../../content/calculatorSection";
import { island, staticPart } from "../../platform/islands";
import { isPendingLink } from "./calculator/pendingLink";

/**
 * The home page's parts (platform/islands.tsx): the hero's copy and the sections below it stay their
 * prerendered HTML; the calculator is an island that hydrates as it nears the viewport, when the
 * visitor points at or tabs into it, or at once for a shared link with calculator inputs.
 */
export const heroCopy = staticPart("home-hero", () =>
  import("./HeroCopy").then((module) => ({ default: module.HeroCopy })),
);

export const homeSections = staticPart("home-sections", () =>
  import("./HomeSections").then((module) => ({ default: module.HomeSections })),
);

export const calculator = island(
  "calculator",
  () => import("./calculator/SavingsCalculator").then((module) => ({ default: module.SavingsCalculator })),
  { trigger: "visible", now: isPendingLink, what: calculatorSection.loadName },
);
