import { expect, type Page } from "@playwright/test";
import type { SavedSearchEvent } from "../../../machines/savedSearch";
import { SKILL_FILTERS, searchContractorsCopy } from "../../../src/content/searchContractors";
import { SAVED_SEARCH_KEY, SAVED_SEARCH_VERSION } from "../../../src/domain/contractorSearch";
import { hydrated } from "../fixtures";
import type { PageDriver } from "./types";
import { chooseIn, click, expectDisabled, expectEnabled, quoted } from "./visitor";

const copy = searchContractorsCopy;
const skillLabel = (skill: string) =>
  SKILL_FILTERS.find((option) => option.value === skill)?.label ??
  (skill === "any" ? copy.filters.skillAny : skill);
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
    "search.save": async (page, { accepted }) => {
      if (!accepted) {
        // Already saved: the button is marked unavailable (aria-disabled, so it stays focusable and
        // a visitor can still press it); the press changes nothing.
        await expectDisabled(saveButton(page), quoted(copy.searchSaved));
        await saveButton(page).click({ force: true });
        return;
      }
      await expectEnabled(saveButton(page), quoted(copy.saveSearch));
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
  visitorActions: {
    "filters.changed": ({ event }) => {
      const { filters } = event as Extract<SavedSearchEvent, { type: "filters.changed" }>;
      return chooseIn(skillLabel(filters.skill), copy.filters.skill);
    },
    "search.save": ({ accepted }) =>
      accepted
        ? click(copy.saveSearch)
        : `press ${quoted(copy.searchSaved)} (marked unavailable: nothing happens)`,
    "search.loaded": ({ event }) => {
      const { stored } = event as Extract<SavedSearchEvent, { type: "search.loaded" }>;
      return `reload with a search saved in this browser (skills: ${skillLabel(stored.skill)})`;
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
