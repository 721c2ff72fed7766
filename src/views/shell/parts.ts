import { headerCopy } from "../../content/navigation";
import { island, staticPart } from "../../startup/islands";

/** The footer never changes: it stays the prerendered HTML on every page (startup/islands.tsx). */
export const footer = staticPart("footer", () =>
  import("./Footer").then((module) => ({ default: module.Footer })),
);

/**
 * The header's menu button and panel (below the large breakpoint) hydrate when a visitor reaches for
 * them: pointed at, touched or tabbed into. A press before then is held and handed over.
 */
export const mobileMenu = island("mobileMenu", () => import("./MobileMenu"), {
  trigger: "intent",
  what: headerCopy.menuLoadName,
});
