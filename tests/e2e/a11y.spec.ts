import { expect, expectNoAxeViolations, hydrated, ROUTES, test } from "./fixtures";

for (const width of [390, 1440]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of ROUTES) {
      test(`${route} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
        await page.goto(route);
        await hydrated(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("axe with the mobile menu open", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the open menu has no violations", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    // The menu is an island: the press is held until its code is in, then it opens. Judge it open.
    await expect(page.getByRole("navigation", { name: "Site menu" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
