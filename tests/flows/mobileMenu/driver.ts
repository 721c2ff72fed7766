import { expect, type Page } from "@playwright/test";
import type { PageDriver } from "../../support/drivers/types";
import { click } from "../../support/drivers/visitor";

const toggle = (page: Page) => page.locator("header button[aria-controls]");
const panel = (page: Page) => page.getByRole("navigation", { name: "Site menu" });

export const mobileMenuDriver: PageDriver = {
  route: "/about",
  viewport: { width: 390, height: 844 },
  events: {
    "menu.toggle": async (page, { before }) => {
      await toggle(page).click();
      // Closed with its own button: focus stays on the button.
      if (before === "open") await expect(toggle(page)).toBeFocused();
    },
    "menu.close": async (page) => {
      // An empty spot of the header, outside the menu and its button.
      await page.mouse.click(250, 32);
    },
    "key.escape": async (page, { before }) => {
      await page.keyboard.press("Escape");
      // Escape from the open menu puts focus back on its button.
      if (before === "open") await expect(toggle(page)).toBeFocused();
    },
    "url.changed": async (page, { before }) => {
      const from = new URL(page.url()).pathname;
      if (before === "open") {
        const to = from === "/industries" ? "Locations" : "Industries";
        await panel(page).getByRole("link", { name: to }).click();
      } else {
        const to = from === "/about" ? "Build your resume" : "About us";
        await page.getByRole("contentinfo").getByRole("link", { name: to }).click();
      }
      await expect.poll(() => new URL(page.url()).pathname).not.toBe(from);
    },
    "viewport.desktop": async (page) => {
      await page.setViewportSize({ width: 1280, height: 844 });
      await expect(toggle(page)).toBeHidden();
      // The page has heard the change (the machine closes the menu) before the window narrows
      // again: on a loaded machine a quick narrowing could come before the browser reported it.
      // (A menu whose code never loaded has no state to change: its button stays as served.)
      await expect(toggle(page)).not.toHaveAttribute("aria-expanded", "true");
      await page.setViewportSize({ width: 390, height: 844 });
    },
  },
  visitorActions: {
    "menu.toggle": ({ before }) => (before === "open" ? click("Close menu") : click("Open menu")),
    "menu.close": "tap an empty spot of the header, outside the menu",
    "key.escape": ({ before }) => (before === "open" ? "press Escape" : "press Escape (no menu open)"),
    "url.changed": ({ before }) =>
      before === "open"
        ? "follow a link in the menu ('Industries', or 'Locations' when already there)"
        : "follow a footer link ('Build your resume', or 'About us' when already elsewhere)",
    "viewport.desktop": "widen the window to 1280 px (the desktop layout), then narrow it again",
  },
  states: {
    closed: async (page) => {
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
      await expect(toggle(page)).toHaveAccessibleName("Open menu");
      await expect(panel(page)).toBeHidden();
    },
    open: async (page) => {
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
      await expect(toggle(page)).toHaveAccessibleName("Close menu");
      await expect(panel(page)).toBeVisible();
      // Focus moved into the menu when it opened.
      await expect(panel(page).getByRole("link", { name: "Home" })).toBeFocused();
    },
  },
};
