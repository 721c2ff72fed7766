import { expect, hydrated, test } from "../../e2e/fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test.describe("mobile menu at 390 px", () => {
  test("opens with focus inside, closes on Escape with focus back on the toggle", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panelId = await toggle.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Home" })).toBeFocused();
    await expect(panel.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    for (const name of [
      "Home",
      "About",
      "For Employers",
      "For Contractors",
      "Industries",
      "Locations",
      "Blog",
      "Login / Register",
    ]) {
      await expect(panel.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
    }

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("closes when a link is followed", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Site menu" })
      .getByRole("link", { name: "Locations" })
      .click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Site menu" })).toBeHidden();
  });

  test("closes when the window grows to the desktop layout", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Site menu" })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(page.getByRole("navigation", { name: "Site menu" })).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
