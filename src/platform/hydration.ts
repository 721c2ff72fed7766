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
 * once the shell has hydrated, this asks React to hydrate the boundary that holds `content` now, as
 * a transition: time-sliced, and without forcing the sections inside it that wait on purpose (the
 * home page's calculator loads only as it nears the viewport). Once React owns the content it marks
 * the document `data-hydrated` (for tests and tooling). Returns the cleanup for an effect.
 */
export function hydrateContentNow(content: Element | null): () => void {
  const root = hydrationRoot;
  if (root?.unstable_scheduleHydration && content) {
    startTransition(() => root.unstable_scheduleHydration?.(content));
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const mark = () => {
    if (!content || isHydrated(content)) document.documentElement.dataset.hydrated = "true";
    else timer = setTimeout(mark, 16);
  };
  mark();
  return () => clearTimeout(timer);
}

/** True once React owns the element (it has hydrated it). */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactFiber"));
}
