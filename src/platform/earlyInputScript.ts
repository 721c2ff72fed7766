import { CALCULATOR_SEARCH_KEYS } from "../domain/calculatorKeys";
import { SITE_WIDE_START } from "./startPolicy";
import { WORKER_QUIET_MS, WORKER_SCOPE, WORKER_URL } from "./workerRegistration";

/** Where the early-input script keeps what it holds (read by earlyInput.ts). */
export const HELD_INPUT_GLOBAL = "__heldInput";

/** The JSON list of the page's first-load modules, entry first (written by scripts/prerender.mjs). */
export const CLIENT_MODULES_ID = "client-modules";

/**
 * On the #client-modules list: `data-start="load"` when the page's code starts at once, or
 * `data-restores` with the storage keys whose presence starts it at once (startPolicy.ts).
 */
export const START_ATTRIBUTE = "data-start";
/** On the same list: the site's whole stylesheet (the page inlines only its own rules). */
export const STYLESHEET_ATTRIBUTE = "data-stylesheet";
export const RESTORES_ATTRIBUTE = "data-restores";

/**
 * Whether this build registers the service worker: decided once for the whole build by vite.config.ts
 * (builds only, unless `VITE_SERVICE_WORKER=off`; README, "Offline and installable").
 */
function serviceWorkerEnabled(): boolean {
  // `import.meta.env` is Vite's: absent where a test runner imports this module directly. PROD as
  // well, so that no development server ever registers it, whatever it defines.
  const env = import.meta.env as ImportMetaEnv | undefined;
  return Boolean(env?.PROD) && env?.SERVICE_WORKER === "on";
}

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

/**
 * The page's first script, inline in <head> (allowed by its hash in the page's CSP). The page is
 * readable and usable from its HTML at once: links navigate, fields take text, native controls keep
 * their value. What needs the app's code is held here until the code has taken over, then handed
 * over by earlyInput.ts, so nothing a visitor does in the first seconds is lost:
 *
 * - a click on a button, a checkbox, a radio or the label of one (a submit button included) is held
 *   and its default prevented: a form never submits itself with its fields in the URL. Every tap
 *   counts (two quick taps on the menu open and close it), except one on a control whose held tap
 *   went unanswered: its island's code failed to load and the visitor was told (earlyInput.ts), so
 *   tapping it again is trying again, not a second press (the menu opens once, not open and shut);
 * - arrow, Home, End and Page keys on a slider are held (and do not scroll the page);
 * - a form's submission (Enter in a field) is held the same way, except a search form's (inside
 *   <search>), which may go on as a plain search;
 * - a field the visitor edits is remembered with its text, so the text can be given to the app's
 *   state (a controlled field shows its state's value again as soon as React renders it).
 *
 * It also starts the app's code (startPolicy.ts): the entry, the page's modules (modulepreload) and
 * the whole stylesheet are fetched and run at the visitor's first sign of intent (a press, a touch,
 * a key, a wheel turn, the pointer moving, focus entering the page), or once the page has loaded
 * when it has something to show that the HTML cannot: a query or fragment in the address, the
 * login cookie, stored work the page restores, analytics switched on, or a page marked to start at
 * load; and when the fragment changes (a resume link pasted into the address of /resume). Nothing is fetched earlier: measured, merely fetching the modules at load doubled a page's
 * main-thread work and pushed its LCP from 1.7 to 3.2 s under Lighthouse's mobile throttling. The
 * last element the mouse pointer entered is remembered, so that a hover begun before the code is
 * handed over too. When the page has been loaded and quiet for a moment (WORKER_QUIET_MS) without
 * its code starting, it registers the service worker (production builds where it is on), which
 * fetches and caches the site in its own thread: a visit that only reads still leaves every page
 * ready offline, and the next start reads the code from the worker's cache. A page whose code
 * started leaves that to the code, once it is in (serviceWorker.ts).
 *
 * Presses on an island (a slider's thumb or track) are remembered with where the pointer let go,
 * until the code takes them over (islands.tsx) and makes them again once the island has hydrated:
 * a drag ended before the code came still moves the slider.
 *
 * Until the app takes over (earlyInput.ts) everything is held; after that only input meant for an island that
 * has not hydrated yet (islands.tsx), and, while a hand-over is making what was held (`held.busy`),
 * the presses and slider keys that come meanwhile: they queue behind it, in order, instead of
 * overtaking it or reaching a slider before it knows which thumb has focus. (Not a submission: the
 * browser's own submit event, trusted, is what a held press on a submit button makes.) It also marks a home-page link that carries calculator inputs,
 * so the prerendered default figures are dimmed instead of shown as the visitor's, and an address
 * with a fragment, so the shared resume's HTML says it is reading rather than that there is none.
 *
 * Back from another site to an earlier page of a visit can be a history step inside this document
 * (Chromium counts the entries the router made as one document's, even once one of them was loaded
 * anew): until the app has taken over, a step to another address loads that address whole, since
 * no code here can render it. Such a page, reopened at an entry the router made while its scroll
 * restoration was manual, gets none from the browser: once parsed, it is put back where the router
 * last saw it (the router's own inline script for this, at the end of every page, ran at every load
 * and forced a layout in the middle of parsing; the prerender leaves it out, router.tsx). Any other
 * load is the browser's to restore.
 *
 * It is in the prerendered HTML only (the client's root head leaves it out, __root.tsx), so no page's
 * JavaScript carries its text; should it run twice in one document, the second run finds the
 * first one's state and stops.
 *
 * Only the visitor's own (trusted) events are held: the hand-over's replays pass through.
 *
 * Plain ES5, no comments inside: it is written into every page with its indentation removed.
 */
export function earlyInputScript(): string {
  return `(function () {
  if (window.${HELD_INPUT_GLOBAL}) return;
  var root = document.documentElement;
  if (/[?&](${CALCULATOR_SEARCH_KEYS.join("|")})=/.test(location.search)) root.setAttribute("${CALCULATOR_PENDING_ATTRIBUTE}", "");
  if (location.hash.length > 1) root.setAttribute("${LINK_FRAGMENT_ATTRIBUTE}", "");
  if (history.scrollRestoration === "manual") addEventListener("DOMContentLoaded", function () {
    var saved;
    try {
      saved = JSON.parse(sessionStorage.getItem("${SCROLL_CACHE_KEY}") || "{}")[(history.state || {}).__TSR_key];
    } catch (error) {
      return;
    }
    var restored = false;
    if (saved && typeof saved === "object") for (var selector in saved) {
      var at = saved[selector];
      if (!at || typeof at.scrollX !== "number" || typeof at.scrollY !== "number" || !isFinite(at.scrollX) || !isFinite(at.scrollY)) continue;
      if (selector === "window") {
        scrollTo(at.scrollX, at.scrollY);
        restored = true;
      } else try {
        var element = document.querySelector(selector);
        if (element) { element.scrollLeft = at.scrollX; element.scrollTop = at.scrollY; }
      } catch (error) {}
    }
    if (restored) return;
    var id = location.hash.slice(1);
    var anchor = id && document.getElementById(id);
    if (anchor) anchor.scrollIntoView(); else if (!id) scrollTo(0, 0);
  });
  var held = { live: false, busy: 0, actions: [], fields: [], values: [], hover: null };
  window.${HELD_INPUT_GLOBAL} = held;
  var address = location.pathname + location.search;
  addEventListener("popstate", function () {
    if (!held.live && location.pathname + location.search !== address) location.reload();
  });
  function waiting(node) {
    if (!held.live) return true;
    var island = node.closest("[data-island]");
    return !!island && !island.hasAttribute("data-hydrated");
  }
  function queued(node) {
    return waiting(node) || held.busy > 0;
  }
  function target(event) {
    return event.isTrusted && event.target instanceof Element ? event.target : null;
  }
  function searchForm(form) {
    return !!form && !!form.closest("search, [role=search]");
  }
  function control(node) {
    var found = node.closest("button, [role=button], [role=checkbox], [role=radio], [role=switch], [role=tab], input[type=checkbox], input[type=radio], input[type=submit], input[type=button], input[type=image], label");
    if (!found || found.closest("a[href]")) return null;
    if (found.tagName === "LABEL") {
      var input = found.control;
      return input && (input.type === "checkbox" || input.type === "radio") ? found : null;
    }
    return found;
  }
  addEventListener("click", function (event) {
    var node = target(event);
    var found = node && control(node);
    if (!found || !queued(found)) return;
    if (found.form && found.type === "submit" && searchForm(found.form)) return;
    event.preventDefault();
    event.stopPropagation();
    for (var i = 0; i < held.actions.length; i++) if (held.actions[i].node === found && held.actions[i].unanswered) { held.actions[i].unanswered = false; return; }
    held.actions.push({ kind: "click", node: found });
  }, true);
  addEventListener("keydown", function (event) {
    var node = target(event);
    var slider = node && node.closest("[role=slider]");
    if (!slider || !queued(slider)) return;
    if (!/^(Arrow(Up|Down|Left|Right)|Home|End|PageUp|PageDown)$/.test(event.key)) return;
    event.preventDefault();
    event.stopPropagation();
    held.actions.push({ kind: "key", node: slider, key: event.key, shiftKey: event.shiftKey });
  }, true);
  addEventListener("submit", function (event) {
    var form = target(event);
    if (!(form instanceof HTMLFormElement) || !waiting(form) || searchForm(form)) return;
    event.preventDefault();
    event.stopPropagation();
    held.actions.push({ kind: "submit", node: form });
  }, true);
  function edited(event) {
    var node = target(event);
    if (!node || !/^(INPUT|TEXTAREA|SELECT)$/.test(node.tagName) || !waiting(node)) return;
    var at = held.fields.indexOf(node);
    if (at < 0) at = held.fields.push(node) - 1;
    held.values[at] = node.value;
  }
  addEventListener("input", edited, true);
  addEventListener("change", edited, true);
  held.presses = {};
  function pointer(event) {
    return { pointerId: event.pointerId, pointerType: event.pointerType, isPrimary: event.isPrimary, button: event.button, buttons: event.buttons, clientX: event.clientX, clientY: event.clientY, screenX: event.screenX, screenY: event.screenY, bubbles: true, cancelable: true, composed: true };
  }
  addEventListener("pointerdown", function (event) {
    var node = target(event);
    var island = node && node.closest("[data-island]");
    if (!held.presses || !island || !event.isPrimary || event.button !== 0 || node.closest("button, a, input, select, textarea, label")) return;
    var name = island.getAttribute("data-island");
    (held.presses[name] = held.presses[name] || []).push({ node: node, down: pointer(event), up: null });
  }, true);
  addEventListener("pointerup", function (event) {
    if (!event.isTrusted || !held.presses) return;
    for (var name in held.presses) for (var i = 0; i < held.presses[name].length; i++) {
      var press = held.presses[name][i];
      if (press.down.pointerId === event.pointerId && !press.up) press.up = pointer(event);
    }
  }, true);
  addEventListener("pointercancel", function () {
    if (held.presses) held.presses = {};
  }, true);
  addEventListener("pointerover", function (event) {
    if (event.isTrusted && event.pointerType === "mouse" && event.target instanceof Element) held.hover = event.target;
  }, true);
  var list = null;
  var modules = [];
  function read() {
    if (list) return;
    list = document.getElementById("${CLIENT_MODULES_ID}");
    modules = list ? JSON.parse(list.textContent) : [];
  }
  var started = false;
  var wanted = false;
  function link(rel, href, as) {
    var element = document.createElement("link");
    element.rel = rel;
    element.href = href;
    if (as) element.as = as;
    document.head.appendChild(element);
  }
  function start() {
    read();
    wanted = true;
    if (started || !modules.length) return;
    started = true;
    for (var i = 1; i < modules.length; i++) link("modulepreload", modules[i]);
    var sheet = list.getAttribute("${STYLESHEET_ATTRIBUTE}");
    if (sheet) link("preload", sheet, "style");
    var script = document.createElement("script");
    script.type = "module";
    script.src = modules[0];
    document.head.appendChild(script);
  }
  function stored(key) {
    try {
      return localStorage.getItem(key) !== null || sessionStorage.getItem(key) !== null;
    } catch (error) {
      return false;
    }
  }
  function dueAtLoad() {
    read();
    if (!list || list.getAttribute("${START_ATTRIBUTE}") === "load") return true;
    if (location.search.length > 1 || location.hash.length > 1) return true;
    if ((" " + document.cookie).indexOf(" ${SITE_WIDE_START.cookie}=") >= 0) return true;
    var keys = (list.getAttribute("${RESTORES_ATTRIBUTE}") || "").split(" ");
    for (var i = 0; i < keys.length; i++) if (keys[i] && stored(keys[i])) return true;
    return false;
  }
  ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel"].forEach(function (type) { addEventListener(type, start, { capture: true, passive: true }); });
  addEventListener("hashchange", function () {
    if (location.hash.length > 1) root.setAttribute("${LINK_FRAGMENT_ATTRIBUTE}", ""); else root.removeAttribute("${LINK_FRAGMENT_ATTRIBUTE}");
    start();
  });
  function whenQuiet(run) {
    setTimeout(function () {
      if (window.requestIdleCallback) requestIdleCallback(run, { timeout: 5000 }); else run();
    }, ${WORKER_QUIET_MS});
  }
  function registerWorker() {
    if (!("serviceWorker" in navigator)) return;
    whenQuiet(function () {
      if (!started) navigator.serviceWorker.register("${WORKER_URL}", { scope: "${WORKER_SCOPE}" }).then(null, function () {});
    });
  }
  function linkManifest() {
    if (document.querySelector('link[rel="manifest"]')) return;
    var manifest = document.createElement("link");
    manifest.rel = "manifest";
    manifest.href = "${MANIFEST_URL}";
    document.head.appendChild(manifest);
  }
  function loaded() {
    whenQuiet(linkManifest);
    ${serviceWorkerEnabled() ? "registerWorker();" : ""}
    if (wanted || dueAtLoad()) start();
  }
  if (document.readyState === "complete") loaded();
  else addEventListener("load", function () { setTimeout(loaded, 0); });
})();`.replace(/\n\s+/g, "\n");
}
