import type { AnyRouter } from "@tanstack/react-router";
import { loadWhenFetchable } from "./connection";

/**
 * The document's <head> in the browser.
 *
 * The root route owns the head (routes/__root.tsx): the prerender writes the document's own tags and
 * the page's (title, description, canonical, Open Graph, Twitter, JSON-LD; platform/seo.ts) into every
 * page's HTML. In the browser the head is already right for the page the visitor landed on, so the
 * client neither renders nor hydrates it (React 19 leaves tags in <head> it does not render), and the
 * code every page starts with carries none of the pages' head metadata. When the router shows another
 * page, its tags are written (startup/pageHead.ts, with the same function the prerender uses),
 * loaded then: only what follows is in the code every page starts with.
 */

export interface ShownPage {
  /** The path with its query: a shared link's filters still show in the reports. */
  path: string;
  title: string;
}

/**
 * Follows the router: when it has shown a page at a new path, writes that page's head and then tells
 * `onPage` (analytics counts a page view). A change of the query alone is the page updating its own
 * state (a calculator slider, a job filter) and a hash is a place within the page: neither is a new
 * page, and neither loads anything. The head's code is fetched once, when first needed; offline with
 * no service worker to answer, not before the connection is back (a failed fetch of a module is
 * remembered for the life of the page, startup/onDemand.ts).
 */
export function followPageHead(router: AnyRouter, onPage: (page: ShownPage) => void): () => void {
  let shownPath = location.pathname;
  let latest = 0;
  return router.subscribe("onResolved", ({ toLocation }) => {
    if (toLocation.pathname === shownPath) return;
    shownPath = toLocation.pathname;
    const navigation = ++latest;
    const path = `${toLocation.pathname}${toLocation.searchStr ?? ""}`;
    const matches = router.state.matches;
    loadWhenFetchable(() => import("./pageHead")).then(
      ({ applyPageHead, headOfMatches }) => {
        const head = headOfMatches(matches);
        // A page passed through on the way to another still counts as shown; the head is the last's.
        if (navigation === latest) applyPageHead(head);
        const title = head.meta.find((tag) => "title" in tag)?.title;
        onPage({ path, title: title ?? document.title });
      },
      // The page shows; only its head stays the previous page's. The next navigation tries again.
      () => {},
    );
  });
}
