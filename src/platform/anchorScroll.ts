/** Spec: anchor links navigate, then smooth-scroll to the anchor after 300 ms. */
export const ANCHOR_SCROLL_DELAY_MS = 300;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * Scrolls the element with this id into view after the delay. The header offset comes from CSS
 * (scroll-padding-top / scroll-margin-top), so the sticky header never covers the target.
 */
export function scrollToAnchorLater(id: string, delay = ANCHOR_SCROLL_DELAY_MS): () => void {
  const timer = window.setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  }, delay);
  return () => window.clearTimeout(timer);
}
