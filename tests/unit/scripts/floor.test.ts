import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { floorHtml } from "../../../scripts/floor.mjs";
import { createSiteServer } from "../../../scripts/serve.mjs";

// The parts of a prerendered page that stay in its floor, and the parts that go (scripts/floor.mjs).
const kept = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<meta charSet="utf-8"/>',
  `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='"/>`,
  '<link rel="preload" href="/assets/inter-latin.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="preload" href="/images/hero.avif" as="image" fetchpriority="high"/>',
  '<link rel="stylesheet" href="/assets/extra.css"/>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
  "<style data-tsr-inline-css>.a>.b{color:red}</style>",
  "<title>About</title></head><body>",
  '<main><h1>About</h1><img src="/images/a.avif" alt="A" width="10" height="10"/>',
  "<p>Text that mentions &lt;script&gt; and a script tag in words.</p>",
  "<noscript><p>This tool needs JavaScript.</p></noscript>",
  '<a href="/find-jobs">Find jobs</a></main>',
  "</body></html>",
];
const removed = [
  '<script id="client-loader">(function loadClient(entry, modules) { const s = "script[src=" + entry + "]"; if (1 > 0) {} })("/assets/index.js",["/assets/a.js"])</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script type="module" src="/assets/index-abc.js" async=""></script>',
  '<link rel="modulepreload" href="/assets/route-about.js"/>',
  "<link href='/assets/x.js' rel='modulepreload' crossorigin>",
  '<link rel="preload" as="script" href="/assets/legacy.js">',
  '<script data-tsr-stream-part="">window.$_TSR={a:"</div>"}</script>',
  '<SCRIPT data-x="a>b">x()</SCRIPT >',
  "<script>self.$R=[]</script>",
];

/** Interleaves the kept and removed parts: the page, and what its floor must be. */
function page() {
  let html = "";
  let floor = "";
  kept.forEach((part, i) => {
    html += part;
    floor += part;
    if (i < removed.length) html += removed[i];
  });
  return { html, floor };
}

describe("floorHtml", () => {
  it("removes every script element and script preload, and keeps every other byte", () => {
    const { html, floor } = page();
    expect(floorHtml(html)).toBe(floor);
  });

  it("leaves no <script> and no modulepreload behind", () => {
    const out = floorHtml(page().html);
    expect(out).not.toMatch(/<script[\s>]/i);
    expect(out).not.toMatch(/modulepreload/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/extra.css"/>');
    expect(out).toContain("<noscript>");
  });

  it("changes nothing in a page without scripts, and is idempotent", () => {
    const { floor } = page();
    expect(floorHtml(floor)).toBe(floor);
    expect(floorHtml(floorHtml(page().html))).toBe(floor);
  });

  it("keeps whitespace and line breaks around what it removes", () => {
    expect(floorHtml("<head>\n  <script>a()</script>\n  <title>x</title>\n</head>")).toBe(
      "<head>\n  \n  <title>x</title>\n</head>",
    );
  });
});

describe("serve.mjs ?__floor", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "floor-serve-"));
  const { html, floor } = page();
  const servers: { floor: boolean; origin: string; close: () => void }[] = [];

  beforeAll(async () => {
    writeFileSync(path.join(dir, "index.html"), html);
    mkdirSync(path.join(dir, "about"));
    writeFileSync(path.join(dir, "about", "index.html"), html.replace("About", "About us"));
    writeFileSync(path.join(dir, "404.html"), `<p>Not found</p><script>x()</script>`);
    for (const withFloor of [true, false]) {
      const server = createSiteServer({ publicDir: dir, floor: withFloor });
      server.listen(0, "127.0.0.1");
      await once(server, "listening");
      const { port } = server.address() as AddressInfo;
      servers.push({ floor: withFloor, origin: `http://127.0.0.1:${port}`, close: () => server.close() });
    }
  });
  afterAll(() => {
    for (const server of servers) server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const origin = (withFloor: boolean) => servers.find((s) => s.floor === withFloor)?.origin ?? "";

  it("serves a route's floor when started with the floor on", async () => {
    const home = await fetch(`${origin(true)}/?__floor`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await home.text()).toBe(floor);
    const about = await fetch(`${origin(true)}/about?__floor`);
    expect(await about.text()).toBe(floor.replace("About", "About us"));
    const slash = await fetch(`${origin(true)}/about/?__floor`);
    expect(await slash.text()).toBe(floor.replace("About", "About us"));
  });

  it("still serves the page itself without the query", async () => {
    expect(await (await fetch(`${origin(true)}/about`)).text()).toBe(html.replace("About", "About us"));
  });

  it("answers 404 with the not-found page's floor for unknown or escaping paths", async () => {
    for (const url of ["/nowhere?__floor", "/..%2f..%2fetc?__floor"]) {
      const response = await fetch(`${origin(true)}${url}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("<p>Not found</p>");
    }
  });

  it("ignores the query without the floor on (production): the page keeps its scripts", async () => {
    const response = await fetch(`${origin(false)}/about?__floor`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(html.replace("About", "About us"));
  });

  it("is off unless SERVE_FLOOR=1", async () => {
    const previous = process.env.SERVE_FLOOR;
    delete process.env.SERVE_FLOOR;
    const server = createSiteServer({ publicDir: dir });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/?__floor`)).text()).toBe(html);
    } finally {
      server.close();
      if (previous !== undefined) process.env.SERVE_FLOOR = previous;
    }
  });
});
