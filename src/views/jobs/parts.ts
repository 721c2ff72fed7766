import { islandNames } from "../../content/islandNames";
import { island, preloadParts } from "../../platform/islands";

/**
 * The rate range slider: an island (platform/islands.tsx), so that the slider's code (Ark's and
 * zag's) loads when a visitor reaches for it (points at, touches or tabs to a thumb, or opens the
 * filter panel on a phone), not with the page. Until then its prerendered HTML is the slider as it
 * will be (label, value, track, focusable thumbs): a key or a press on it is held and handed over
 * once it has hydrated. It hydrates at once when the URL gives it a rate the HTML does not show (the
 * page wakes it: FindJobsPage).
 */
export const rateSlider = island(
  "job-rate-slider",
  () => import("./RateRangeSlider").then((module) => ({ default: module.RateRangeSlider })),
  { trigger: "intent", what: islandNames.jobRateSlider },
);

/** Every part the page shows: the route's `beforeLoad` awaits them when the page is entered. */
export const preload = preloadParts(rateSlider);
