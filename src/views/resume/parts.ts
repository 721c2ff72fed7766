import { islandNames } from "../../content/islandNames";
import { island, preloadParts, staticPart } from "../../startup/islands";

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

/**
 * The opening band (eyebrow, heading, intro) never changes: it stays its prerendered HTML, so the
 * page does not start with the table of every page's head and intro copy (content/pages.ts) that
 * PageIntro reads.
 */
export const intro = staticPart("page-intro", () =>
  import("./CreateProfileIntro").then((module) => ({ default: module.CreateProfileIntro })),
);

/** The route's `beforeLoad`: the parts' code, for a page rendered in the browser (or prerendered). */
export const preload = preloadParts(intro, resumeAside);
