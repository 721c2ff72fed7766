// What a prerendered page loads before any interaction, gzipped, and the budgets for it. Shared by
// `npm run size` (scripts/size.mjs) and `npm run bench` (scripts/bench.mjs), so both count the same.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { clientModulesOf } from "./clientModules.mjs";
import { inlineStylesOf } from "./csp.mjs";

const KB = 1024;

/**
 * The budgets of issue 16 for JavaScript loaded before the first interaction (gzipped): 110 KB on
 * the five content routes, 125 KB on home, 150 KB elsewhere. `npm run bench` fails when one is
 * missed; `npm run size` lists the misses but fails only above JS_CEILINGS. CSS: 20 KB, a hard
 * budget in both.
 */
export const BUDGETS = { contentJs: 110 * KB, homeJs: 125 * KB, otherJs: 150 * KB, css: 20 * KB };

/** The routes that are mostly static content (issue 16): the tightest JavaScript budget. */
export const CONTENT_ROUTES = ["/about", "/industries", "/locations", "/for-employers", "/for-contractors"];

export function jsBudgetFor(route) {
  if (route === "/") return BUDGETS.homeJs;
  return CONTENT_ROUTES.includes(route) ? BUDGETS.contentJs : BUDGETS.otherJs;
}

/**
 * Hard limits for `npm run size` (and so for CI) while the budgets above are goals not yet reached:
 * each route's first-load JavaScript as measured on 2026-11-25 after the start policy
 * (src/platform/startPolicy.ts), the offline worker's on-demand loading and the cross-tab drafts,
 * rounded up, plus 1 KB. A change that adds JavaScript beyond them
 * fails; lower a ceiling whenever a route gets lighter, and drop this table once every route meets
 * its budget. Since the start policy, a first visit runs none of this before the visitor's first
 * sign of intent (only the inline early-input script); these are the figures a page runs when it
 * starts at once (a restored draft, a query, the login cookie). /search-contractors and
 * /create-profile are above the 170 KB limit in force before issue 16 (the noscript notes, the
 * people registry's badges, the phone filter panels and the early-input hand-over came since).
 */
export const JS_CEILINGS = {
  "/": 154 * KB, // 153.0 KB: 0.2 KB for applying the whole stylesheet, for 8 KB less inline CSS
  "/for-employers": 133 * KB, // 132.0 KB since the header's menu (and XState with it) loads on intent
  "/for-contractors": 133 * KB, // 132.0 KB since the header's menu (and XState with it) loads on intent
  "/find-jobs": 167 * KB, // 165.8 KB
  "/post-project": 170 * KB, // 169.4 KB; held at the 170 KB limit in force before issue 16
  "/post-job": 157 * KB, // 155.6 KB
  "/search-contractors": 180 * KB, // 178.2 KB
  "/create-profile": 182 * KB, // 180.9 KB
  "/job-seeker-registration": 164 * KB, // 162.4 KB
  "/industries": 133 * KB, // 132.0 KB since the header's menu (and XState with it) loads on intent
  "/locations": 133 * KB, // 132.0 KB since the header's menu (and XState with it) loads on intent
  "/about": 133 * KB, // 132.0 KB since the header's menu (and XState with it) loads on intent
  "/resume": 163 * KB, // 161.3 KB
};

/** The limit `npm run size` fails above: the route's ceiling, never below its budget (a new route: its budget). */
export const jsCeilingFor = (route) => Math.max(JS_CEILINGS[route] ?? 0, jsBudgetFor(route));

/** dist/<route>/index.html, relative to dist. */
export const pageFile = (route) => (route === "/" ? "index.html" : `${route.slice(1)}/index.html`);

const gzipSize = (data) => gzipSync(data, { level: 9 }).length;

/** The page's module script, modulepreloads, the client loader's modules and its stylesheets. */
function assetsOf(html) {
  const matches = (re) => [...html.matchAll(re)].map(([, asset]) => asset);
  const js = new Set([
    ...clientModulesOf(html),
    ...matches(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
    ...matches(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ]);
  const css = new Set(matches(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g));
  return { js: [...js], css: [...css], inlineCss: inlineStylesOf(html) };
}

/** Gzipped bytes of JavaScript and CSS `route` loads before interaction; files are gzipped once. */
export function firstLoadCounter(dist) {
  const cache = new Map();
  const fileSize = (file) => {
    if (!cache.has(file)) cache.set(file, gzipSize(readFileSync(path.join(dist, file))));
    return cache.get(file);
  };
  return (route) => {
    const { js, css, inlineCss } = assetsOf(readFileSync(path.join(dist, pageFile(route)), "utf8"));
    if (js.length === 0)
      throw new Error(`${pageFile(route)} loads no client code: is the client loader missing?`);
    return {
      js: js.reduce((sum, file) => sum + fileSize(file), 0),
      css:
        css.reduce((sum, file) => sum + fileSize(file), 0) +
        inlineCss.reduce((sum, text) => sum + gzipSize(text), 0),
    };
  };
}
