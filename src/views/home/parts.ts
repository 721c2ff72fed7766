import { calculatorSection } from "../../content/calculatorSection";
import { islandNames } from "../../content/islandNames";
import { site } from "../../content/site";
import { island, preloadParts, staticPart } from "../../startup/islands";
import { isPendingLink } from "./calculator/pendingLink";

/**
 * The home page's parts (startup/islands.tsx): the hero's copy and the sections below it stay their
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

/**
 * The hero's video thumbnail: an island that hydrates when the visitor points at, touches or tabs
 * to it, so a visit that only reads loads neither the video's code nor the state machine library
 * (with the home page's copy, about 17 KB gzipped). A press before then is held and handed over.
 * Offline with a configured player it hydrates at once, so the thumbnail can say the video needs
 * the connection.
 */
export const explainerVideo = island(
  "explainer-video",
  () => import("./ExplainerVideo").then((module) => ({ default: module.ExplainerVideo })),
  {
    trigger: "intent",
    now: () => Boolean(site.explainerVideoId) && navigator.onLine === false,
    what: islandNames.explainerVideo,
  },
);

/** Every part the page shows: the route's `beforeLoad` awaits them. */
export const preload = preloadParts(heroCopy, homeSections, explainerVideo, calculator);
