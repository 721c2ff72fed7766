// Serves the prerendered dist/ the way a static host would: /about -> about/index.html,
// unknown paths -> 404.html with status 404, hashed assets cached for a year, text compressed.
// Rules: serve.json.
//
// For `npm run bench` only: started with SERVE_FLOOR=1, it also answers `<route>?__floor` with the
// floor of that route's page (scripts/floor.mjs: its own HTML without scripts). Without that
// variable, as in production, the query means nothing and the page is served as usual.
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import handler from "serve-handler";
import { floorHtml } from "./floor.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const FLOOR_QUERY = "__floor";

/** The prerendered page a clean URL names (`/` -> index.html, `/about` -> about/index.html). */
function pageFileFor(publicDir, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const dir = path.resolve(publicDir, `.${decoded.replace(/\/+$/, "")}`);
  if (dir !== publicDir && !dir.startsWith(publicDir + path.sep)) return null;
  return path.join(dir, "index.html");
}

/** Answers `<route>?__floor` with that page's floor; false when the request is not one. */
async function serveFloor(publicDir, request, response) {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (!url.searchParams.has(FLOOR_QUERY) || !["GET", "HEAD"].includes(request.method ?? "")) return false;
  const file = pageFileFor(publicDir, url.pathname);
  const found = file !== null && existsSync(file);
  const html = await readFile(found ? file : path.join(publicDir, "404.html"), "utf8");
  response.writeHead(found ? 200 : 404, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  response.end(request.method === "HEAD" ? undefined : floorHtml(html));
  return true;
}

/**
 * The static site as a request handler for `publicDir` (dist/ by default): what the intake server
 * (server/) answers every request outside /api/ with. `floor` (SERVE_FLOOR=1 by default) adds the
 * bench's `?__floor` pages; leave it off anywhere but a measurement.
 */
export function createSiteHandler({ publicDir, floor = process.env.SERVE_FLOOR === "1" } = {}) {
  const config = JSON.parse(readFileSync(path.join(root, "serve.json"), "utf8"));
  config.public = path.resolve(publicDir ?? path.join(root, config.public));
  // Text is compressed as any CDN would (gzip or brotli by Accept-Encoding).
  const compress = compression({ threshold: 512 });
  return (request, response) =>
    compress(request, response, async () => {
      try {
        if (floor && (await serveFloor(config.public, request, response))) return;
        await handler(request, response, config);
      } catch (error) {
        console.error(error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      }
    });
}

/** The static site alone, as its own HTTP server (tests of the floor pages use it). */
export function createSiteServer(options = {}) {
  return http.createServer(createSiteHandler(options));
}

// `node scripts/serve.mjs [--port N]` (npm run serve): the one process of issue 33, the static site
// and the lead intake under /api/ (server/main.ts, TypeScript run through tsx).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!existsSync(path.join(root, "dist", "index.html"))) {
    console.error("dist/ has no build. Run `npm run build` first (or `npm start`, which builds and serves).");
    process.exit(1);
  }
  const { tsImport } = await import("tsx/esm/api");
  const { main } = await tsImport("../server/main.ts", import.meta.url);
  await main(process.argv.slice(2), createSiteHandler);
}
