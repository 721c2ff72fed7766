import type { AnyRouter } from "@tanstack/react-router";
import { scrollToAnchorLater } from "../platform/anchorScroll";

/**
 * Links inside static parts (islands.tsx) are the prerendered `<a href>` of the router's <Link>, with
 * no React behind them until the part is rendered by a client navigation. This gives them what the
 * <Link> would: a plain left click on a same-origin link navigates in the app (the next page renders
 * on the client, scroll and history as for any link), an anchor link scrolls to its section after
 * the spec's delay, and pointing at or focusing a link preloads its route. Modified clicks (new tab,
 * new window, download) and links to other sites keep the browser's behaviour.
 *
 * The listeners are on the window, in the capture phase: React stops events aimed at a boundary it
 * has not hydrated before they bubble, and a static part's boundary is never hydrated.
 */
export function routeStaticLinks(router: AnyRouter): void {
  const staticLink = (target: EventTarget | null): HTMLAnchorElement | null => {
    if (!(target instanceof Element)) return null;
    const link = target.closest<HTMLAnchorElement>("a[href]");
    if (!link) return null;
    const part = link.closest("[data-static]");
    if (!part || part.hasAttribute("data-live")) return null;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
    return new URL(link.href).origin === location.origin ? link : null;
  };

  addEventListener(
    "click",
    (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = staticLink(event.target);
      if (!link) return;
      event.preventDefault();
      const url = new URL(link.href);
      const hash = url.hash.slice(1);
      // The delay counts from the new page: started at the click, it could find the same id on the
      // page being left (the home page has a #how-it-works too) while the next one still loads.
      void router
        .navigate({
          href: `${url.pathname}${url.search}${url.hash}`,
          resetScroll: true,
          hashScrollIntoView: false,
        })
        .then(() => {
          if (hash) scrollToAnchorLater(decodeURIComponent(hash));
        });
    },
    true,
  );

  const preload = (event: Event) => {
    const link = staticLink(event.target);
    if (!link) return;
    const url = new URL(link.href);
    // `href` is parsed like a navigation's (the typed options do not list it for preloads).
    const options = { href: `${url.pathname}${url.search}` } as unknown as Parameters<
      AnyRouter["preloadRoute"]
    >[0];
    void router.preloadRoute(options).catch(() => {
      // A failed preload is retried by the navigation itself.
    });
  };
  for (const type of ["pointerover", "focusin", "touchstart"] as const) {
    addEventListener(type, preload, { capture: true, passive: true });
  }

  markCurrentLinks();
  router.subscribe("onResolved", markCurrentLinks);
}

/**
 * What a <Link> says of itself, said for the links of static parts that stay their first page's
 * HTML (the footer): `aria-current="page"` on a link to the page shown (and to the section shown,
 * for a link with a fragment), on none other.
 */
export function markCurrentLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("[data-static]:not([data-live]) a[href]")) {
    const url = new URL(link.href);
    const current =
      url.origin === location.origin &&
      url.pathname === location.pathname &&
      (url.hash === "" || url.hash === location.hash);
    if (current) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}
