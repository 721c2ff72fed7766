import type { MouseEvent } from "react";

/**
 * Header links scroll to the top even when they point at the page already shown. A link to another
 * page leaves it to the router, which starts the new page at the top and first remembers where the
 * visitor was on this one, so that Back returns there; scrolling here first would record the top.
 */
export function scrollToTop(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.currentTarget.pathname !== window.location.pathname) return;
  window.scrollTo({ top: 0, left: 0, behavior: "auto" });
}
