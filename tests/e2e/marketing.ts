import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Every link in the page body that leaves the site opens a new tab with no opener and no referrer. */
export async function expectExternalLinksSafe(page: Page) {
  const main = page.getByRole("main");
  const external = main.locator('a[href^="http"]');
  const count = await external.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const link = external.nth(i);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
}

/** The external link with this exact href, inside the given scope, is safe and there. */
export async function expectExternalLink(scope: ReturnType<Page["locator"]>, href: string) {
  const link = scope.locator(`a[href="${href}"]`).first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

/** Nothing is wider than the viewport (no sideways scrolling on a phone). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
