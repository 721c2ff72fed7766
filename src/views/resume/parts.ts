import { islandNames } from "../../content/islandNames";
import { island, preloadParts } from "../../platform/islands";

/**
 * The builder's right column (preview, value card, AI suggestions, market insights, strength
 * meter): an island, so a visit that only reads does not load its code (the preview's three
 * templates among it). It hydrates when the visitor points at, touches or tabs into it, or as soon
 * as what it shows changes (the builder wakes it: a keystroke, a restored draft). A press on a
 * template before then is held and handed over.
 */
export const resumeAside = island("resume-aside", () => import("./ResumeAside"), {
  trigger: "intent",
  what: islandNames.resumeAside,
});

/** The route's `beforeLoad`: the column's code, for a page rendered in the browser. */
export const preload = preloadParts(resumeAside);
