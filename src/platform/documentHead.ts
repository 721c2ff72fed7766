import type { AnyRouter } from "@tanstack/react-router";
import type { HeadTags } from "./seo";

/**
 * The document's <head> in the browser.
 *
 * The root route owns the head (routes/__root.tsx): the prerender writes the document's own tags and
 * the page's (title, description, canonical, Open Graph, Twitter, JSON-LD; platform/seo.ts) into every
 * page's HTML. In the browser the head is already right for the page the visitor landed on, so the
 * client neither renders nor hydrates it (React 19 leaves tags in <head> it does not render), and the
 * code every page starts with carries none of the pages' head metadata. When the router shows another
 * page, the page's tags are written here, from the same function the prerender uses, loaded then.
 */

/** The document's own meta tags, the same on every page; a navigation keeps them. */
export const documentMeta = [
  { charSet: "utf-8" },
  { name: "viewport", content: "width=device-width, initial-scale=1, viewport-fit=cover" },
  { name: "theme-color", content: "#0b1520" },
  { name: "format-detection", content: "telephone=no" },
] as const;

const documentMetaNames = new Set<string>(documentMeta.flatMap((tag) => ("name" in tag ? [tag.name] : [])));

/** The page's tags in <head>: everything a page's head gives, nothing the document owns. */
const PAGE_TAGS =
  'title, meta[name], meta[property], link[rel="canonical"], script[type="application/ld+json"]';

/** Replaces the page's tags in the document's head with `head`'s. */
export function applyPageHead(head: HeadTags, doc: Document = document): void {
  for (const element of doc.head.querySelectorAll(PAGE_TAGS)) {
    if (element.localName === "meta" && documentMetaNames.has(element.getAttribute("name") ?? "")) continue;
    element.remove();
  }
  const add = (name: string, attributes: Record<string, string>, text?: string) => {
    const element = doc.createElement(name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    if (text !== undefined) element.textContent = text;
    doc.head.append(element);
  };
  for (const tag of head.meta) {
    if ("title" in tag) add("title", {}, tag.title);
    else add("meta", tag);
  }
  for (const link of head.links) add("link", link);
  for (const script of head.scripts) add("script", { type: script.type }, script.children);
}

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
 * remembered for the life of the page, platform/onDemand.ts).
 */
export function followPageHead(router: AnyRouter, onPage: (page: ShownPage) => void): () => void {
  let shownPath = location.pathname;
  let latest = 0;
  const loadSeo = (): Promise<typeof import("./seo")> =>
    navigator.onLine || navigator.serviceWorker?.controller
      ? import("./seo")
      : new Promise((resolve) => addEventListener("online", () => resolve(loadSeo()), { once: true }));
  return router.subscribe("onResolved", ({ toLocation }) => {
    if (toLocation.pathname === shownPath) return;
    shownPath = toLocation.pathname;
    const navigation = ++latest;
    const path = `${toLocation.pathname}${toLocation.searchStr ?? ""}`;
    const matches = router.state.matches;
    loadSeo().then(
      ({ headOfMatches }) => {
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
