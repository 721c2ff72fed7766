import { calculatorCopy } from "../../src/content/calculator";
import { expect, hydrated, test } from "./fixtures";

test.describe("toasts", () => {
  test("bottom-right in the 'Notifications' region, destructive style, Alt+T focuses it, gone after 5 s", async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/post-job");
    await hydrated(page);
    await page.locator("form").getByRole("button", { name: "Submit Job Post" }).click();
    const region = page.getByRole("region", { name: "Notifications", exact: true });
    await expect(region).toHaveAccessibleName("Notifications");
    await expect(region).toHaveAttribute("aria-keyshortcuts", "Alt+T");
    const toast = region.getByText("Missing Required Fields");
    await expect(toast).toBeVisible();
    await expect(region.getByText("Please fill in all required fields.")).toBeVisible();
    await expect(region.locator('[data-part="root"][data-type="error"]')).toHaveCount(1);

    const box = await region.locator('[data-part="root"]').first().boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(1440 - 64);
    expect(box && box.y + box.height).toBeGreaterThan(900 - 120);

    await page.keyboard.press("Alt+KeyT");
    await expect.poll(() => region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Focus pauses a toast; move focus away so its 5 s run on.
    await page.locator("h1").click();
    await page.clock.runFor(4_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(toast).toBeHidden();
  });
});

test.describe("tooltips", () => {
  test("open 700 ms after the pointer rests and close 300 ms after it leaves", async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await hydrated(page);
    await page.locator("#calculator").scrollIntoViewIfNeeded();
    await expect(page.locator("[data-calculator-ready]")).toBeAttached();
    const trigger = page.getByRole("button", { name: calculatorCopy.results.ratesHelpLabel });
    const tip = page.getByText(calculatorCopy.results.ratesHelp);
    // An installed clock still flows with real time: on a loaded machine the time Playwright takes
    // between the hover and runFor() counted toward the 700 ms. Paused, only runFor() moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await trigger.hover();
    await page.clock.runFor(600);
    await expect(tip).toBeHidden();
    await page.clock.runFor(150);
    await expect(tip).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.runFor(200);
    await expect(tip).toBeVisible();
    await page.clock.runFor(200);
    await expect(tip).toBeHidden();
  });
});
