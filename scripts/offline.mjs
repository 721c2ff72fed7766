// The last step of `npm run build`, after the prerender: makes the built site installable and able to
// open offline after one visit (docs/offline.md).
//
// - dist/site.webmanifest: the web app manifest, its name and colours taken from the prerendered
//   home page (so VITE_PRODUCT_NAME reaches it as it reaches every title), its icons bundled.
// - dist/sw.js: a Workbox service worker (workbox-build's generateSW) that precaches the app shell:
//   every route's prerendered HTML under its clean URL (`/about`, not `/about/index.html`), the 404
//   page, every script chunk (dialogs, toasts, the QR and PDF code, the calculator, static parts),
//   the fonts (the site's and those the PDF embeds) and the images. It runs after the prerender
//   because the HTML is written there; each file's revision is its content hash.
//
// VITE_SERVICE_WORKER=off at build time leaves the caching worker out: dist/sw.js is then a worker
// that removes itself and its caches, so visitors who installed an earlier one are released from it
// (the client code, built with the same variable, registers nothing and unregisters what it finds).
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The service worker's file name; the client registers `/${SW_FILE}` (src/startup/serviceWorker.ts). */
export const SW_FILE = "sw.js";

/** Prefix of every cache the worker makes, so the self-removing worker deletes only its own. */
export const CACHE_ID = "site";

/** Off when VITE_SERVICE_WORKER is "off" (or "false", "0"); on otherwise. */
export function serviceWorkerEnabled(env = process.env) {
  return !/^(off|false|0|no)$/i.test(env.VITE_SERVICE_WORKER?.trim() ?? "");
}

/** What the worker precaches, relative to dist/. */
export const PRECACHE_GLOBS = ["**/*.{html,js,css,woff,woff2,avif,webp,png,svg,webmanifest}"];

/**
 * What it leaves out: the build's own bookkeeping, files for crawlers and hosts, the worker itself,
 * and the Open Graph picture (only link previews fetch it).
 */
export const PRECACHE_IGNORES = [
  ".vite/**",
  "routes.json",
  "_headers",
  "sitemap.xml",
  "robots.txt",
  SW_FILE,
  "og-image.png",
  // The brotli copies (scripts/precompress.mjs, after this step): the server's, not the worker's.
  "**/*.br",
];

/**
 * A prerendered page's file as the URL it is served at: `index.html` is `/`, `about/index.html`
 * is `/about` (the host serves clean URLs, see serve.json), `404.html` stays as it is. Everything
 * else keeps its path.
 */
export function precacheUrlFor(file) {
  if (file === "index.html") return "/";
  const page = /^(.+)\/index\.html$/.exec(file);
  if (page) return `/${page[1]}`;
  return `/${file}`;
}

/** The Background Sync queue of lead submissions (issue 34). */
export const LEADS_SYNC_QUEUE = "leads";

/**
 * The route of the leads endpoint's POSTs from a page's code (never a navigation). generateSW writes a
 * route's function into sw.js by its source, so the endpoint is written into the function's text.
 */
export function leadsRoute(endpoint) {
  const absolute = /^https?:\/\//.test(endpoint);
  const test = absolute
    ? `url.href === ${JSON.stringify(endpoint)}`
    : `url.pathname === ${JSON.stringify(endpoint)}`;
  return new Function("{ request, url }", `return request.mode !== "navigate" && ${test};`);
}

/** The generateSW options for a build in `distDir`. */
export function workboxOptions(distDir) {
  return {
    globDirectory: distDir,
    globPatterns: PRECACHE_GLOBS,
    globIgnores: PRECACHE_IGNORES,
    swDest: path.join(distDir, SW_FILE),
    cacheId: CACHE_ID,
    // The PDF code (pdf-lib and fontkit) is one 1.1 MB chunk; it must be precached with the rest.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // Hashed file names need no revision of their own.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => ({ ...entry, url: precacheUrlFor(entry.url) })),
        warnings: [],
      }),
    ],
    // A page opened with a query (calculator inputs, search filters) is still the same prerendered
    // HTML: its code reads the query. No precached file has a query of its own.
    ignoreURLParametersMatching: [/./],
    // Update policy (docs/offline.md): a new worker installs in the background
    // and waits; the page tells it to take over at the visitor's next navigation, which then loads
    // the new HTML as a whole document, so old and new chunks never mix in one page. clientsClaim
    // only matters for the very first install: the page that installed it is controlled at once,
    // so what it loads on demand afterwards comes from the precache (offline too).
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // Navigations to a URL that is not precached (a page added by a newer deployment, a mistyped
    // path) go to the network; offline, they get the precached 404 page rather than the browser's
    // error page.
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === "navigate",
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: "/404.html" } },
      },
      // Issue 34: a lead the network could not carry (the page's fetch fails) is queued by Workbox
      // Background Sync and replayed by the browser once it is back online, even with every tab of
      // the site closed (where the browser has the Background Sync API; elsewhere the page's own
      // outbox sends it on the next visit or the `online` event). The replay carries the same
      // idempotency id as the page's copy, so whichever arrives second gets the same reference and
      // never makes a second lead. Only the page's JSON sends: a plain form post (JavaScript off) is
      // a navigation and stays the browser's.
      {
        urlPattern: leadsRoute(process.env.VITE_LEADS_ENDPOINT || "/api/leads"),
        method: "POST",
        handler: "NetworkOnly",
        options: {
          backgroundSync: { name: LEADS_SYNC_QUEUE, options: { maxRetentionTime: 7 * 24 * 60 } },
        },
      },
    ],
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: "production",
    disableDevLogs: true,
  };
}

/** The worker written when the service worker is turned off: it removes itself and its caches. */
export const SELF_REMOVING_WORKER = `// The service worker is turned off for this deployment (VITE_SERVICE_WORKER=off).
// A visitor who installed an earlier one gets this instead: it deletes that worker's caches and
// unregisters itself, and pages load from the network again.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith(${JSON.stringify(`${CACHE_ID}-`)})) await caches.delete(key);
      await self.registration.unregister();
    })(),
  );
});
`;

/** The manifest: public/site.webmanifest with the product's name and description from the built home page. */
export function webManifest(base, homeHtml) {
  const meta = (pattern) => {
    const value = pattern.exec(homeHtml)?.[1];
    return value
      ?.replaceAll("&amp;", "&")
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">");
  };
  const name = meta(/<meta property="og:site_name" content="([^"]*)"/) ?? base.name;
  return {
    ...base,
    name,
    short_name: name,
    description: meta(/<meta name="description" content="([^"]*)"/) ?? base.description,
    theme_color: meta(/<meta name="theme-color" content="([^"]*)"/) ?? base.theme_color,
  };
}

/** The `_headers` rules for the worker: always revalidated, so a deployment is seen at once. */
export const SW_HEADERS = `/${SW_FILE}\n  Cache-Control: no-cache`;

export async function buildOffline({ distDir = path.join(root, "dist"), env = process.env } = {}) {
  const homeHtml = await readFile(path.join(distDir, "index.html"), "utf8");
  const base = JSON.parse(await readFile(path.join(root, "public", "site.webmanifest"), "utf8"));
  await writeFile(
    path.join(distDir, "site.webmanifest"),
    `${JSON.stringify(webManifest(base, homeHtml), null, 2)}\n`,
  );
  const headersFile = path.join(distDir, "_headers");
  const headers = await readFile(headersFile, "utf8");
  if (!headers.includes(SW_HEADERS)) await writeFile(headersFile, `${headers.trimEnd()}\n\n${SW_HEADERS}\n`);

  const swDest = path.join(distDir, SW_FILE);
  await rm(swDest, { force: true });
  if (!serviceWorkerEnabled(env)) {
    await writeFile(swDest, SELF_REMOVING_WORKER);
    return { enabled: false, count: 0, size: 0 };
  }
  const { generateSW } = await import("workbox-build");
  const { count, size, warnings } = await generateSW(workboxOptions(distDir));
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { enabled: true, count, size };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { enabled, count, size } = await buildOffline();
  console.log(
    enabled
      ? `Service worker: dist/${SW_FILE} precaches ${count} files (${(size / 1024 / 1024).toFixed(2)} MB before compression)`
      : `Service worker turned off (VITE_SERVICE_WORKER=off): dist/${SW_FILE} removes any earlier one`,
  );
}
