// Serves the prerendered dist/ the way a static host would: /about -> about/index.html,
// unknown paths -> 404.html with status 404, hashed assets cached for a year, text compressed
// (pages and assets from the brotli copies the build wrote, scripts/precompress.mjs, when the
// browser takes brotli). Rules: serve.json.
//
// For `npm run bench` only: started with SERVE_FLOOR=1, it also answers `<route>?__floor` with the
// floor of that route's page (scripts/floor.mjs: its own HTML without scripts). Without that
// variable, as in production, the query means nothing and the page is served as usual.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import handler from "serve-handler";
import { floorHtml } from "./floor.mjs";
import { brotli } from "./precompress.mjs";

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
  // Compressed as the page itself is (its brotli copy), so the two are weighed alike.
  const body = acceptsBrotli(request.headers["accept-encoding"])
    ? brotli(Buffer.from(floorHtml(html)))
    : floorHtml(html);
  response.writeHead(found ? 200 : 404, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...(typeof body === "string" ? {} : { "Content-Encoding": "br", Vary: "Accept-Encoding" }),
  });
  response.end(request.method === "HEAD" ? undefined : body);
  return true;
}

/** Whether an Accept-Encoding header takes brotli (`br`, with no `q=0`). */
export function acceptsBrotli(header) {
  return String(header ?? "")
    .split(",")
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(";");
      if (coding?.trim() !== "br") return false;
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/** The types of what has a brotli copy, and the caching serve.json gives each. */
const PRECOMPRESSED = {
  ".html": { type: "text/html; charset=utf-8", cache: "no-cache" },
  ".js": { type: "application/javascript; charset=utf-8", cache: "public, max-age=31536000, immutable" },
  ".css": { type: "text/css; charset=utf-8", cache: "public, max-age=31536000, immutable" },
  ".svg": { type: "image/svg+xml", cache: "public, max-age=31536000, immutable" },
};

/** The file a request names that may have a brotli copy: a page's HTML or an asset. */
function precompressedCandidate(publicDir, pathname) {
  if (pathname.startsWith("/assets/")) {
    const name = pathname.slice("/assets/".length);
    return /^[\w-]+(\.[\w-]+)*\.(js|css|svg)$/.test(name) ? path.join(publicDir, "assets", name) : null;
  }
  // Clean page URLs only (`/`, `/about`): the static handler redirects the other spellings.
  if (pathname !== "/" && !/^(\/[a-z0-9-]+)+$/.test(pathname)) return null;
  return pageFileFor(publicDir, pathname);
}

/** ETags of the brotli copies, by file and modification time (a rebuild changes them). */
const etags = new Map();

/**
 * Answers with the build's brotli copy of the page or asset (scripts/precompress.mjs), with the
 * headers the static handler gives the file; false when there is none or the browser does not
 * take brotli (the file is then compressed on the way, as before).
 */
async function servePrecompressed(publicDir, request, response) {
  if (!["GET", "HEAD"].includes(request.method ?? "")) return false;
  if (!acceptsBrotli(request.headers["accept-encoding"])) return false;
  const url = new URL(request.url ?? "/", "http://localhost");
  const file = precompressedCandidate(publicDir, url.pathname);
  const kind = file && PRECOMPRESSED[path.extname(file)];
  if (!file || !kind) return false;
  const copy = `${file}.br`;
  const found = await stat(copy).catch(() => null);
  if (!found?.isFile()) return false;
  const key = `${copy}:${found.mtimeMs}`;
  let etag = etags.get(key);
  const body = request.method === "HEAD" && etag ? null : await readFile(copy);
  if (!etag) {
    etag = `"br-${createHash("sha1")
      .update(body ?? "")
      .digest("hex")}"`;
    etags.set(key, etag);
  }
  const headers = {
    "Content-Type": kind.type,
    "Cache-Control": kind.cache,
    "Content-Encoding": "br",
    Vary: "Accept-Encoding",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
  if (request.headers["if-none-match"] === etag) {
    response.writeHead(304, headers);
    response.end();
    return true;
  }
  response.writeHead(200, { ...headers, "Content-Length": found.size });
  response.end(request.method === "HEAD" ? undefined : body);
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
        if (await servePrecompressed(config.public, request, response)) return;
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
