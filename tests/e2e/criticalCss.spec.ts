import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { STYLESHEET_ATTRIBUTE } from "../../scripts/clientModules.mjs";
import { CLIENT_MODULES_ID } from "../../src/startup/earlyInputScript";
import { expect, holdClientEntry, ROUTES, startClient, test } from "./fixtures";

// Each page inlines only the CSS its own HTML uses (scripts/criticalCss.mjs); the client applies the
// whole stylesheet before it hydrates (src/startup/fullStylesheet.ts).

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist");
const pageFile = (route: string) =>
  path.join(dist, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
const inlineCssOf = (html: string) =>
  /<style data-tsr-inline-css="">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
const stylesheetOf = (html: string) =>
  new RegExp(`id="${CLIENT_MODULES_ID}"[^>]*${STYLESHEET_ATTRIBUTE}="(/assets/[^"]+\\.css)"`).exec(html)?.[1];

async function applyStylesheet(page: Page, href: string) {
  await page.evaluate(
    (url) =>
      new Promise<void>((resolve, reject) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = url;
        link.onload = () => resolve();
        link.onerror = () => reject(new Error(`${url} did not load`));
        document.head.append(link);
      }),
    href,
  );
  await page.evaluate(() => document.fonts.ready);
}

test.describe("critical CSS", () => {
  test("every page inlines a part of the stylesheet, with its fonts, and names the whole one", () => {
    for (const route of ROUTES) {
      const html = readFileSync(pageFile(route), "utf8");
      const href = stylesheetOf(html);
      expect(href, route).toBeDefined();
      const full = readFileSync(path.join(dist, href as string), "utf8");
      const inline = inlineCssOf(html);
      expect(inline.length, route).toBeGreaterThan(1000);
      expect(inline.length, route).toBeLessThan(full.length * 0.6);
      expect(inline.match(/@font-face/g)?.length, route).toBe(full.match(/@font-face/g)?.length);
    }
  });

  for (const width of [390, 1440]) {
    for (const route of ROUTES) {
      test(`${route} at ${width} px looks the same with its own CSS as with the whole stylesheet`, async ({
        page,
      }, testInfo) => {
        test.slow();
        await page.setViewportSize({ width, height: 900 });
        // The code never runs here: the page is its HTML and its inline CSS, as without JavaScript.
        await holdClientEntry(page);
        // Own CSS, then the whole stylesheet, in one page load. A difference caused by the CSS shows
        // on every load; one that comes from the moment (on CI, once in hundreds of shots under a load
        // of 7) does not, so a difference is looked at on a fresh load once more before it fails,
        // and both shots are attached.
        const compare = async () => {
          await page.goto(route, { waitUntil: "domcontentloaded" });
          // Every image loaded and decoded first (a full-page shot would otherwise load the lazy ones
          // between the two shots), and the page settled: two shots in a row alike.
          await page.evaluate(async () => {
            await document.fonts.ready;
            for (const image of document.images) image.loading = "eager";
            await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
          });
          const shot = () => page.screenshot({ fullPage: true, animations: "disabled" });
          const settled = async () => {
            let last = await shot();
            for (let next = await shot(); !next.equals(last); next = await shot()) last = next;
            return last;
          };
          const own = await settled();
          const href = await page.locator(`#${CLIENT_MODULES_ID}`).getAttribute(STYLESHEET_ATTRIBUTE);
          await applyStylesheet(page, href as string);
          // Settled the same way: a new stylesheet makes the page compute its style and paint again.
          const whole = await settled();
          return { own, whole };
        };
        let { own, whole } = await compare();
        if (!own.equals(whole)) {
          await testInfo.attach("own CSS (first load)", { body: own, contentType: "image/png" });
          await testInfo.attach("whole stylesheet (first load)", { body: whole, contentType: "image/png" });
          ({ own, whole } = await compare());
        }
        expect(own.equals(whole), `${route} differs once the whole stylesheet applies`).toBe(true);
      });
    }
  }

  for (const route of ["/", "/post-job"]) {
    test(`${route}: focus and hover look the same with its own CSS as with the whole stylesheet`, async ({
      page,
    }) => {
      test.slow();
      // The page's own CSS keeps the state rules for its own classes only (scripts/unusedCss.mjs):
      // tabbing through it and pointing at its controls must look as with the whole stylesheet.
      await holdClientEntry(page);
      const controls = "a[href], button, label, input, select, textarea";
      const styleNow = () =>
        page.evaluate(async () => {
          await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {})));
          const styled = (element: Element | null | undefined) => {
            if (!element) return "";
            const style = getComputedStyle(element);
            const pseudo = ["::before", "::after"].map((part) => {
              const own = getComputedStyle(element, part);
              return `${own.content} ${own.backgroundColor} ${own.borderColor} ${own.opacity}`;
            });
            return [...style]
              .filter((name) => !name.startsWith("--"))
              .map((name) => `${name}:${style.getPropertyValue(name)}`)
              .concat(pseudo)
              .join(";");
          };
          const focused = document.activeElement;
          const hovered = [...document.querySelectorAll(":hover")].pop();
          return [focused, focused?.parentElement, hovered, hovered?.parentElement].map(styled).join("\n");
        });
      const walk = async (whole: boolean) => {
        await page.goto(route, { waitUntil: "domcontentloaded" });
        if (whole) {
          const href = await page.locator(`#${CLIENT_MODULES_ID}`).getAttribute(STYLESHEET_ATTRIBUTE);
          await applyStylesheet(page, href as string);
        }
        await page.evaluate(() => document.fonts.ready);
        const seen: string[] = [];
        for (let press = 0; press < 20; press++) {
          await page.keyboard.press("Tab");
          seen.push(await styleNow());
        }
        const targets = page.locator(controls).filter({ visible: true });
        const count = Math.min(await targets.count(), 20);
        for (let index = 0; index < count; index++) {
          // One that cannot be pointed at (the skip link, off screen until focused) is passed over,
          // the same in both walks.
          const pointed = await targets
            .nth(index)
            .hover({ force: true, timeout: 2000 })
            .then(
              () => true,
              () => false,
            );
          seen.push(pointed ? await styleNow() : "not pointed at");
        }
        return seen;
      };
      const own = await walk(false);
      const whole = await walk(true);
      expect(own.length).toBeGreaterThan(30);
      for (const [index, state] of own.entries()) expect(state, `state ${index}`).toBe(whole[index]);
    });
  }

  test("before the code arrives, a keyboard visitor sees the focus ring", async ({ page }) => {
    await holdClientEntry(page);
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return [style.outlineStyle, style.outlineWidth];
    });
    expect(ring).toEqual(["solid", "3px"]);
  });

  test("once the code runs, the whole stylesheet applies and the page's own CSS stays as served", async ({
    page,
  }) => {
    await page.goto("/about");
    const inline = await page.locator("style[data-tsr-inline-css]").textContent();
    await startClient(page);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const href = await page.locator(`#${CLIENT_MODULES_ID}`).getAttribute(STYLESHEET_ATTRIBUTE);
    await expect(page.locator(`link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
    expect(
      await page.evaluate(
        (url) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(url as string)),
        href,
      ),
    ).toBe(true);
    expect(await page.locator("style[data-tsr-inline-css]").textContent()).toBe(inline);
    // The next page, rendered by the client with the first page's inline CSS and the whole
    // stylesheet, looks as it does when served on its own.
    await page.getByRole("banner").getByRole("link", { name: "For Employers" }).click();
    await expect(page).toHaveURL(/\/for-employers$/);
    const looks = (target: Page) =>
      target.evaluate(() =>
        [...document.querySelectorAll("main h1, main h2, main section, main a")]
          .slice(0, 40)
          .map((element) => {
            const style = getComputedStyle(element);
            return [style.fontSize, style.fontFamily, style.color, style.backgroundColor, style.display].join(
              " ",
            );
          }),
      );
    const served = await page.context().newPage();
    await holdClientEntry(served);
    await served.goto("/for-employers", { waitUntil: "domcontentloaded" });
    const asServed = await looks(served);
    expect(asServed.length).toBeGreaterThan(10);
    // Polled: the client renders the next page over a few frames (and, on a loaded machine, the
    // whole stylesheet may still be on its way); what must hold is where it settles.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => looks(page), { timeout: 10_000 }).toEqual(asServed);
  });
});
