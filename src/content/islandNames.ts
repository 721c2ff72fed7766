/**
 * What the interactive parts that hydrate on their own (startup/islands.tsx) are called in the line
 * shown when their code cannot be loaded. Kept apart from each page's copy, which loads with the
 * part, so that the page's first load carries only these strings.
 */
export const islandNames = {
  explainerVideo: "The explainer video",
  contractorSliders: "The distance and rate sliders",
  jobRateSlider: "The rate slider",
  resumeAside: "The resume preview",
  jobAlert: "The job alert form",
} as const;
