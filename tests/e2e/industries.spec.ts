import { industries } from "../../src/content/industries";
import { links } from "../../src/content/links";
import { pages } from "../../src/content/pages";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

test.describe("/industries", () => {
  test("has its one h1 and a section for each of the six industries", async ({ page }) => {
    await page.goto("/industries");
    await hydrated(page);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(pages["/industries"].heading);
    for (const industry of industries) {
      const section = page.locator(`section[id="${industry.id}"]`);
      await expect(section).toHaveCount(1);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(industry.name);
      await expect(section).toContainText(industry.jobTitles[0] ?? "");
      await expect(section).toContainText(industry.projects[0]?.title ?? "");
      await expect(section).toContainText(industry.tools.robots[0] ?? "");
      await expect(section).toContainText(industry.tools.controls[0] ?? "");
      await expect(section).toContainText(industry.tools.software[0] ?? "");
      await expect(section).toContainText(industry.coverage[0] ?? "");
      await expect(section).toContainText(industry.talentPool.toLocaleString("en-US"));
    }
  });

  for (const width of [390, 1440]) {
    test(`the in-page nav lands each section below the sticky header at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/industries");
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: "Jump to an industry" });
      for (const industry of [...industries].reverse()) {
        await nav.getByRole("link", { name: new RegExp(`^${industry.label}`) }).click();
        await expect(page).toHaveURL(new RegExp(`/industries#${industry.id}$`));
        const target = page.locator(`[id="${industry.id}"]`);
        await expect
          .poll(async () => Math.round((await target.boundingBox())?.y ?? -1))
          .toBeGreaterThanOrEqual(64);
        await expect.poll(async () => (await target.boundingBox())?.y ?? 9999).toBeLessThan(200);
      }
    });
  }

  test("hero and closing calls to action open the app in a new tab without opener", async ({ page }) => {
    await page.goto("/industries");
    const main = page.getByRole("main");
    for (const href of [
      links.professionalsIndex(),
      links.workSearch("Hourly Contract"),
      links.hireWorkAdd(),
    ]) {
      const anchor = main.locator(`a[href="${href}"]`).first();
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  for (const width of [390, 1440]) {
    test(`has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/industries");
      await hydrated(page);
      await expectNoAxeViolations(page);
    });
  }
});
