import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import {
  PRECACHE_IGNORES,
  precacheUrlFor,
  SELF_REMOVING_WORKER,
  serviceWorkerEnabled,
  webManifest,
  workboxOptions,
} from "../../../scripts/offline.mjs";
import { loadFailureCopy } from "../../../src/content/offline";
import { ROUTE_PATHS } from "../../../src/content/pages";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

describe("the service worker build (scripts/offline.mjs)", () => {
  it("precaches every prerendered page under the URL it is served at", () => {
    for (const route of ROUTE_PATHS) {
      const file = route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
      expect(precacheUrlFor(file)).toBe(route);
    }
    expect(precacheUrlFor("404.html")).toBe("/404.html");
    expect(precacheUrlFor("assets/Dialog-abc.js")).toBe("/assets/Dialog-abc.js");
  });

  it("leaves out only bookkeeping, crawler files, the worker and the link-preview picture", () => {
    expect(PRECACHE_IGNORES).toEqual(
      expect.arrayContaining([".vite/**", "_headers", "sitemap.xml", "robots.txt", "sw.js", "og-image.png"]),
    );
    const options = workboxOptions("/tmp/dist") as {
      globPatterns: string[];
      skipWaiting: boolean;
      clientsClaim: boolean;
    };
    for (const kind of ["html", "js", "woff", "woff2", "avif", "webp", "png", "svg", "webmanifest"])
      expect(options.globPatterns[0]).toContain(kind);
    // A new version waits for the page to hand over at a navigation (docs/offline.md).
    expect(options.skipWaiting).toBe(false);
    expect(options.clientsClaim).toBe(true);
  });

  it("is on unless VITE_SERVICE_WORKER turns it off; off, the worker removes itself and its caches", () => {
    expect(serviceWorkerEnabled({})).toBe(true);
    expect(serviceWorkerEnabled({ VITE_SERVICE_WORKER: "on" })).toBe(true);
    for (const off of ["off", "OFF", "false", "0", "no"])
      expect(serviceWorkerEnabled({ VITE_SERVICE_WORKER: off })).toBe(false);
    expect(SELF_REMOVING_WORKER).toContain("unregister()");
    expect(SELF_REMOVING_WORKER).toContain("caches.delete");
    expect(SELF_REMOVING_WORKER).not.toContain("fetch");
  });

  it("names the installed app after the product, from the built home page", () => {
    const base = JSON.parse(readFileSync(path.join(root, "public/site.webmanifest"), "utf8"));
    const manifest = webManifest(
      base,
      '<meta name="theme-color" content="#0b1520"/><meta name="description" content="Hire &amp; be hired"/><meta property="og:site_name" content="Acme Talent"/>',
    );
    expect(manifest).toMatchObject({
      name: "Acme Talent",
      short_name: "Acme Talent",
      description: "Hire & be hired",
    });
    expect(manifest.icons).toEqual(base.icons);
    expect(manifest.start_url).toBe("/");
  });

  it("names every route in the line that says a page could not be opened offline", () => {
    expect(Object.keys(loadFailureCopy.pageNames).sort()).toEqual([...ROUTE_PATHS].sort());
  });
});

describe("registering the worker from the page's first script (src/startup/earlyInputInline.ts)", () => {
  // vite.config.ts passes the build's switch (serviceWorkerEnabled above) as import.meta.env.SERVICE_WORKER.
  const scriptFor = async ({ PROD, SERVICE_WORKER }: { PROD: boolean; SERVICE_WORKER: "on" | "off" }) => {
    vi.resetModules();
    vi.stubEnv("PROD", PROD);
    vi.stubEnv("SERVICE_WORKER", SERVICE_WORKER);
    try {
      return (await import("../../../src/startup/earlyInputInline")).earlyInputScript();
    } finally {
      vi.unstubAllEnvs();
    }
  };

  it("registers /sw.js after the page has loaded in a production build (tests/unit/startup/workerRegistration.test.ts: when)", async () => {
    const script = await scriptFor({ PROD: true, SERVICE_WORKER: "on" });
    expect(script).toContain('"worker":{"url":"/sw.js","scope":"/"}');
  });

  it("registers nothing when the deployment turns the worker off, or in development", async () => {
    expect(await scriptFor({ PROD: true, SERVICE_WORKER: "off" })).toContain('"worker":null');
    expect(await scriptFor({ PROD: false, SERVICE_WORKER: "on" })).toContain('"worker":null');
  });
});
