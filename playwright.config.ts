import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4310);
// The intake's database for this run: a fresh SQLite file, its path left in the environment (the
// workers inherit it) so a spec can read what was stored with `npm run leads -- list --json`.
process.env.LEADS_DB ??= path.join(tmpdir(), `leads-e2e-${port}-${Date.now()}-${process.pid}.sqlite`);

export default defineConfig({
  // Browser tests: cross-cutting ones in tests/e2e/, each flow's own beside its machine tests in
  // tests/flows/<flow>/ (Vitest runs the *.test.ts files there, Playwright the *.spec.ts).
  testDir: "tests",
  testMatch: ["e2e/**/*.spec.ts", "flows/**/*.spec.ts"],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // The second one records which generated flow paths the browser performed (reports/flows/).
  reporter: [["list"], ["./tests/e2e/flowPathsReporter.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    // The production build registers a service worker (README, "Offline and installable"). Tests get a
    // fresh context each, but a worker would still precache the whole site in the background of every
    // test and answer requests that page.route() then never sees: it is blocked unless a test asks for
    // it (tests/e2e/offline.spec.ts).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The one process (site and intake): a rate limit no suite reaches, no minimum fill time (a test
    // fills a form faster than a person), no delivery configured.
    command: `node scripts/serve.mjs --port ${port}`,
    env: {
      LEADS_DB: process.env.LEADS_DB,
      LEADS_RATE_LIMIT: "100000",
      LEADS_MIN_FILL_MS: "0",
      LOG_LEVEL: "warn",
    },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
