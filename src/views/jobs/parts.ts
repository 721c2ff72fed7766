import { islandNames } from "../../content/islandNames";
import { island, preloadParts } from "../../startup/islands";
import { jobAlertStore } from "./stores";

/**
 * The rate range slider: an island (startup/islands.tsx), so that the slider's code (Ark's and
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

/**
 * The job alert form ('Stay Organized'): an island too, hydrating on intent (pointed at, touched,
 * focused) or at once when an alert is kept on this device, so its flow, its sending lifecycle and its copy load after the page's own code rather than
 * with it (the page's first load stays within its 150 KB). Its prerendered HTML is the real form, which
 * posts to the intake without JavaScript; what a visitor types before its code is in is handed over.
 */
export const jobAlertForm = island(
  "job-alert",
  () => import("./JobAlertForm").then((module) => ({ default: module.JobAlertForm })),
  {
    trigger: "intent",
    // An alert kept on this device shows at once (one set in another tab wakes it: FindJobsPage).
    now: () => jobAlertStore.load().status === "restored",
    what: islandNames.jobAlert,
  },
);

/** Every part the page shows: the route's `beforeLoad` awaits them when the page is entered. */
export const preload = preloadParts(rateSlider, jobAlertForm);
