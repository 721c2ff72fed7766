import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { clientModulesOf } from "../../scripts/clientModules.mjs";
import { ROUTE_PATHS } from "../../src/content/pages";
import { sharedResumeCopy } from "../../src/content/sharedResume";
import { encodeShareFragment } from "../../src/domain/resumeShare";
import { SESSION_COOKIE } from "../../src/platform/session";
import { STARTS_WHEN_IDLE } from "../../src/startup/startPolicy";
import { sample as sharedResumeSample } from "../flows/sharedResume/model";
import { hydrated } from "./fixtures";

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, "../../dist");
const assets = path.join(dist, "assets");

test("the production bundle carries no development-only inspector code", () => {
  const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = readFileSync(path.join(assets, file), "utf8");
    expect(code, file).not.toContain("@statelyai/inspect");
    expect(code, file).not.toContain("stately.ai/registry");
  }
});

test("docs/flows/index.html renders a diagram for every machine, offline", async ({ page }) => {
  const { machineNames } = await import("../../machines");
  const requests: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("file:")) requests.push(request.url());
  });
  await page.goto(`file://${path.resolve(here, "../../docs/flows/index.html")}`);
  await page.waitForSelector("body[data-rendered=true]");
  await expect(page.locator("pre.mermaid svg")).toHaveCount(machineNames.length);
  for (const name of machineNames) await expect(page.locator(`section#${name} svg`)).toBeVisible();
  expect(requests).toEqual([]);
});

test.describe("every prerendered page paints from its HTML alone", () => {
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<
    string,
    { file: string; isEntry?: boolean; css?: string[] }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const stylesheets = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith(".css"));
  const pages = [
    ...ROUTE_PATHS.map((route) => (route === "/" ? "index.html" : `${route.slice(1)}/index.html`)),
    "404.html",
  ];

  for (const file of pages) {
    test(`${file}: the stylesheet is inline and allowed by hash; no script is fetched before it paints`, () => {
      const html = readFileSync(path.join(dist, file), "utf8");
      const head = html.slice(0, html.indexOf("</head>"));

      // The CSS: inline, the page's own part of the built stylesheet (criticalCss.spec.ts holds it to
      // look the same as the whole), no render-blocking request; the whole one is named for the client.
      expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
      const styles = [...head.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)];
      expect(styles).toHaveLength(1);
      const [, styleAttrs, css = ""] = styles[0] ?? [];
      expect(styleAttrs).toContain("data-tsr-inline-css");
      expect(stylesheets).toHaveLength(1);
      const builtCss = readFileSync(path.join(dist, stylesheets[0] ?? ""), "utf8");
      expect(css.length, "the inline CSS is a part of the stylesheet").toBeLessThan(builtCss.length);
      expect(css.startsWith("@font-face"), "the fonts come first").toBe(true);
      expect(html).toContain(`data-stylesheet="/${stylesheets[0]}"`);
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(head)?.[1] ?? "";
      const styleSrc = policy.split("; ").find((directive) => directive.startsWith("style-src "));
      const hash = createHash("sha256")
        .update(css ?? "", "utf8")
        .digest("base64");
      expect(styleSrc).toBe(`style-src 'self' 'sha256-${hash}'`);

      // The client code: no modulepreload or module script for the browser to fetch alongside the
      // first paint, but one list of the entry and modules, all of them in the build, which the
      // early-input script starts once the page has loaded.
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      const modules: string[] = clientModulesOf(html);
      expect(modules[0]).toBe(entry?.file);
      expect(modules.length).toBeGreaterThan(1);
      for (const module of modules) expect(existsSync(path.join(dist, module ?? "")), module).toBe(true);
    });
  }

  test("no page's startup code carries the styling runtime: its style calls are class names already", () => {
    // Markers of styled-system/css (its utility table), helpers (patterns) and recipes.
    const runtime = /aspectRatio:asp|getPatternStyles|splitVariantProps/;
    for (const file of pages) {
      const html = readFileSync(path.join(dist, file), "utf8");
      const modules: string[] = clientModulesOf(html);
      expect(modules.length).toBeGreaterThan(1);
      for (const module of modules)
        expect(readFileSync(path.join(dist, module), "utf8"), `${file}: ${module}`).not.toMatch(runtime);
    }
    // It is still in the build, for the few calls that take a prop (loaded with what uses them).
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(scripts.some((name) => runtime.test(readFileSync(path.join(assets, name), "utf8")))).toBe(true);
  });

  test("the early-input script is in every page's HTML and in none of the JavaScript", () => {
    // The start only the script has (src/startup/earlyInputRuntime.ts, compiled by the build): the
    // client's root head leaves the script out, so its text is not part of any page's startup code.
    const marker = "(function earlyInput(";
    for (const file of pages) expect(readFileSync(path.join(dist, file), "utf8"), file).toContain(marker);
    for (const name of readdirSync(assets).filter((name) => name.endsWith(".js")))
      expect(readFileSync(path.join(assets, name), "utf8"), name).not.toContain(marker);
  });

  test("what runs at load is the early-input script and the router's bootstrap; not the router's scroll script", () => {
    // The router's inline scroll script ran at every load and forced a layout mid-parse; the
    // early-input script does its one job (a page reopened at an entry whose scroll the router
    // restores). JSON (the modules' list, structured data) does not run.
    for (const file of pages) {
      const html = readFileSync(path.join(dist, file), "utf8");
      const running = [
        ...html.matchAll(/<script(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>([\s\S]*?)<\/script>/g),
      ].map((match) => match[1] ?? "");
      expect(running.length, file).toBe(3);
      expect(running[0], file).toContain("(function earlyInput(");
      expect(
        running.slice(1).every((text) => text.includes("$tsr-stream-boundary") || text.includes("$_TSR")),
        file,
      ).toBe(true);
      expect(html, file).not.toContain("__hashScrollIntoViewOptions");
      // The manifest is linked by the script once the page is quiet; the HTML has it for a browser
      // without JavaScript only.
      expect(html.match(/<link rel="manifest"[^>]*>/g), file).toEqual([
        '<link rel="manifest" href="/site.webmanifest"/>',
      ]);
      expect(html, file).toContain('<noscript><link rel="manifest" href="/site.webmanifest"/></noscript>');
    }
  });

  test("every page starts from the same three files: the entry, the start-up chunk and Rolldown's runtime", () => {
    // vite.config.ts lists the modules every page runs at start (STARTUP_MODULES) so that they are
    // one chunk, not twenty small ones. A module every page needs that the list misses is split
    // out again as one more file on every page: add it to the list.
    const startSets = pages.map(
      (file) => clientModulesOf(readFileSync(path.join(dist, file), "utf8")) as string[],
    );
    const common = startSets[0]?.filter((module) => startSets.every((set) => set.includes(module))) ?? [];
    expect(common.map((module) => module.replace(/^assets\/(.+)-[\w-]{8}\.js$/, "$1")).sort()).toEqual([
      "entry-client",
      "rolldown-runtime",
      "startup",
    ]);
  });

  test("the footer's tables are not in the code a page loads to start: the footer stays its HTML", () => {
    // A label only the footer's columns have (src/content/footer.ts). The header's words live
    // apart from them (src/content/navigation.ts), so starting the header does not load them.
    const marker = "Top-rated Fanuc specialist";
    for (const file of pages) {
      expect(readFileSync(path.join(dist, file), "utf8"), file).toContain(marker);
      for (const module of clientModulesOf(readFileSync(path.join(dist, file), "utf8")) as string[])
        expect(readFileSync(path.join(dist, module), "utf8"), `${file}: ${module}`).not.toContain(marker);
    }
  });

  test("a route's search schema is among its own page's modules, and in no other page's start", () => {
    // The entry loads the landed page's schema before hydrating (src/startup/searchSchemas.ts):
    // listed with the page's modules, it comes with them, not one round trip later.
    const startOf = (file: string) =>
      (clientModulesOf(readFileSync(path.join(dist, file), "utf8")) as string[]).map((module) =>
        module.replace(/^\/?assets\/(.+)-[\w-]{8}\.js$/, "$1"),
      );
    const schemas = {
      "index.html": "calculatorSearch",
      "find-jobs/index.html": "jobSearch",
      "search-contractors/index.html": "contractorSearch",
    };
    for (const [file, schema] of Object.entries(schemas)) expect(startOf(file), file).toContain(schema);
    // The content pages and the 404 page read no search. (A tool page may use one of the modules for
    // its own reasons: the registration form takes its job types from the job search's.)
    const readers = ["about", "industries", "locations", "for-employers", "for-contractors"];
    for (const file of [...readers.map((route) => `${route}/index.html`), "404.html"]) {
      expect(startOf(file), file).not.toEqual(expect.arrayContaining(["calculatorSearch"]));
      expect(startOf(file), file).not.toEqual(expect.arrayContaining(["jobSearch"]));
      expect(startOf(file), file).not.toEqual(expect.arrayContaining(["contractorSearch"]));
    }
  });

  test("every atomic class the build wrote into the code has its rule in the stylesheet", () => {
    // Panda builds the stylesheet from its own reading of the source, the build writes the classes
    // from running each call (scripts/pandaStatic.mjs): a choice inside a pattern's props that Panda
    // reads one way only left a state's class with no rule (caught in review, not by a test, before).
    const written: string[] = JSON.parse(readFileSync(path.join(dist, ".vite/style-classes.json"), "utf8"));
    expect(written.length).toBeGreaterThan(1000);
    const sheet = readFileSync(path.join(dist, stylesheets[0] ?? ""), "utf8");
    const defined = new Set<string>();
    for (const [, escaped = ""] of sheet.matchAll(/\.((?:\\.|[\w\u0080-\uffff-])+)/g))
      defined.add(escaped.replace(/\\(.)/g, "$1"));
    // Atomic classes (prop_value). A slot recipe's part or variant class (dialog__trigger,
    // button--size_md) may rightly have no rule of its own.
    const atomic = written.filter(
      (name) => name.includes("_") && !name.includes("__") && !name.includes("--"),
    );
    expect(atomic.length).toBeGreaterThan(500);
    expect(atomic.filter((name) => !defined.has(name))).toEqual([]);
  });

  test("the built stylesheet is one file", () => {
    expect(stylesheets).toHaveLength(1);
    expect(Object.values(manifest).some((chunk) => chunk.css?.length)).toBe(false);
  });

  for (const route of ["/find-jobs", "/"]) {
    test(`${route}: once the code runs, the page has its own CSS and the whole stylesheet, fetched once`, async ({
      page,
    }) => {
      await page.goto(route);
      await hydrated(page);
      // The toast region loads on its hotkey (or the first toast): the last deferred module.
      await page.keyboard.press("Alt+KeyT");
      await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
      const sheets = await page.evaluate(() =>
        [...document.styleSheets].map((sheet) => (sheet.href ? new URL(sheet.href).pathname : "inline")),
      );
      expect(sheets).toEqual(["inline", `/${stylesheets[0]}`]);
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
      );
      expect(fetched.filter((url) => url.endsWith(".css"))).toEqual([`/${stylesheets[0]}`]);
    });
  }

  const clientRequested = (page: import("@playwright/test").Page) =>
    page.evaluate(
      () => document.querySelector('script[type="module"][src*="/assets/entry-client"]') !== null,
    );

  test("the client code is neither fetched nor run while nobody acts; the visitor's first sign of intent fetches and runs it", async ({
    page,
  }) => {
    await page.goto("/industries");
    await page.waitForLoadState("load");
    // Nothing of the app's code is fetched while the page is only read: fetching it at load doubled
    // the page's main-thread work under Lighthouse (README, "Startup").
    await page.waitForTimeout(1500);
    const scriptsFetched = () =>
      page.evaluate(
        () =>
          performance.getEntriesByType("resource").filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
            .length,
      );
    expect(await scriptsFetched()).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length)).toBe(0);
    expect(await clientRequested(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // The pointer moving over the page is enough: the entry, its modules and the stylesheet follow.
    await page.mouse.move(200, 300);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await scriptsFetched()).toBeGreaterThan(1);
    expect(
      await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length),
    ).toBeGreaterThan(1);
  });

  const startsAtLoad: Array<[string, string, (page: import("@playwright/test").Page) => Promise<void>]> = [
    ["a query in the address", "/find-jobs?q=plc", async () => {}],
    ["a fragment in the address", "/industries#automotive-automation", async () => {}],
    ["the shared resume's link (its fragment holds the resume)", "/resume#v1.AAAA", async () => {}],
    ["the not-found page", "/no-such-page", async () => {}],
    [
      "the login cookie",
      "/about",
      async (page) => {
        await page.context().addCookies([{ name: SESSION_COOKIE, value: "Ada", url: page.url() }]);
      },
    ],
    [
      "a stored draft this page restores",
      "/job-seeker-registration",
      async (page) => {
        await page.evaluate(() => localStorage.setItem("job-seeker-registration.draft", "{}"));
      },
    ],
    [
      "analytics switched on",
      "/locations",
      async (page) => {
        await page.evaluate(() => localStorage.setItem("ga_measurement_id", "G-TEST1234"));
      },
    ],
  ];
  for (const [why, url, arrange] of startsAtLoad) {
    test(`the client code runs at once, with no intent, for ${why}`, async ({ page }) => {
      await page.goto("/about");
      await arrange(page);
      await page.goto(url);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    });
  }

  // The pages a visitor comes to act on (issue 35, "start early"): their code starts at the first
  // idle moment after the load, with no sign of intent, so a first action a moment later answers
  // at once. The content pages above wait for intent.
  for (const route of STARTS_WHEN_IDLE) {
    test(`${route} starts its code once loaded and idle, before any intent`, async ({ page }) => {
      await page.goto(route);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      expect(
        await page.evaluate(() => document.getElementById("client-modules")?.getAttribute("data-start")),
      ).toBe("idle");
    });
  }

  test("the shared-resume page without a fragment runs no code: its HTML says the link holds no resume", async ({
    page,
  }) => {
    await page.goto("/resume");
    await page.waitForLoadState("load");
    await page.waitForTimeout(1000);
    expect(await clientRequested(page)).toBe(false);
    await expect(page.getByRole("alert")).toContainText(sharedResumeCopy.problems.empty.heading);
    await expect(page.getByRole("status").filter({ hasText: sharedResumeCopy.reading })).toBeHidden();
    // A resume link pasted into the address changes only the fragment: the page starts and reads it.
    const fragment = await encodeShareFragment(sharedResumeSample);
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, fragment);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      sharedResumeSample.profile.personalInfo.fullName,
    );
    await expect(page.getByRole("alert")).toHaveCount(0);
    // With a fragment the same HTML says it is reading, and the code starts at once to read it
    // (held here, to see the HTML).
    await page.goto("about:blank");
    await page.route(/\/assets\/entry-client-[\w-]+\.js$/, () => {});
    await page.goto("/resume#v1.AAAA");
    await expect(page.getByRole("status").filter({ hasText: sharedResumeCopy.reading })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect.poll(() => clientRequested(page)).toBe(true);
  });

  test("a stored key of another page does not start this one", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => localStorage.setItem("job-seeker-registration.draft", "{}"));
    await page.goto("/industries");
    await page.waitForTimeout(1000);
    expect(await clientRequested(page)).toBe(false);
  });

  test("a press before the page has loaded starts the client code at once", async ({ page }) => {
    // Hold a font back, so the load event waits for it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/industries", { waitUntil: "commit" });
    await page.waitForSelector("h1");
    expect(await clientRequested(page)).toBe(false);
    await page.keyboard.press("Tab");
    await expect.poll(() => clientRequested(page)).toBe(true);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  });
});
