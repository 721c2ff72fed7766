/**
 * The names the page's first script (earlyInputRuntime.ts, written inline by earlyInputInline.ts)
 * shares with the page's code, the prerender and the tests.
 */

/** Where the early-input script keeps what it holds (read by earlyInput.ts). */
export const HELD_INPUT_GLOBAL = "__heldInput";

/** The JSON list of the page's first-load modules, entry first (written by scripts/prerender.mjs). */
export const CLIENT_MODULES_ID = "client-modules";

/**
 * On the #client-modules list: `data-start="load"` when the page's code starts at once after the
 * load, `data-start="idle"` when it starts at the first idle moment after it (the pages a visitor
 * acts on), and `data-restores` with the storage keys whose presence starts it at once
 * (startPolicy.ts). Without `data-start` the code waits for the visitor's first sign of intent.
 */
export const START_ATTRIBUTE = "data-start";
/** On the same list: the site's whole stylesheet (the page inlines only its own rules). */
export const STYLESHEET_ATTRIBUTE = "data-stylesheet";
export const RESTORES_ATTRIBUTE = "data-restores";

/**
 * Where the router keeps the scroll positions of the entries it made (TanStack Router's
 * `storageKey`, held to it by a unit test): each location's key in history.state, then the window's
 * and any marked element's position.
 */
export const SCROLL_CACHE_KEY = "tsr-scroll-restoration-v1_3";

/**
 * The web app manifest (the site can be installed). Like the service worker, it waits for the
 * page to be quiet: the early-input script links it WORKER_QUIET_MS after the load, at the next idle
 * moment (a `<noscript>` copy in <head> serves a browser without JavaScript, __root.tsx). Linked in
 * the HTML, the browser fetched it and the icon it names while the page was still loading, and
 * Lighthouse's simulation counted both before the largest paint (/for-employers, 5 runs each: LCP
 * 1.20-1.22 s without the link, 1.36 or 1.50 s with it); linked right after the first paint, their
 * fetch and parse were the page's work beyond its floor.
 */
export const MANIFEST_URL = "/site.webmanifest";

/** On <html> while a shared link's calculator inputs wait for the calculator to hydrate. */
export const CALCULATOR_PENDING_ATTRIBUTE = "data-calculator-pending";

/**
 * On <html> when the page was opened with a fragment in its address (the shared resume's link
 * carries the resume there): the HTML shows "Reading…" with one and says there is no resume without.
 */
export const LINK_FRAGMENT_ATTRIBUTE = "data-link-fragment";

/** On a control whose press is held until the code answers it (with `aria-busy`; index.css styles it). */
export const HELD_ATTRIBUTE = "data-held";

/**
 * Where the router keeps a history entry's key in `history.state` (TanStack's history, held to it
 * by a unit test): the scroll cache is by that key.
 */
export const HISTORY_KEY = "__TSR_key";
