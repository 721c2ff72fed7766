import { pages } from "../../src/content/pages";
import { expect, hydrated, test } from "./fixtures";

const TAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;

type Call = unknown[];
async function pageViews(page: import("@playwright/test").Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Call[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === "event" && entry[1] === "page_view")
      .map((entry) => {
        const { page_path, page_title } = entry[2] as { page_path: string; page_title: string };
        return { page_path, page_title };
      }),
  );
}

test.describe("analytics", () => {
  test("with a valid id: the tag loads once and each navigation records one page view", async ({ page }) => {
    const tagRequests: string[] = [];
    await page.route(TAG, async (route) => {
      tagRequests.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/javascript", body: "/* stub */" });
    });
    await page.addInitScript(() => localStorage.setItem("ga_measurement_id", "G-TEST12345"));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await hydrated(page);
    await expect.poll(() => pageViews(page)).toEqual([{ page_path: "/", page_title: pages["/"].title }]);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveTitle(pages["/about"].title);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Industries" }).click();
    await expect(page).toHaveTitle(pages["/industries"].title);
    await expect
      .poll(() => pageViews(page))
      .toEqual([
        { page_path: "/", page_title: pages["/"].title },
        { page_path: "/about", page_title: pages["/about"].title },
        { page_path: "/industries", page_title: pages["/industries"].title },
      ]);
    expect(tagRequests).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST12345"]);
  });

  test("a page changing its own query (calculator, job filters) records no page view", async ({ page }) => {
    await page.route(TAG, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
    );
    await page.addInitScript(() => localStorage.setItem("ga_measurement_id", "G-TEST12345"));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await hydrated(page);
    await page.locator("#calculator").scrollIntoViewIfNeeded();
    await expect(page.locator("[data-calculator-ready]")).toBeAttached();
    await page.getByRole("slider", { name: "Team size" }).focus();
    for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\?team=10$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveTitle(pages["/about"].title);
    await expect
      .poll(() => pageViews(page))
      .toEqual([
        { page_path: "/", page_title: pages["/"].title },
        { page_path: "/about", page_title: pages["/about"].title },
      ]);

    await page.goto("/find-jobs");
    await hydrated(page);
    await page.getByRole("checkbox", { name: "Contract", exact: true }).check();
    await page.getByRole("checkbox", { name: "Full-time", exact: true }).check();
    await expect(page).toHaveURL(/type=/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Post a job" }).click();
    await expect(page).toHaveTitle(pages["/post-job"].title);
    await expect
      .poll(() => pageViews(page))
      .toEqual([
        { page_path: "/find-jobs", page_title: pages["/find-jobs"].title },
        { page_path: "/post-job", page_title: pages["/post-job"].title },
      ]);
  });

  for (const [label, value] of [
    ["no id", null],
    ["an empty id", ""],
    ["an id that is not GA4", "UA-12345-1"],
    ["a script injection", '"><script>alert(1)</script>'],
  ] as const) {
    test(`with ${label}: nothing loads and no page view is recorded`, async ({ page }) => {
      const tagRequests: string[] = [];
      await page.route(TAG, async (route) => {
        tagRequests.push(route.request().url());
        await route.abort();
      });
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      if (value !== null)
        await page.addInitScript((v) => localStorage.setItem("ga_measurement_id", v), value);
      await page.goto("/");
      await hydrated(page);
      await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
      await expect(page).toHaveURL(/\/about$/);
      expect(await pageViews(page)).toEqual([]);
      expect(tagRequests).toEqual([]);
      expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
      if (value) expect(warnings.some((text) => text.includes("ga_measurement_id"))).toBe(true);
    });
  }

  test("storage that throws on access leaves analytics off and the site working", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("denied", "SecurityError");
        },
      });
    });
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages["/"].heading);
    expect(await pageViews(page)).toEqual([]);
  });
});

test("with a valid id: Core Web Vitals are sent as analytics events", async ({ page }) => {
  await page.route(TAG, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
  await page.addInitScript(() => localStorage.setItem("ga_measurement_id", "G-TEST12345"));
  await page.goto("/");
  await hydrated(page);
  // web-vitals loads on demand after hydration: its observers must be in place before the input
  // and the hide below, or a slow machine reports nothing to finalize.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((entry) => /\/web-vitals-[\w-]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
  await page.waitForTimeout(200);
  // An interaction finalizes LCP.
  await page.getByRole("heading", { level: 1 }).click();
  // LCP and CLS are reported when the page is hidden, as on a real visit that ends.
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? [])
          .map((entry) => Array.from(entry as ArrayLike<unknown>))
          .filter((entry) => entry[0] === "event" && ["LCP", "CLS"].includes(entry[1] as string))
          .map((entry) => entry[1]),
      ),
    )
    .toEqual(expect.arrayContaining(["LCP", "CLS"]));
});
