// npm run bench: builds, serves the production build, runs Lighthouse (mobile defaults, simulated
// throttling) in a system Chromium on every route three times, and prints the median of each figure
// with the route's first-load JS and CSS. JSON reports go to reports/ (git-ignored). Exits non-zero
// when a budget is missed.
import { execFileSync, spawn } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureChromium } from "./chromium.mjs";
import { BUDGETS, firstLoadCounter, jsBudgetFor, pageFile } from "./firstLoad.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const only = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 2000,
  tbt: 100,
  cls: 0.02,
};

if (!process.argv.includes("--no-build"))
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });

const routes = only.length
  ? only
  : JSON.parse(await readFile(path.join(root, "dist", "routes.json"), "utf8"));
const server = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs"), "--port", String(PORT)], {
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => server.stdout.once("data", resolve));

const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const firstLoadBytes = firstLoadCounter(path.join(root, "dist"));

await mkdir(path.join(root, "reports"), { recursive: true });
const rows = [];
/** True when the prerendered page asks not to be indexed on purpose (the shared resume). */
async function isNoindexPage(route) {
  const html = await readFile(path.join(root, "dist", pageFile(route)), "utf8");
  return /<meta name="robots" content="noindex/.test(html);
}

/**
 * The SEO score less one audit: a page that is noindex on purpose fails 'is-crawlable' by design,
 * so its score is the weighted mean of the other SEO audits (the table marks it with *).
 */
function seoWithout(lhr, auditId) {
  const refs = lhr.categories.seo.auditRefs.filter((ref) => ref.weight > 0 && ref.id !== auditId);
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const score = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0);
  return weight ? score / weight : 0;
}

const misses = [];
try {
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`http://127.0.0.1:${PORT}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const { lhr } = result;
      const noindex = lhr.audits["is-crawlable"]?.score === 0 && (await isNoindexPage(route));
      const name = route === "/" ? "home" : route.slice(1);
      await writeFile(path.join(root, "reports", `lighthouse-${name}-${run + 1}.json`), result.report);
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
        seo: Math.round((noindex ? seoWithout(lhr, "is-crawlable") : lhr.categories.seo.score) * 100),
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
      });
    }
    const m = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
    const bytes = firstLoadBytes(route);
    const jsBudget = jsBudgetFor(route);
    const checks = [
      [m.performance >= BUDGET.performance, `performance ${m.performance} < ${BUDGET.performance}`],
      [m.accessibility >= BUDGET.accessibility, `accessibility ${m.accessibility}`],
      [m.bestPractices >= BUDGET.bestPractices, `best practices ${m.bestPractices}`],
      [m.seo >= BUDGET.seo, `SEO ${m.seo}`],
      [m.lcp <= BUDGET.lcp, `LCP ${Math.round(m.lcp)} ms`],
      [m.tbt <= BUDGET.tbt, `TBT ${Math.round(m.tbt)} ms`],
      [m.cls <= BUDGET.cls, `CLS ${m.cls.toFixed(3)}`],
      [bytes.js <= jsBudget, `JS ${(bytes.js / 1024).toFixed(1)} KB`],
      [bytes.css <= BUDGETS.css, `CSS ${(bytes.css / 1024).toFixed(1)} KB`],
    ];
    for (const [ok, what] of checks) if (!ok) misses.push(`${route}: ${what}`);
    rows.push([
      route,
      String(m.performance),
      String(m.accessibility),
      String(m.bestPractices),
      (await isNoindexPage(route)) ? `${m.seo}*` : String(m.seo),
      `${(m.lcp / 1000).toFixed(2)} s`,
      `${Math.round(m.tbt)} ms`,
      m.cls.toFixed(3),
      `${(bytes.js / 1024).toFixed(1)} KB`,
      `${(bytes.css / 1024).toFixed(1)} KB`,
    ]);
    console.log(`measured ${route}`);
  }
} finally {
  await chrome.kill();
  server.kill();
}

const header = ["route", "perf", "a11y", "best", "SEO", "LCP", "TBT", "CLS", "JS (gz)", "CSS (gz)"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
console.log(`\nLighthouse, mobile defaults, median of ${RUNS} runs per route`);
console.log(line(header));
console.log(line(widths.map((w) => "-".repeat(w))));
for (const row of rows) console.log(line(row));
if (rows.some((row) => row[4]?.endsWith("*"))) {
  console.log("* noindex on purpose: SEO scored without the is-crawlable audit it fails by design");
}
if (misses.length) {
  console.error(`\nBudgets missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log("\nEvery budget met.");
