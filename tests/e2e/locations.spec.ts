import { LOCATION_ANCHORS } from "../../src/content/footer";
import { links } from "../../src/content/links";
import { formatRate, networkCountries, regions, states } from "../../src/content/locations";
import { pages } from "../../src/content/pages";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

async function expectLandedBelowHeader(page: import("@playwright/test").Page, id: string) {
  const target = page.locator(`[id="${id}"]`);
  await expect.poll(async () => Math.round((await target.boundingBox())?.y ?? -1)).toBeGreaterThanOrEqual(64);
  await expect.poll(async () => (await target.boundingBox())?.y ?? 9999).toBeLessThan(200);
}

test.describe("/locations", () => {
  test("has its one h1 and a section for every footer location anchor", async ({ page }) => {
    await page.goto("/locations");
    await hydrated(page);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(pages["/locations"].heading);
    for (const { id } of LOCATION_ANCHORS) {
      await expect(page.locator(`section[id="${id}"]`)).toHaveCount(1);
      await expect(page.locator(`section[id="${id}"]`).getByRole("heading", { level: 2 })).toBeVisible();
    }
    for (const region of regions) {
      await expect(page.locator(`[id="${region.id}"]`).getByRole("heading", { level: 2 })).toHaveText(
        region.label,
      );
    }
  });

  test("shows the Michigan, Texas and Ohio state cards with their average rates", async ({ page }) => {
    await page.goto("/locations");
    const usa = page.locator("#united-states");
    for (const state of states) {
      const card = usa.getByRole("article", { name: state.name });
      await expect(card).toBeVisible();
      await expect(card).toContainText(formatRate(state.averageRate));
      await expect(card).toContainText(String(state.openJobs));
      for (const city of state.cities) await expect(card).toContainText(city);
      await expect(card).toContainText(state.topRoles[0] ?? "");
      await expect(card).toContainText(state.highlights[0] ?? "");
    }
    await expect(usa).toContainText("$87/hr");
    await expect(usa).toContainText("$84/hr");
    await expect(usa).toContainText("$79/hr");
  });

  test("lists the countries of the global network, the United Kingdom among them", async ({ page }) => {
    await page.goto("/locations");
    const network = page.locator("#global-talent");
    const names = await network.getByRole("heading", { level: 3 }).allTextContents();
    expect(names).toEqual(networkCountries.map((country) => country.name));
  });

  for (const width of [390, 1440]) {
    test(`the region nav lands each section below the sticky header at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/locations");
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: "Regions on this page" });
      for (const { id, label } of [...LOCATION_ANCHORS].reverse()) {
        await nav.getByRole("link", { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/locations#${id}$`));
        await expectLandedBelowHeader(page, id);
      }
    });
  }

  test("a network country's region link scrolls to its region", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/locations");
    await hydrated(page);
    await page
      .locator("#global-talent")
      .getByRole("link", { name: /Region details.*Canada/ })
      .click();
    await expect(page).toHaveURL(/\/locations#canada$/);
    await expectLandedBelowHeader(page, "canada");
  });

  test("hero calls to action open the app in a new tab without opener", async ({ page }) => {
    await page.goto("/locations");
    const main = page.getByRole("main");
    for (const href of [links.professionalsIndex(), links.workSearch("Hourly Contract")]) {
      const anchor = main.locator(`a[href="${href}"]`).first();
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  for (const width of [390, 1440]) {
    test(`has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/locations");
      await hydrated(page);
      await expectNoAxeViolations(page);
    });
  }
});
