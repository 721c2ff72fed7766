import { expect, type Page } from "@playwright/test";
import { links } from "../../../src/content/links";
import { postProjectCopy } from "../../../src/content/postProject";
import type { PageDriver } from "../../support/drivers/types";
import { click } from "../../support/drivers/visitor";

const copy = postProjectCopy.help;
const trigger = (page: Page) => page.getByRole("button", { name: copy.trigger, exact: true });
const panel = (page: Page) => page.getByRole("dialog", { name: copy.title });

export const postingHelpDriver: PageDriver = {
  route: "/post-project",
  events: {
    "help.open": async (page) => trigger(page).click(),
    "help.close": async (page, { before }) => {
      await page.keyboard.press("Escape");
      // Closed: focus is back on the prompt that opened it.
      if (before === "open") await expect(trigger(page)).toBeFocused();
    },
  },
  visitorActions: {
    "help.open": click(copy.trigger),
    "help.close": ({ before }) => (before === "open" ? "press Escape" : "press Escape (no help open)"),
  },
  states: {
    closed: async (page) => {
      await expect(panel(page)).toBeHidden();
      await expect(trigger(page)).toHaveAttribute("aria-expanded", "false");
    },
    open: async (page) => {
      await expect(panel(page)).toBeVisible();
      await expect(trigger(page)).toHaveAttribute("aria-expanded", "true");
      const contact = panel(page).getByRole("link", { name: copy.contact });
      await expect(contact).toHaveAttribute("href", links.contact());
      await expect(contact).toHaveAttribute("target", "_blank");
      // Focus moved into the popover.
      await expect.poll(() => panel(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    },
  },
};
