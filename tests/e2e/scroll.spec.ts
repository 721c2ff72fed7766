import { pages } from "../../src/content/pages";
import { clickInPlace, expect, holdClientEntry, hydrated, test } from "./fixtures";

const scrollY = (page: import("@playwright/test").Page) => page.evaluate(() => Math.round(window.scrollY));
const mainNav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Main" });

/** A header link clicked where it is (see clickInPlace). */
const clickHeaderLink = (page: import("@playwright/test").Page, name: string) =>
  clickInPlace(page, mainNav(page).getByRole("link", { name }));

/** /about scrolled down 1500 px, then Industries from the header: where the visitor was on /about. */
async function scrolledAboutThenIndustries(page: import("@playwright/test").Page) {
  await page.goto("/about");
  await hydrated(page);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  const onAbout = await scrollY(page);
  await clickHeaderLink(page, "Industries");
  await expect(page).toHaveTitle(pages["/industries"].title);
  return onAbout;
}

test.describe("scroll on navigation", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test("a header link to the page already shown scrolls it to the top", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    await clickHeaderLink(page, "About");
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a new page starts at the top; Back returns to where the visitor was, Forward too", async ({
    page,
  }) => {
    const onAbout = await scrolledAboutThenIndustries(page);
    expect(await scrollY(page)).toBe(0);
    await page.mouse.wheel(0, 700);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    const onIndustries = await scrollY(page);

    await page.goBack();
    await expect(page).toHaveTitle(pages["/about"].title);
    await expect.poll(() => scrollY(page)).toBe(onAbout);
    await page.goForward();
    await expect(page).toHaveTitle(pages["/industries"].title);
    await expect.poll(() => scrollY(page)).toBe(onIndustries);
  });

  test("Back to a page entered at an anchor returns to where the visitor left it", async ({ page }) => {
    await page.goto("/for-contractors#latest-projects");
    await hydrated(page);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
    const atSection = await scrollY(page);
    await clickHeaderLink(page, "About");
    await expect(page).toHaveTitle(pages["/about"].title);
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/for-contractors#latest-projects$/);
    await expect.poll(() => scrollY(page)).toBe(atSection);
  });
});

test("a visitor who scrolls before the page hydrates stays where they are", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const release = await holdClientEntry(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  // Laid out in its fonts first: a font arriving after the scroll reflows the text above, and the
  // browser's scroll anchoring moves the page by a pixel or two (1500 -> 1498 once, under load 12).
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  const before = await scrollY(page);
  release();
  await hydrated(page);
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBe(before);
});

test.describe("scroll when a page of the visit is loaded whole again", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test("a reload keeps the visitor where they were on a page the app opened", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await clickHeaderLink(page, "Industries");
    await expect(page).toHaveTitle(pages["/industries"].title);
    await page.mouse.wheel(0, 700);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    const before = await scrollY(page);
    await page.reload();
    await expect.poll(() => scrollY(page)).toBe(before);
  });

  test("Back from another page load to an earlier page of the visit returns to where the visitor was, before any code runs", async ({
    page,
  }) => {
    const onAbout = await scrolledAboutThenIndustries(page);
    // A whole page load elsewhere, then Back twice. Chromium takes the second step inside the
    // reopened /industries document, whose code has not started: the page loads /about whole
    // (not Industries' content under /about's address), and as the entry still has the router's
    // manual scroll restoration, the browser restores nothing: the page's first script does.
    await page.goto("/locations");
    await page.goBack();
    await expect(page).toHaveTitle(pages["/industries"].title);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(pages["/about"].title);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(pages["/about"].heading);
    expect(await page.evaluate(() => history.scrollRestoration)).toBe("manual");
    // Within a few pixels: the fonts arrive after the page is put back, and the browser's scroll
    // anchoring follows the reflow of the text above (1500 -> 1498).
    await expect.poll(async () => Math.abs((await scrollY(page)) - onAbout)).toBeLessThanOrEqual(4);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // Forward is the same kind of step, back to Industries.
    await page.goForward();
    await expect(page).toHaveTitle(pages["/industries"].title);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(pages["/industries"].heading);
  });
});
