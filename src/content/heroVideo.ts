/**
 * The hero video's name where the home page's first load needs it: the line shown when its code
 * cannot be loaded (platform/islands.tsx). Kept apart from home.ts, whose copy loads with the video.
 */
export const heroVideo = {
  loadName: "The explainer video",
} as const;
