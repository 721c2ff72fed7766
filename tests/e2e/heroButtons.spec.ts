import type { Locator } from "@playwright/test";
import { employersClosing } from "../../src/content/employers";
import { expect, test } from "./fixtures";

/** Boxes of the call-to-action links inside a section. */
async function linkBoxes(scope: Locator) {
  const links = scope.locator("a");
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  const boxes = [];
  for (let i = 0; i < count; i += 1) {
    const box = await links.nth(i).boundingBox();
    if (box) boxes.push(box);
  }
  return boxes;
}

test.describe("hero buttons on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const route of ["/", "/industries", "/locations", "/for-employers", "/for-contractors"]) {
    test(`${route}: stacked buttons span the column, one width`, async ({ page }) => {
      await page.goto(route);
      const boxes = await linkBoxes(page.locator('section[aria-labelledby="page-heading"]'));
      for (const box of boxes) {
        // The container's width less its 16 px padding on each side.
        expect(Math.round(box.width)).toBe(390 - 2 * 16);
        expect(Math.round(box.x)).toBe(16);
      }
      for (let i = 1; i < boxes.length; i += 1) {
        expect(boxes[i]?.y ?? 0).toBeGreaterThan((boxes[i - 1]?.y ?? 0) + (boxes[i - 1]?.height ?? 0) - 1);
      }
    });
  }
});

test("/for-employers: the closing buttons sit side by side at one width on a desktop", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/for-employers");
  const closing = page.locator("section", {
    has: page.getByRole("heading", { name: employersClosing.heading }),
  });
  const [primary, secondary] = await linkBoxes(closing);
  expect(primary && secondary).toBeTruthy();
  if (!primary || !secondary) return;
  expect(Math.abs(primary.width - secondary.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(primary.y - secondary.y)).toBeLessThanOrEqual(1);
  expect(secondary.x).toBeGreaterThan(primary.x + primary.width);
});
