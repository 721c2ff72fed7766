// npm run size: the gzipped JavaScript each prerendered route runs when it starts (the entry and
// modules its client loader fetches, which the prerender takes from Vite's manifest: at the
// visitor's first sign of intent, or at load when the page restores state) and the CSS inline in its
// HTML, beside the budgets (scripts/firstLoad.mjs). A first visit that only reads fetches none of
// this JavaScript (docs/startup.md). It is part of `npm test`: a route over its JavaScript budget
// (issue 16) or the CSS budget fails it.
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const firstLoad = firstLoadCounter(dist);
const routes = JSON.parse(readFileSync(path.join(dist, "routes.json"), "utf8"));
const rows = [];
const failures = [];
for (const route of routes) {
  const { js, css } = firstLoad(route);
  const budget = jsBudgetFor(route);
  let status = "ok";
  if (js > budget) {
    status = "JS OVER";
    failures.push(`${route}: JS ${kb(js)} > ${kb(budget)} (${kb(js - budget)} over)`);
  }
  if (css > BUDGETS.css) {
    status = "CSS OVER";
    failures.push(`${route}: CSS ${kb(css)} > ${kb(BUDGETS.css)}`);
  }
  rows.push([route, kb(js), kb(budget), kb(budget - js), kb(css), kb(BUDGETS.css), status]);
}

const header = ["route", "JS (gzip)", "JS budget", "JS margin", "CSS (gzip)", "CSS budget", ""];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) =>
  cells
    .map((c, i) => c.padEnd(widths[i]))
    .join("  ")
    .trimEnd();
console.log("Run when the page starts (first intent, or load when it restores state), per route (gzipped)");
console.log(line(header));
console.log(line(widths.map((w) => "-".repeat(w))));
for (const row of rows) console.log(line(row));
if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`\n${rows.length} routes within their JavaScript and CSS budgets (issue 16).`);
