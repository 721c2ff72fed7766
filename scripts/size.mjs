// npm run size: the gzipped JavaScript and CSS each prerendered route loads before any interaction
// (the entry and modules its client loader fetches, which the prerender takes from Vite's manifest,
// and its inline stylesheet), checked against the budgets. Prints one table; exits non-zero when a
// budget is missed.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BUDGETS, firstLoadCounter, jsBudgetFor } from "./firstLoad.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
if (!existsSync(path.join(dist, "index.html"))) {
  console.error("dist/ has no build: run `npm run build` first.");
  process.exit(1);
}

const firstLoad = firstLoadCounter(dist);
const routes = JSON.parse(readFileSync(path.join(dist, "routes.json"), "utf8"));
const rows = [];
let failed = false;
for (const route of routes) {
  const { js: jsBytes, css: cssBytes } = firstLoad(route);
  const jsBudget = jsBudgetFor(route);
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
