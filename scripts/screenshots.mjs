// Developer tool: full-page screenshots of routes at phone and desktop widths, for looking at.
// Usage: node scripts/screenshots.mjs [--port 4310] [--widths 390,1440] [/route ...]; serves dist/ itself.
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { ensureChromium } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i > -1 ? args[i + 1] : fallback;
};
const port = Number(option("--port", 4399));
const widths = option("--widths", "390,1440").split(",").map(Number);
const routes = args.filter((a) => a.startsWith("/"));
const out = path.join(root, "reports", "screenshots");
await mkdir(out, { recursive: true });

const server = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs"), "--port", String(port)], {
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => server.stdout.once("data", resolve));
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const route of routes.length ? routes : ["/"]) {
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "networkidle" });
      // Lazy images (and the home page's calculator) load only as they near the viewport: scroll
      // the page through once, then wait for every image, so the full-page shot shows them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
        await Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
      });
      // After the scroll: the home page's calculator hydrates only once it nears the viewport.
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const file = path.join(
        out,
        `${route === "/" ? "home" : route.slice(1).replace(/\//g, "_")}-${width}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
