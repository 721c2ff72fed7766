/**
 * Whether React owns a DOM node yet, and how to make it take one now.
 *
 * React hydrates every Suspense boundary of the server HTML in a later pass than its parent, at idle
 * priority. For a discrete event aimed at a boundary it has not hydrated, it hydrates that boundary
 * at once, in the capture phase, before the event goes on; a boundary that suspends (a static part,
 * an island waiting for its code) stays as it is. So a non-bubbling `input` event hands a node to
 * React when React can take it, and reaches nothing else: only capture handlers would see it, and
 * the site has none for `input`.
 */
export function ownedByReact(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith("__reactProps"));
}

/** Asks React to hydrate what holds `node` now; true when React owns it afterwards. */
export function claimForReact(node: Element): boolean {
  if (!node.isConnected) return false;
  if (!ownedByReact(node)) node.dispatchEvent(new Event("input", { bubbles: false }));
  return ownedByReact(node);
}
