import { expect, type Page } from "@playwright/test";
import { explainerVideo } from "../../../src/content/home";
import { links } from "../../../src/content/links";
import { site } from "../../../src/content/site";
import type { PageDriver } from "../../support/drivers/types";
import { click, quoted } from "../../support/drivers/visitor";

const title = `${site.productName} Explained`;
const thumbnail = (page: Page) => page.getByRole("button", { name: explainerVideo.thumbnailLabel });
/** The same button found by its label attribute: the open modal hides the page from the a11y tree. */
const thumbnailBehind = (page: Page) => page.locator(`button[aria-label="${explainerVideo.thumbnailLabel}"]`);
const dialog = (page: Page) => page.getByRole("dialog", { name: title });

/** The three ways a visitor closes the dialog, taken in turn so every path exercises another one. */
const closeWays: Array<(page: Page) => Promise<void>> = [
  (page) => dialog(page).getByRole("button", { name: explainerVideo.closeLabel }).click(),
  (page) => page.keyboard.press("Escape"),
  (page) => page.mouse.click(8, 8),
];
let closeCount = 0;

export const videoDialogDriver: PageDriver = {
  route: "/",
  viewport: { width: 1440, height: 900 },
  allowExternal: [/youtube-nocookie\.com/],
  events: {
    "dialog.open": async (page, { before }) => {
      // While the modal is open the thumbnail sits behind it: a visitor cannot press it. Show that:
      // a (trial) click on it must not reach it.
      if (before === "open") {
        await expect(thumbnailBehind(page)).toHaveCount(1);
        const reached = await thumbnailBehind(page)
          .click({ trial: true, timeout: 500 })
          .then(
            () => true,
            () => false,
          );
        expect(reached, "the thumbnail is reachable behind the open dialog").toBe(false);
        return;
      }
      // Keyboard and pointer both open it; alternate so both are covered.
      if (closeCount % 2 === 0) await thumbnail(page).click();
      else {
        await thumbnail(page).focus();
        await page.keyboard.press("Enter");
      }
    },
    "dialog.close": async (page, { before }) => {
      // Nothing to close: Escape on the page must change nothing.
      if (before === "closed") {
        await page.keyboard.press("Escape");
        return;
      }
      const way = closeWays[closeCount++ % closeWays.length];
      await way?.(page);
      // Focus goes back to the thumbnail, whichever way it was closed.
      await expect(dialog(page)).toHaveCount(0);
      await expect(thumbnail(page)).toBeFocused();
    },
  },
  visitorActions: {
    "dialog.open": ({ before }) =>
      before === "open"
        ? "try to click the video thumbnail behind the open dialog (it cannot be reached)"
        : `${click(explainerVideo.thumbnailLabel)} (or focus it and press Enter; the runs alternate)`,
    "dialog.close": ({ before }) =>
      before === "closed"
        ? "press Escape with no dialog open"
        : `close the dialog: ${quoted(explainerVideo.closeLabel)}, Escape or a click on the backdrop (the runs take them in turn)`,
  },
  states: {
    closed: async (page) => {
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.locator("iframe")).toHaveCount(0);
    },
    open: async (page) => {
      await expect(dialog(page)).toBeVisible();
      if (site.explainerVideoId)
        await expect(dialog(page).locator("iframe")).toHaveAttribute(
          "src",
          links.videoEmbed(site.explainerVideoId),
        );
      // No video configured: the bundled walkthrough of the four employer steps plays instead.
      else await expect(dialog(page).getByRole("listitem")).toHaveCount(4);
      await expect(dialog(page).getByRole("button", { name: explainerVideo.closeLabel })).toBeFocused();
    },
  },
};
