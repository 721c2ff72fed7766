// Runs the Playwright suite against the built, prerendered site in a system Chromium.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureChromium } from "./chromium.mjs";

if (!existsSync("dist/index.html")) {
  console.error("dist/ has no build: run `npm run build` before the end-to-end tests.");
  process.exit(1);
}

let chrome;
try {
  chrome = ensureChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`End-to-end tests in ${chrome}`);
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);
