// npm run size: the gzipped JavaScript each prerendered route runs when it starts (the entry and
// modules its client loader fetches, which the prerender takes from Vite's manifest: at the
// visitor's first sign of intent, or at load when the page restores state) and the CSS inline in its
// HTML, beside the budgets (scripts/firstLoad.mjs). A first visit that only reads fetches none of
// this JavaScript (README, "Startup"). It is part of `npm test`:
// the JavaScript budgets of issue 16 are goals not all reached yet, so a miss is listed but fails
// only above the route's hard ceiling (today's figure and a little more); CSS over its budget fails.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BUDGETS, firstLoadCounter, jsBudgetFor, jsCeilingFor } from "./firstLoad.mjs";

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
const misses = [];
const failures = [];
for (const route of routes) {
  const { js, css } = firstLoad(route);
  const budget = jsBudgetFor(route);
  const ceiling = jsCeilingFor(route);
  let status = "ok";
  if (js > budget) {
    status = "over budget";
    misses.push(`${route}: JS ${kb(js)} > ${kb(budget)} (${kb(js - budget)} to go)`);
  }
  if (js > ceiling) {
    status = "OVER CEILING";
    failures.push(`${route}: JS ${kb(js)} > ceiling ${kb(ceiling)}`);
  }
  if (css > BUDGETS.css) {
    status = "CSS OVER";
    failures.push(`${route}: CSS ${kb(css)} > ${kb(BUDGETS.css)}`);
  }
  rows.push([route, kb(js), kb(budget), kb(ceiling), kb(css), kb(BUDGETS.css), status]);
}

const header = ["route", "JS (gzip)", "JS budget", "JS ceiling", "CSS (gzip)", "CSS budget", ""];
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
if (misses.length) {
  console.log(
    `\nJavaScript budgets not met yet (issue 16; listed, not failed, while under the ceiling):\n  ${misses.join("\n  ")}`,
  );
}
if (failures.length) {
  console.error(`\nOver a hard limit:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `\n${rows.length} routes under their ceilings; ${rows.length - misses.length} within the JavaScript budget of issue 16.`,
);
