// The client modules a prerendered page loads before any interaction, entry first: the JSON list
// scripts/prerender.mjs writes into the page, which the early-input script starts once the page has
// painted (src/startup/earlyInputScript.ts). scripts/size.mjs and scripts/bench.mjs count them.

/** Must match CLIENT_MODULES_ID in src/startup/earlyInputScript.ts (a unit test checks). */
export const CLIENT_MODULES_ID = "client-modules";
/** Must match STYLESHEET_ATTRIBUTE there: the site's whole stylesheet, which the client applies. */
export const STYLESHEET_ATTRIBUTE = "data-stylesheet";

/** The page's first-load modules, as paths inside dist/ (no leading slash), entry first. */
export function clientModulesOf(html) {
  const list = new RegExp(
    `<script type="application/json" id="${CLIENT_MODULES_ID}"[^>]*>([^<]*)</script>`,
  ).exec(html);
  if (!list) return [];
  return JSON.parse(list[1]).map((url) => url.replace(/^\//, ""));
}
