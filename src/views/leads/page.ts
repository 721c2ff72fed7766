import { staticPart } from "../../startup/islands";

/**
 * The lead intake's pages (issue 33): the privacy notice and the two pages a form sent without
 * JavaScript lands on. Nothing on them changes: each stays its prerendered HTML (islands.tsx). One
 * module holds all three (one lazy import in the routes' code, which every page's first load carries).
 */
const pages = () => import("./LeadPages");

export const privacyPage = staticPart("privacy", () => pages().then((m) => ({ default: m.PrivacyPage })));
export const sentPage = staticPart("sent", () => pages().then((m) => ({ default: m.SentPage })));
export const notSentPage = staticPart("not-sent", () => pages().then((m) => ({ default: m.NotSentPage })));
