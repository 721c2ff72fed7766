import { expect, type Page } from "@playwright/test";
import type { PageDriver } from "./types";

const toggle = (page: Page) => page.locator("header button[aria-controls]");
const panel = (page: Page) => page.getByRole("navigation", { name: "Site menu" });

export const mobileMenuDriver: PageDriver = {
  route: "/about",
  viewport: { width: 390, height: 844 },
  events: {
    "menu.toggle": async (page) => toggle(page).click(),
    "menu.close": async (page) => {
      // An empty spot of the header, outside the menu and its button.
      await page.mouse.click(250, 32);
    },
    "key.escape": async (page) => page.keyboard.press("Escape"),
    "route.changed": async (page, { before }) => {
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
      await page.setViewportSize({ width: 390, height: 844 });
    },
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
