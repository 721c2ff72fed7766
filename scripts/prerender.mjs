// Renders every route to dist/<route>/index.html, plus dist/404.html, sitemap.xml and robots.txt.
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CLIENT_MODULES_ID, STYLESHEET_ATTRIBUTE } from "./clientModules.mjs";
import { criticalCss } from "./criticalCss.mjs";
import { headScriptHashes, policyFor, withCspMeta } from "./csp.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const ssrEntry = path.join(root, "dist-ssr", "entry-server.js");

const viteManifest = JSON.parse(await readFile(path.join(dist, ".vite", "manifest.json"), "utf8"));
const { render, ROUTE_PATHS, INDEXED_PATHS, routerPaths, site, startPolicyFor } = await import(
  pathToFileURL(ssrEntry).href
);

/**
 * Turns Vite's manifest into the router's: the client entry, its static imports and its CSS. The
 * page's own modules are listed per route, so that nothing waits for a second round trip. (Static
 * parts and islands are separate chunks, loaded only when needed: src/startup/islands.tsx.)
 */
function routerManifest() {
  const entry = Object.values(viteManifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("No client entry in the Vite manifest");
  const preloads = new Set();
  // The build emits one stylesheet (cssCodeSplit is off, see vite.config.ts): its own manifest entry.
  const css = new Set([
    ...(entry.css ?? []),
    ...Object.values(viteManifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith(".css")),
  ]);
  const visit = (key) => {
    const chunk = viteManifest[key];
    if (!chunk || preloads.has(`/${chunk.file}`)) return;
    preloads.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const imported of entry.imports ?? []) visit(imported);
  const routes = {
    __root__: {
      preloads: [...preloads],
      css: [...css].map((file) => `/${file}`),
      scripts: [{ attrs: { type: "module", src: `/${entry.file}`, async: true } }],
    },
  };
  // Each route's code-split chunk (and what it imports) is preloaded on that route's page, so
  // hydration never waits for a second round trip. So is the chunk of a route's search schema,
  // which the entry loads before hydrating (src/startup/searchSchemas.ts): the route file names it
  // as `lazySchema(() => import("../domain/<module>")…)`, and the chunk bears the module's name.
  const entryKey = Object.keys(viteManifest).find((key) => viteManifest[key] === entry);
  const routeChunks = Object.keys(viteManifest).flatMap((key) => {
    const match = /^src\/routes\/(.+)\.tsx\?tsr-split=/.exec(key);
    return match ? [[match[1], key]] : [];
  });
  for (const name of readdirSync(path.join(root, "src", "routes"))) {
    const source = readFileSync(path.join(root, "src", "routes", name), "utf8");
    const schema = /lazySchema(?:<[^>]*>)?\(\s*\(\)\s*=>\s*import\("([^"]+)"\)/.exec(source);
    if (!schema?.[1]) continue;
    const module = path.basename(schema[1]);
    const key = (entry.dynamicImports ?? []).find((k) => viteManifest[k]?.name === module);
    if (!key) throw new Error(`src/routes/${name}: no chunk named ${module} among the entry's lazy imports`);
    routeChunks.push([name.replace(/\.tsx$/, ""), key]);
  }
  for (const [file, key] of routeChunks) {
    const routeId = file === "index" ? "/" : `/${file}`;
    const routePreloads = new Set();
    const routeCss = new Set();
    const walk = (k) => {
      const c = viteManifest[k];
      if (!c || k === entryKey || routePreloads.has(`/${c.file}`) || preloads.has(`/${c.file}`)) return;
      routePreloads.add(`/${c.file}`);
      for (const file of c.css ?? []) routeCss.add(`/${file}`);
      for (const imported of c.imports ?? []) walk(imported);
    };
    walk(key);
    const existing = routes[routeId] ?? { preloads: [], css: [] };
    routes[routeId] = {
      preloads: [...new Set([...existing.preloads, ...routePreloads])],
      css: [...new Set([...existing.css, ...routeCss])],
    };
  }
  // The stylesheet goes into each page as a <style>, so the first paint waits on the HTML alone,
  // never on a second request; each page then keeps only the rules it uses (criticalCss.mjs). The
  // router writes it as <style data-tsr-inline-css> and, on the client, keeps the text already in
  // the page (the client build defines TSS_INLINE_CSS_ENABLED for that); the client entry applies
  // the whole stylesheet before it hydrates (src/startup/fullStylesheet.ts).
  if (css.size !== 1) throw new Error(`Expected one stylesheet in the build, found ${css.size}`);
  const styles = Object.fromEntries(
    [...css].map((file) => [`/${file}`, readFileSync(path.join(dist, file), "utf8")]),
  );
  return { routes, inlineCss: { styles }, stylesheet: `/${[...css][0]}` };
}

/**
 * The manifest one page is rendered with: no module script and no modulepreload in the HTML, but
 * the page's first-load modules (the entry first) as a JSON list, which the early-input script in
 * <head> fetches once the page has loaded and starts as its policy says (src/startup/startPolicy.ts:
 * `data-start="load"`, or the storage keys whose presence starts it at once in `data-restores`).
 */
function manifestFor(route, { routes, inlineCss, stylesheet }) {
  const policy = startPolicyFor(route === "__root__" ? null : route);
  const start =
    policy.at === "load"
      ? { "data-start": "load" }
      : {
          ...(policy.at === "idle" ? { "data-start": "idle" } : {}),
          "data-restores": policy.restores.join(" "),
        };
  const [{ attrs }] = routes.__root__.scripts;
  const modules = [attrs.src, ...routes.__root__.preloads, ...(routes[route]?.preloads ?? [])];
  const quiet = Object.fromEntries(
    Object.entries(routes).map(([id, assets]) => [id, { ...assets, preloads: [] }]),
  );
  quiet.__root__.scripts = [
    {
      attrs: {
        type: "application/json",
        id: CLIENT_MODULES_ID,
        [STYLESHEET_ATTRIBUTE]: stylesheet,
        ...start,
      },
      children: JSON.stringify(modules),
    },
  ];
  return { routes: quiet, inlineCss };
}

const manifest = routerManifest();
const known = new Set(routerPaths());
for (const route of ROUTE_PATHS) {
  if (!known.has(route))
    throw new Error(`Route ${route} is listed in content/pages.ts but has no route file`);
}
for (const route of known) {
  if (!ROUTE_PATHS.includes(route)) throw new Error(`Route ${route} has no entry in content/pages.ts`);
}

const written = [];
const headers = [];

const reduceCss = criticalCss({ dist, fullCss: Object.values(manifest.inlineCss.styles).join("") });
const pagesHtml = new Map();
for (const route of ROUTE_PATHS) {
  const { status, html } = await render(route, manifestFor(route, manifest));
  if (status !== 200) throw new Error(`Prerendering ${route} answered ${status}`);
  // A section that threw while rendering is left to the browser (React's "switched to client
  // rendering" template): the page would ship without it in its HTML. That is a broken build.
  const failed = /<template data-msg="([^"]*)"/.exec(html);
  if (failed) throw new Error(`Prerendering ${route}: a section failed to render: ${failed[1]}`);
  pagesHtml.set(route, await reduceCss(html));
}
const notFoundPage = await render("/__prerender-not-found__", manifestFor("__root__", manifest));
if (notFoundPage.status !== 404)
  throw new Error(`The not-found page answered ${notFoundPage.status}, expected 404`);
const notFound = { html: await reduceCss(notFoundPage.html) };

/** The inline scripts any route puts in <head>, which client navigation may insert on any page. */
const siteHeadScripts = [...new Set([...pagesHtml.values()].flatMap(headScriptHashes))];

/** Every page carries its own policy: the hashes of its inline bootstrap scripts differ. */
function secure(urlPaths, html) {
  const policy = policyFor(html, { videoEmbedOrigin: site.videoEmbedOrigin, siteHeadScripts });
  for (const urlPath of urlPaths) headers.push(`${urlPath}\n  Content-Security-Policy: ${policy}`);
  return withCspMeta(html, policy);
}

for (const [route, html] of pagesHtml) {
  const file = route === "/" ? path.join(dist, "index.html") : path.join(dist, route.slice(1), "index.html");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secure(route === "/" ? ["/", "/index.html"] : [route, `${route}/`], html));
  written.push(path.relative(dist, file));
}

await writeFile(path.join(dist, "404.html"), secure(["/404.html"], notFound.html));
written.push("404.html");

// For static hosts that read a headers file (Netlify, Cloudflare Pages): the same policies as
// headers, plus what a meta tag cannot say (frame-ancestors).
const common =
  "/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n  X-Frame-Options: DENY\n  Permissions-Policy: camera=(), microphone=(), geolocation=()";
await writeFile(path.join(dist, "_headers"), `${[common, ...headers].join("\n\n")}\n`);
written.push("_headers");

const today = new Date().toISOString().slice(0, 10);
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${INDEXED_PATHS.map((route) => `  <url><loc>${site.siteOrigin}${route}</loc><lastmod>${today}</lastmod></url>`).join("\n")}
</urlset>
`;
await writeFile(path.join(dist, "sitemap.xml"), sitemap);
await writeFile(
  path.join(dist, "robots.txt"),
  `User-agent: *\nAllow: /\n\nSitemap: ${site.siteOrigin}/sitemap.xml\n`,
);
written.push("sitemap.xml", "robots.txt");
// The route list, for tools that measure the built site (scripts/size.mjs, scripts/bench.mjs).
await writeFile(path.join(dist, "routes.json"), `${JSON.stringify(ROUTE_PATHS)}\n`);

await rm(path.join(root, "dist-ssr"), { recursive: true, force: true });
console.log(`Prerendered ${written.length} files into dist/:\n  ${written.join("\n  ")}`);
