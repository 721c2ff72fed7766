import { startTransition } from "react";
import type { Root } from "react-dom/client";

type HydrationRoot = Root & { unstable_scheduleHydration?: (target: Node) => void };

let hydrationRoot: HydrationRoot | undefined;

/** The entry hands over the root it hydrated, so the shell can ask for its content next. */
export function rememberHydrationRoot(root: Root): void {
  hydrationRoot = root;
}

/**
 * The router wraps each page's content in a Suspense boundary, and React leaves a server-rendered
 * boundary to hydrate later, at idle priority: about 300 ms after the header and footer. A link
 * clicked in that gap makes the router drop the page while React still has to hydrate it. Called
 * once the shell has hydrated, this asks React to hydrate the boundary that holds `target` now, as
 * a transition: time-sliced, and without forcing the sections inside it that wait on purpose (the
 * home page's calculator loads only as it nears the viewport).
 */
export function hydrateContentNow(target: Node | null): void {
  const root = hydrationRoot;
  if (!root?.unstable_scheduleHydration || !target) return;
  startTransition(() => root.unstable_scheduleHydration?.(target));
}

/** True once React owns the element (it has hydrated it). */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactFiber"));
}
