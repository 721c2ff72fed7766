import type { Locator } from "@playwright/test";
import { explainerVideo, howItWorks } from "../../../src/content/home";
import { links } from "../../../src/content/links";
import { site } from "../../../src/content/site";
import { expect, expectNoAxeViolations, hydrated, test } from "../../e2e/fixtures";

// Opening the dialog asks the embed host for the player: allowed here, and still aborted by the fixture.
test.use({ allowExternal: [/youtube-nocookie\.com/] });

const title = `${site.productName} Explained`;
const embedSrc = site.explainerVideoId ? links.videoEmbed(site.explainerVideoId) : null;
const stepTitles = howItWorks.employers.steps.map((step) => step.title);

/** The dialog's body: the configured player, or the bundled walkthrough when none is configured. */
async function expectExplainer(dialog: Locator) {
  if (embedSrc) {
    await expect(dialog.locator("iframe")).toHaveAttribute("src", embedSrc);
    return;
  }
  await expect(dialog.locator("iframe")).toHaveCount(0);
  await expect(dialog.getByRole("listitem")).toHaveCount(4);
  await expect(dialog.getByRole("heading", { level: 3 })).toHaveText(stepTitles);
}

test.describe("home video dialog", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
  });

  test("the thumbnail is a named button and no player exists before it is pressed", async ({ page }) => {
    const thumbnail = page.getByRole("button", { name: `Play video: ${title}` });
    await expect(thumbnail).toBeVisible();
    await expect(thumbnail).toHaveAttribute("aria-haspopup", "dialog");
    // The bundled poster: AVIF, or WebP where AVIF is not supported (tests/e2e/images.spec.ts).
    await expect(thumbnail.locator("img")).toHaveAttribute("src", /\/explainer-poster-\d+-[\w-]+\.webp$/);
    await expect(thumbnail.locator('picture source[type="image/avif"]')).toHaveCount(1);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a click opens a named modal dialog with the player; the close button closes it", async ({ page }) => {
    const thumbnail = page.getByRole("button", { name: `Play video: ${title}` });
    await thumbnail.click();
    const dialog = page.getByRole("dialog", { name: title });
    // The first press fetches two chunks in turn (the thumbnail's island, then the dialog) and
    // hydrates in between: on a loaded machine that takes longer than one assertion's default.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expectExplainer(dialog);
    if (embedSrc) {
      const player = dialog.locator("iframe");
      await expect(player).toHaveAttribute("title", title);
      await expect(player).toHaveAttribute("allow", "autoplay; encrypted-media; picture-in-picture");
      await expect(player).toHaveAttribute("allowfullscreen", "");
    }
    const close = dialog.getByRole("button", { name: explainerVideo.closeLabel });
    await expect(close).toBeFocused();

    await close.click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
  });

  for (const key of ["Enter", " "] as const) {
    test(`${key === " " ? "Space" : key} on the focused thumbnail opens it; Escape closes it`, async ({
      page,
    }) => {
      const thumbnail = page.getByRole("button", { name: `Play video: ${title}` });
      await thumbnail.focus();
      await page.keyboard.press(key);
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expectExplainer(dialog);

      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.locator("iframe")).toHaveCount(0);
      await expect(thumbnail).toBeFocused();
    });
  }

  test("a click on the backdrop closes it and focus returns to the thumbnail", async ({ page }) => {
    const thumbnail = page.getByRole("button", { name: `Play video: ${title}` });
    await thumbnail.click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    // Ark arms its outside-click listener in the same frame it moves focus to the close button; a
    // click before that frame is not yet a click "outside" (no visitor is that quick, CI can be).
    await expect(dialog.getByRole("button", { name: explainerVideo.closeLabel })).toBeFocused();
    await page.mouse.click(8, 8);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
  });

  test("focus stays inside the open dialog", async ({ page }) => {
    await page.getByRole("button", { name: `Play video: ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog.getByRole("button", { name: explainerVideo.closeLabel })).toBeFocused();
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
  });

  test("it opens again after closing", async ({ page }) => {
    const thumbnail = page.getByRole("button", { name: `Play video: ${title}` });
    for (let round = 0; round < 2; round += 1) {
      await thumbnail.click();
      await expect(page.getByRole("dialog", { name: title })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });

  test("the explainer asks no host but its player's: with no video configured, the bundled walkthrough plays", async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== new URL(page.url()).origin) foreign.push(request.url());
    });
    await page.getByRole("button", { name: `Play video: ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expectExplainer(dialog);
    if (embedSrc) {
      // A build with a video configured: its player is the only other host asked.
      expect(foreign.every((url) => new URL(url).origin === new URL(embedSrc).origin)).toBe(true);
      return;
    }
    // The scenes take turns: the second step holds the stage after the first one's four seconds.
    const scenes = dialog.getByRole("listitem");
    const opacity = (index: number) =>
      scenes.nth(index).evaluate((node) => Number(getComputedStyle(node).opacity));
    await expect.poll(() => opacity(0)).toBeGreaterThan(0.9);
    await expect.poll(() => opacity(1), { timeout: 8000 }).toBeGreaterThan(0.9);
    expect(foreign).toEqual([]);
    await expect(page.locator('a[href*="PLACEHOLDER" i], iframe[src*="PLACEHOLDER" i]')).toHaveCount(0);
  });

  test("with reduced motion the walkthrough stands still, all four steps shown", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("button", { name: `Play video: ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expectExplainer(dialog);
    // A build with a video configured shows its player instead; nothing of the page moves.
    if (embedSrc) return;
    const scenes = dialog.getByRole("listitem");
    await expect(scenes).toHaveCount(4);
    for (let index = 0; index < 4; index += 1) {
      await expect(scenes.nth(index)).toBeInViewport();
      expect(await scenes.nth(index).evaluate((node) => getComputedStyle(node).animationName)).toBe("none");
      expect(await scenes.nth(index).evaluate((node) => getComputedStyle(node).opacity)).toBe("1");
    }
  });

  for (const width of [390, 1440]) {
    test(`the open dialog has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole("button", { name: `Play video: ${title}` }).click();
      await expect(page.getByRole("dialog", { name: title })).toBeVisible();
      // The explainer's scenes cross-fade; contrast is judged on each scene's steady frame (2 s into
      // its 4 s), with the animations held there, not on whatever blend the clock happens to show.
      for (let scene = 0; scene < 4; scene += 1) {
        await page.evaluate(
          (at) => {
            for (const animation of document.getAnimations()) {
              animation.pause();
              animation.currentTime = at;
            }
          },
          scene * 4000 + 2000,
        );
        await expectNoAxeViolations(page);
      }
    });
  }
});
