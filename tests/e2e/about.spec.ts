import { links } from "../../src/content/links";
import { pages } from "../../src/content/pages";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

/** The directory the issue asks for, written out from the links module on purpose (not from content). */
const directory: Array<[label: string, href: string]> = [
  ["Post hourly contract", links.hireWorkAdd("Hourly Contract")],
  ["Post contract to hire", links.hireWorkAdd("Contract to Hire")],
  ["Post project / RFQ", links.hireWorkAdd("Hard Quote Work")],
  ["Post job", links.hireWorkAdd("Direct Job")],
  ["Search professionals", links.professionalsIndex()],
  ["Search hourly contracts", links.workSearch("Hourly Contract")],
  ["Contract to hire", links.workSearch("Contract to Hire")],
  ["Projects / RFQs", links.workSearch("Hard Quote Work")],
  ["Jobs", links.workSearch("Direct Job")],
  ["Training", links.training()],
  ["Partner offers", links.partnerOffers()],
  ["Blog", links.blog()],
  ["Terms and conditions", links.terms()],
  ["Supplier service agreement", links.supplierServiceAgreement()],
  ["Master service agreement", links.masterServiceAgreement()],
];

test.describe("/about", () => {
  test("shows the hero stats, timeline, pathways, figures, values and testimonial", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(pages["/about"].heading);
    const main = page.getByRole("main");
    for (const text of ["40K+", "Professionals", "1,000+", "Contracts filled", "230+", "Companies"]) {
      await expect(main.locator('section[aria-labelledby="page-heading"]')).toContainText(text);
    }
    for (const year of ["1999", "2008", "2017", "Now"]) {
      await expect(main.getByRole("listitem").filter({ hasText: new RegExp(`^${year}`) })).toHaveCount(1);
    }
    await expect(main).toContainText("Platform launch");
    for (const audience of ["Companies", "Contractors", "Everyone"])
      await expect(main).toContainText(audience);
    for (const [value, label] of [
      ["40,000+", "Contractors"],
      ["1,000+", "Projects"],
      ["230+", "Manufacturer clients"],
      ["70%", "Faster than agencies"],
    ]) {
      const stats = main.getByRole("region", { name: "The network in numbers" });
      await expect(stats).toContainText(value ?? "");
      await expect(stats).toContainText(label ?? "");
    }
    for (const value of ["Transparency", "Freedom", "Integrity"]) {
      await expect(main.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }
    await expect(main).toContainText("Game-changing platform for industrial automation hiring.");
  });

  test("every directory link has the right URL and opens in a new tab without opener", async ({ page }) => {
    await page.goto("/about");
    const section = page.getByRole("region", { name: "Everything on the platform, one click away" });
    const anchors = section.getByRole("link");
    await expect(anchors).toHaveCount(directory.length);
    for (const [label, href] of directory) {
      const anchor = section.getByRole("link", { name: `${label} (opens in a new tab)`, exact: true });
      await expect(anchor).toHaveAttribute("href", href);
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("every external link on the page opens in a new tab without opener", async ({ page }) => {
    await page.goto("/about");
    const external = page.getByRole("main").locator('a[href^="http"]');
    expect(await external.count()).toBeGreaterThan(directory.length);
    for (const anchor of await external.all()) {
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("an industry tile opens its section on /industries below the sticky header", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    await hydrated(page);
    await page
      .getByRole("region", { name: "Specialists for the industries that build things" })
      .getByRole("link", { name: /Pharmaceutical/ })
      .click();
    await expect(page).toHaveURL(/\/industries#pharmaceutical-automation$/);
    const target = page.locator("#pharmaceutical-automation");
    await expect
      .poll(async () => Math.round((await target.boundingBox())?.y ?? -1))
      .toBeGreaterThanOrEqual(64);
    await expect.poll(async () => (await target.boundingBox())?.y ?? 9999).toBeLessThan(200);
  });

  for (const width of [390, 1440]) {
    test(`has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/about");
      await hydrated(page);
      await expectNoAxeViolations(page);
    });
  }
});
