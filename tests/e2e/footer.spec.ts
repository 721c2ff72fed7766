import { footerColumns } from "../../src/content/footer";
import { expect, hydrated, test } from "./fixtures";

const anchorLinks = footerColumns.flatMap((column) =>
  column.links.flatMap((link) =>
    link.kind === "internal" && link.hash ? [{ ...link, hash: link.hash }] : [],
  ),
);
const externalLinks = footerColumns.flatMap((column) =>
  column.links.filter((link) => link.kind === "external"),
);

test.describe("footer", () => {
  test("has the six columns and the copyright line", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const heading of [
      "For Employers",
      "For Contractors",
      "Industries",
      "Locations",
      "How To Videos",
      "Resources",
    ]) {
      await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
    }
    // The spec's 2025, to the build's year (issue 36).
    await expect(footer).toContainText(/© 2025(–\d{4})? .+ All rights reserved\./);
  });

  test("the four headings that name a page are links to it, and still headings", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    const pages = [
      ["For Employers", "/for-employers"],
      ["For Contractors", "/for-contractors"],
      ["Industries", "/industries"],
      ["Locations", "/locations"],
    ] as const;
    for (const [heading, path] of pages) {
      const link = footer.getByRole("heading", { name: heading, exact: true }).getByRole("link");
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAccessibleName(heading);
      await expect(link).toHaveAttribute("href", path);
      await expect(link).not.toHaveAttribute("target", /./);
    }
    for (const heading of ["How To Videos", "Resources"]) {
      await expect(footer.getByRole("heading", { name: heading, exact: true }).getByRole("link")).toHaveCount(
        0,
      );
    }
    // A client-side navigation like every other internal link, landing on the page's top.
    await footer.getByRole("heading", { name: "Industries", exact: true }).getByRole("link").click();
    await expect(page).toHaveURL(/\/industries$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(
      page
        .getByRole("contentinfo")
        .getByRole("heading", { name: "Industries", exact: true })
        .getByRole("link"),
    ).toHaveAttribute("aria-current", "page");
  });

  test("every external link opens in a new tab without opener", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const link of externalLinks) {
      if (link.kind !== "external") continue;
      const anchor = footer.locator(`a[href="${link.href}"]`).first();
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  for (const link of anchorLinks) {
    test(`${link.to}#${link.hash} lands its section in view below the sticky header`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(link.to === "/" ? "/about" : "/");
      await hydrated(page);
      await page.getByRole("contentinfo").getByRole("link", { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${link.to}#${link.hash}$`));
      const target = page.locator(`[id="${link.hash}"]`);
      await expect(target).toBeAttached();
      await expect
        .poll(async () => {
          const box = await target.boundingBox();
          return box ? Math.round(box.y) : -1;
        })
        .toBeGreaterThanOrEqual(64);
      // 16 px below the 64 px header: the one scroll-padding rule, not added to a scroll margin.
      await expect.poll(async () => (await target.boundingBox())?.y ?? 9999).toBeLessThan(100);
    });
  }

  test("an anchor link on the page already shown still scrolls to its section", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/industries");
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Aerospace", exact: true }).click();
    const target = page.locator("#aerospace-automation");
    await expect
      .poll(async () => Math.round((await target.boundingBox())?.y ?? -1))
      .toBeGreaterThanOrEqual(64);
    await expect.poll(async () => (await target.boundingBox())?.y ?? 9999).toBeLessThan(100);
  });
});
