/**
 * Whether the page's code answers input at a DOM node yet, and how to make React take a node now.
 *
 * The page says it itself, with the marks its own parts set once React owns them (islands.tsx): an
 * island's wrapper gets `data-hydrated` from an effect once it has hydrated, a static part's
 * `data-live` once a client render made it; until then input there waits for code. Everything else
 * is React's once the shell has hydrated and its content has been claimed (hydration.ts).
 *
 * React hydrates every Suspense boundary of the server HTML in a later pass than its parent, at idle
 * priority. For a discrete event aimed at a boundary it has not hydrated, it hydrates that boundary
 * at once, in the capture phase, before the event goes on (React's documented selective hydration:
 * "React prioritizes hydrating the parts the user interacts with"); a boundary that suspends (a
 * static part, an island waiting for its code) stays as it is. So a non-bubbling `input` event
 * hands a node to React when React can take it, and reaches nothing else: only capture handlers
 * would see it, and the site has none for `input`. The browser suites hold React to this: every
 * hand-over in tests/e2e/earlyInput*.spec.ts goes through it.
 */

/** The selector of the parts whose code is not in yet. */
export const AWAITING_CODE = "[data-island]:not([data-hydrated]), [data-static]:not([data-live])";

/** True while input at `node` waits for code: it is inside an island or a static part not yet live. */
export function awaitingCode(node: Element): boolean {
  return node.closest(AWAITING_CODE) !== null;
}

/** Asks React to hydrate what holds `node` now; true when the page's code answers there afterwards. */
export function claimForReact(node: Element): boolean {
  if (!node.isConnected || awaitingCode(node)) return false;
  node.dispatchEvent(new Event("input", { bubbles: false }));
  return true;
}
