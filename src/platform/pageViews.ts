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
 * One page view for the first page and one for every route change: a new path. A change of the
 * query alone is the page updating its own state (a calculator slider, a job filter, a contractor
 * sort) and a hash is a place within the page, so neither is a new page view. The path reported
 * keeps the query, so a shared link's filters still show in the reports.
 */
export function trackPageViews(
  router: AnyRouter,
  analytics: Analytics,
  initial: { path: string; title: string },
) {
  let lastPathname = initial.path.replace(/[?#].*$/, "");
  analytics.pageView(initial);
  return router.subscribe("onResolved", ({ toLocation }) => {
    if (toLocation.pathname === lastPathname) return;
    lastPathname = toLocation.pathname;
    analytics.pageView({
      path: `${toLocation.pathname}${toLocation.searchStr ?? ""}`,
      title: titleOfMatches(router.state.matches),
    });
  });
}
