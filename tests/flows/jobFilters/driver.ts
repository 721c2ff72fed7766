import { expect, type Page } from "@playwright/test";
import { findJobsCopy } from "../../../src/content/jobs";
import type { PageDriver } from "../../support/drivers/types";
import { click } from "../../support/drivers/visitor";

const toggle = (page: Page) => page.getByRole("search").getByRole("button", { name: /^Filters/ });
const panel = (page: Page) => page.getByRole("region", { name: findJobsCopy.filtersHeading });

export const jobFiltersDriver: PageDriver = {
  route: "/find-jobs",
  viewport: { width: 390, height: 844 },
  events: {
    "filters.toggle": async (page, { before }) => {
      await toggle(page).click();
      if (before === "shown") await expect(toggle(page)).toBeFocused();
    },
    "filters.close": async (page) => {
      await panel(page)
        .getByRole("button", { name: /^Show \d+ jobs?$/ })
        .click();
      await expect(page.getByRole("heading", { name: findJobsCopy.resultsHeading })).toBeFocused();
    },
    "key.escape": async (page) => {
      await page.keyboard.press("Escape");
      await expect(toggle(page)).toBeFocused();
    },
    "viewport.desktop": async (page) => {
      await page.setViewportSize({ width: 1280, height: 844 });
      await expect(toggle(page)).toBeHidden();
      await expect(panel(page)).toBeVisible();
      // The page has heard the change (the media query's event reaches the machine, which closes
      // the phone's panel) before the window narrows again: on a loaded machine a quick narrowing
      // could otherwise come before the browser reported the wide layout at all.
      await expect(
        page.getByRole("search").getByRole("button", { name: /^Filters/, includeHidden: true }),
      ).toHaveAttribute("aria-expanded", "false");
      await page.setViewportSize({ width: 390, height: 844 });
    },
  },
  visitorActions: {
    "filters.toggle": ({ before }) => (before === "shown" ? `${click("Filters")} again` : click("Filters")),
    "filters.close": "click 'Show n jobs' at the foot of the panel",
    "key.escape": "press Escape inside the panel",
    "viewport.desktop": "widen the window to 1280 px (the desktop layout), then narrow it again",
  },
  states: {
    hidden: async (page) => {
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
      await expect(toggle(page)).toHaveAttribute("aria-controls", "job-filters");
      await expect(panel(page)).toBeHidden();
    },
    shown: async (page) => {
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
      await expect(panel(page)).toBeVisible();
      // Focus moved into the panel, so the next Tab reaches the first filter.
      await expect(panel(page)).toBeFocused();
    },
  },
};
