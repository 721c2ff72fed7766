import { expect, type Page } from "@playwright/test";
import type { SavedSearchEvent } from "../../../machines/savedSearch";
import { searchContractorsCopy } from "../../../src/content/searchContractors";
import { SAVED_SEARCH_KEY, SAVED_SEARCH_VERSION } from "../../../src/domain/contractorSearch";
import { hydrated } from "../fixtures";
import type { PageDriver } from "./types";

const copy = searchContractorsCopy;
const saveButton = (page: Page) =>
  page.getByRole("button", { name: new RegExp(`^(${copy.saveSearch}|${copy.searchSaved})$`) });

export const savedSearchDriver: PageDriver = {
  route: "/search-contractors",
  events: {
    "filters.changed": async (page, { event }) => {
      const { filters } = event as Extract<SavedSearchEvent, { type: "filters.changed" }>;
      await page.getByRole("combobox", { name: copy.filters.skill }).selectOption(filters.skill);
      await expect(page).toHaveURL(
        filters.skill === "any" ? /\/search-contractors$/ : new RegExp(`skill=${filters.skill}`),
      );
    },
    "search.save": async (page, { before }) => {
      if (before === "saved") {
        // Already saved: the button is marked unavailable and pressing it changes nothing.
        await expect(saveButton(page)).toHaveAttribute("aria-disabled", "true");
        await saveButton(page).click({ force: true });
        return;
      }
      await saveButton(page).click();
      await expect(page.getByText(copy.savedToast.title, { exact: true }).first()).toBeVisible();
      const stored = await page.evaluate((key) => localStorage.getItem(key), SAVED_SEARCH_KEY);
      expect(JSON.parse(stored ?? "{}")).toMatchObject({ v: SAVED_SEARCH_VERSION });
    },
    "search.loaded": async (page, { event }) => {
      const { stored } = event as Extract<SavedSearchEvent, { type: "search.loaded" }>;
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        SAVED_SEARCH_KEY,
        JSON.stringify({ v: SAVED_SEARCH_VERSION, data: stored }),
      ] as const);
      await page.reload();
      await hydrated(page);
    },
  },
  states: {
    unsaved: async (page) => {
      await expect(saveButton(page)).toHaveText(copy.saveSearch);
      await expect(saveButton(page)).not.toHaveAttribute("aria-disabled", "true");
    },
    saved: async (page) => {
      await expect(saveButton(page)).toHaveText(copy.searchSaved);
      await expect(saveButton(page)).toHaveAttribute("aria-disabled", "true");
      await expect(page.getByTestId("saved-search")).toHaveCount(0);
    },
  },
};
