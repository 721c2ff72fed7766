import type { AnyRouter } from "@tanstack/react-router";
import type { Analytics } from "./analytics";

/** The title the router's head tags give the current matches (the deepest one wins). */
export function titleOfMatches(
  matches: ReadonlyArray<{ meta?: ReadonlyArray<unknown> | undefined }>,
): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    for (const tag of matches[i]?.meta ?? []) {
      if (tag && typeof tag === "object" && "title" in tag && typeof tag.title === "string") return tag.title;
    }
  }
  return "";
}

/**
 * One page view for the first page and one for every route change (a new path or query, not a
 * hash within the page).
 */
export function trackPageViews(
  router: AnyRouter,
  analytics: Analytics,
  initial: { path: string; title: string },
) {
  let last = initial.path;
  analytics.pageView(initial);
  return router.subscribe("onResolved", ({ toLocation }) => {
    const path = `${toLocation.pathname}${toLocation.searchStr ?? ""}`;
    if (path === last) return;
    last = path;
    analytics.pageView({ path, title: titleOfMatches(router.state.matches) });
  });
}
