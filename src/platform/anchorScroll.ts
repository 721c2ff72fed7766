/** Spec: anchor links navigate, then smooth-scroll to the anchor after 300 ms. */
export const ANCHOR_SCROLL_DELAY_MS = 300;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * How long to keep looking for a target that is not on the page yet when the delay ends: the
 * destination route's code may still be loading on a slow connection or a busy CPU.
 */
export const ANCHOR_WAIT_LIMIT_MS = 5000;

/**
 * Scrolls the element with this id into view after the delay. The header offset comes from CSS
 * (scroll-padding-top / scroll-margin-top), so the sticky header never covers the target. If the
 * target is not rendered yet when the delay ends, it is scrolled to on the first frame it exists.
 */
export function scrollToAnchorLater(id: string, delay = ANCHOR_SCROLL_DELAY_MS): () => void {
  let frame = 0;
  let deadline = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
      return;
    }
    if (performance.now() < deadline) frame = window.requestAnimationFrame(attempt);
  };
  const timer = window.setTimeout(() => {
    deadline = performance.now() + ANCHOR_WAIT_LIMIT_MS;
    attempt();
  }, delay);
  return () => {
    window.clearTimeout(timer);
    window.cancelAnimationFrame(frame);
  };
}
