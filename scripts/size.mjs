// npm run size: the gzipped JavaScript and CSS each prerendered route loads before any interaction
// (the entry and modules its client loader fetches, which the prerender takes from Vite's manifest,
// and its inline stylesheet), checked against the budgets. Prints one table; exits non-zero when a
// budget is missed.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { clientModulesOf } from "./clientLoader.mjs";
import { inlineStylesOf } from "./csp.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
export const BUDGETS = { homeJs: 150 * 1024, otherJs: 170 * 1024, css: 20 * 1024 };

if (!existsSync(path.join(dist, "index.html"))) {
  console.error("dist/ has no build: run `npm run build` first.");
  process.exit(1);
}

const gzipCache = new Map();
function gzipped(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

function assetsOf(html) {
  const js = new Set(clientModulesOf(html));
  for (const [, src] of html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g)) js.add(src);
  for (const [, href] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)) js.add(href);
  const css = new Set();
  for (const [, href] of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)) css.add(href);
  return { js: [...js], css: [...css], inlineCss: inlineStylesOf(html) };
}

const routes = JSON.parse(readFileSync(path.join(dist, "routes.json"), "utf8"));
const rows = [];
let failed = false;
for (const route of routes) {
  const file = route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
  const { js, css, inlineCss } = assetsOf(readFileSync(path.join(dist, file), "utf8"));
  if (js.length === 0) throw new Error(`${file} loads no client code: is the client loader missing?`);
  const jsBytes = js.reduce((sum, f) => sum + gzipped(f), 0);
  const cssBytes =
    css.reduce((sum, f) => sum + gzipped(f), 0) +
    inlineCss.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
  const jsBudget = route === "/" ? BUDGETS.homeJs : BUDGETS.otherJs;
  const ok = jsBytes <= jsBudget && cssBytes <= BUDGETS.css;
  if (!ok) failed = true;
  rows.push([route, kb(jsBytes), kb(jsBudget), kb(cssBytes), kb(BUDGETS.css), ok ? "ok" : "OVER"]);
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
const header = ["route", "JS (gzip)", "JS budget", "CSS (gzip)", "CSS budget", ""];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
console.log("Loaded before interaction, per route");
console.log(line(header));
console.log(line(widths.map((w) => "-".repeat(w))));
for (const row of rows) console.log(line(row));
if (failed) {
  console.error("\nA size budget is missed.");
  process.exit(1);
}
console.log(`\n${rows.length} routes within budget.`);
