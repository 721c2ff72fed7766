import type { AnyRouter, HistoryLocation, RouterHistory } from "@tanstack/react-router";
import { loadFailureCopy } from "../content/offline";
import type { RoutePath } from "../content/pages";
import { clearLoadNotice, postLoadNotice } from "./loadNotices";
import { canFetchCode } from "./onDemand";

/**
 * Every navigation in the app passes here before the router leaves the page (a history blocker), so
 * that a page whose code cannot be loaded never replaces the one the visitor is on:
 *
 * 1. Another path while a newer deployment is ready (or has taken over from another tab): the next
 *    page loads as a whole document from the new version (serviceWorker.ts), never old code with
 *    new chunks.
 * 2. The destination's code (its route chunk and the static parts its `beforeLoad` fetches) is
 *    loaded first. Loaded, the navigation goes ahead as usual.
 * 3. Not loaded, offline: the visitor stays on the page, with everything typed on it, and a notice
 *    says which page could not be opened, with a retry. (Left to the router, the page would become
 *    its error screen, or its reload-on-missing-chunk would show the browser's offline page.)
 * 4. Not loaded, online: the file is gone (a deployment replaced it), so the page loads as a whole
 *    document, which brings the new version.
 *
 * With the service worker, every page's code is precached and step 3 does not happen after the
 * first visit. Intent preloads (pointing at a link) are skipped while offline with no worker:
 * Chromium remembers a failed module fetch for the life of the page (see onDemand.ts), so a preload
 * that fails offline would spoil the navigation once the visitor is back online.
 */

const NAVIGATION_NOTICE = "navigation";

type Action = "PUSH" | "REPLACE" | "BACK" | "FORWARD" | "GO";

/** Loads the page as a whole document; the promise never settles, as the page is going away. */
function loadDocument(href: string, action: Action): Promise<never> {
  if (action === "PUSH") location.assign(href);
  else if (action === "REPLACE") location.replace(href);
  // Back, Forward, Go: the address bar already shows the destination.
  else location.reload();
  return new Promise<never>(() => {});
}

/** True when the route code for `href` is in the page: its chunks and what its beforeLoad fetches. */
async function routeCodeLoaded(
  router: AnyRouter,
  preload: AnyRouter["preloadRoute"],
  href: string,
): Promise<boolean> {
  try {
    const matches = (await preload({ href } as unknown as Parameters<AnyRouter["preloadRoute"]>[0])) as
      | Array<{ routeId: string; status: string }>
      | undefined;
    if (!matches?.length || matches.some((match) => match.status === "error")) return false;
    // A code-split route component keeps its `preload` until its chunk has loaded (the router's
    // lazyRouteComponent), and records a failed download without throwing.
    return matches.every((match) => {
      const route = (router.routesById as Record<string, { options: { component?: { preload?: unknown } } }>)[
        match.routeId
      ];
      const component = route?.options.component;
      return typeof component?.preload !== "function";
    });
  } catch {
    return false;
  }
}

function pageName(pathname: string): string {
  const path = (pathname.replace(/\/+$/, "") || "/") as RoutePath;
  return loadFailureCopy.pageNames[path] ?? loadFailureCopy.unknownPage;
}

export function guardNavigation(router: AnyRouter, handOver: () => Promise<boolean>): () => void {
  const preload = router.preloadRoute;
  router.preloadRoute = ((options) =>
    canFetchCode() ? preload(options) : Promise.resolve(undefined)) as AnyRouter["preloadRoute"];
  let attempts = 0;
  let lastHref = "";

  const history = router.history as RouterHistory;
  return history.block({
    enableBeforeUnload: false,
    blockerFn: async ({
      currentLocation,
      nextLocation,
      action,
    }: {
      currentLocation: HistoryLocation;
      nextLocation: HistoryLocation;
      action: Action;
    }) => {
      // The same page with another query or hash (filters, calculator inputs): its code is here.
      if (nextLocation.pathname === currentLocation.pathname) return false;
      const href = nextLocation.href;
      if (await handOver()) return loadDocument(href, action);
      if (await routeCodeLoaded(router, preload, href)) {
        attempts = 0;
        clearLoadNotice(NAVIGATION_NOTICE);
        return false;
      }
      if (navigator.onLine) return loadDocument(href, action);
      attempts = href === lastHref ? attempts + 1 : 1;
      lastHref = href;
      postLoadNotice({
        id: NAVIGATION_NOTICE,
        what: loadFailureCopy.page(pageName(nextLocation.pathname)),
        failure: { reason: "offline", attempts },
        tone: "alert",
        retry: () => void router.navigate({ href }),
        takeFocus: true,
      });
      return true;
    },
  });
}
