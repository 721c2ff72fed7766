import { expect, type Page } from "@playwright/test";
import type { SavedSearchEvent } from "../../../machines/savedSearch";
import { SKILL_FILTERS, searchContractorsCopy } from "../../../src/content/searchContractors";
import { SAVED_SEARCH_KEY, SAVED_SEARCH_VERSION } from "../../../src/domain/contractorSearch";
import { hydrated } from "../../e2e/fixtures";
import {
  dismissConflict,
  expectDraftStatus,
  fillStorage,
  freeStorage,
  otherTabStores,
  otherTabWords,
} from "../../support/drivers/otherTab";
import type { PageDriver } from "../../support/drivers/types";
import { chooseIn, click, expectDisabled, expectEnabled, quoted } from "../../support/drivers/visitor";

const copy = searchContractorsCopy;
const skillLabel = (skill: string) =>
  SKILL_FILTERS.find((option) => option.value === skill)?.label ??
  (skill === "any" ? copy.filters.skillAny : skill);
const saveButton = (page: Page) =>
  page.getByRole("button", { name: new RegExp(`^(${copy.saveSearch}|${copy.searchSaved})$`) });
const skillBox = (page: Page) => page.getByRole("combobox", { name: copy.filters.skill });

/** The draft-status lines the machine's context calls for (the driver has no shadow: it keeps them). */
const lines = new WeakMap<Page, { notKept: boolean; conflict: boolean }>();
const linesOf = (page: Page) => lines.get(page) ?? { notKept: false, conflict: false };

async function chooseSkill(page: Page, skill: string) {
  await skillBox(page).selectOption(skill);
  await expect(page).toHaveURL(skill === "any" ? /\/search-contractors$/ : new RegExp(`skill=${skill}`));
}

/**
 * Where the shown search is the saved one, two writes that leave it so: save another search, then
 * this one again (the first write tells the machine whether the browser refused or kept it).
 */
async function saveAnotherThenThisAgain(page: Page) {
  const shown = await skillBox(page).inputValue();
  await chooseSkill(page, shown === "fanuc" ? "any" : "fanuc");
  await saveButton(page).click();
  await expect(saveButton(page)).toHaveText(copy.searchSaved);
  await chooseSkill(page, shown);
  await saveButton(page).click();
  await expect(saveButton(page)).toHaveText(copy.searchSaved);
}

/** Stores `text` as the saved search and reloads, as a returning visitor. */
async function reloadWith(page: Page, text: string) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SAVED_SEARCH_KEY, text] as const);
  await page.reload();
  await hydrated(page);
}

export const savedSearchDriver: PageDriver = {
  route: "/search-contractors",
  events: {
    "url.changed": async (page, { event }) => {
      const { filters } = event as Extract<SavedSearchEvent, { type: "url.changed" }>;
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
    "draft.loaded": async (page, { event }) => {
      const { stored } = event as Extract<SavedSearchEvent, { type: "draft.loaded" }>;
      await reloadWith(page, JSON.stringify({ v: SAVED_SEARCH_VERSION, data: stored }));
    },
    "draft.none": async () => {
      // Nothing stored: the machine read the empty store as the page hydrated.
    },
    "draft.discarded": async (page) => {
      await reloadWith(page, "{not json");
      // What could not be used is thrown away.
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SAVED_SEARCH_KEY)).toBeNull();
    },
    "otherTab.changed": async (page, { event }) => {
      const { stored } = event as Extract<SavedSearchEvent, { type: "otherTab.changed" }>;
      await otherTabStores(page, SAVED_SEARCH_KEY, stored, SAVED_SEARCH_VERSION);
      const now = linesOf(page);
      lines.set(page, { ...now, conflict: now.conflict || now.notKept });
      // Taken over: the search saved there is offered here (or nothing, when it was forgotten).
      if (!now.notKept && stored === null) await expect(page.getByTestId("saved-search")).toHaveCount(0);
    },
    "storage.refused": async (page) => {
      await fillStorage(page);
      await saveAnotherThenThisAgain(page);
      lines.set(page, { ...linesOf(page), notKept: true });
    },
    "storage.kept": async (page) => {
      await freeStorage(page);
      await saveAnotherThenThisAgain(page);
      lines.set(page, { ...linesOf(page), notKept: false });
      const stored = await page.evaluate((key) => localStorage.getItem(key), SAVED_SEARCH_KEY);
      expect(JSON.parse(stored ?? "{}")?.data?.skill).toBe(await skillBox(page).inputValue());
    },
    "conflict.dismiss": async (page) => {
      await dismissConflict(page, page);
      lines.set(page, { ...linesOf(page), conflict: false });
    },
  },
  visitorActions: {
    "url.changed": ({ event }) => {
      const { filters } = event as Extract<SavedSearchEvent, { type: "url.changed" }>;
      return chooseIn(skillLabel(filters.skill), copy.filters.skill);
    },
    "search.save": ({ accepted }) =>
      accepted
        ? click(copy.saveSearch)
        : `press ${quoted(copy.searchSaved)} (marked unavailable: nothing happens)`,
    "draft.loaded": ({ event }) => {
      const { stored } = event as Extract<SavedSearchEvent, { type: "draft.loaded" }>;
      return `reload with a search saved in this browser (skills: ${skillLabel(stored.skill)})`;
    },
    "draft.none": "open the page with no search saved in this browser",
    "draft.discarded": "reload with a saved search this page cannot read (not JSON)",
    "otherTab.changed": ({ event }) => {
      const { stored } = event as Extract<SavedSearchEvent, { type: "otherTab.changed" }>;
      return stored === null
        ? "in another tab, the saved search is forgotten"
        : `in another tab, a search is saved (skills: ${skillLabel(stored.skill)})`;
    },
    "storage.refused": `${otherTabWords.refused}; save another search, then this one again`,
    "storage.kept": `${otherTabWords.kept}; save another search, then this one again`,
    "conflict.dismiss": otherTabWords.dismiss,
  },
  states: {
    // While the page reads what this browser stored it offers 'Save this search', as prerendered.
    loading: async (page) => {
      await expect(saveButton(page)).toHaveText(copy.saveSearch);
      await expect(page.getByTestId("saved-search")).toHaveCount(0);
    },
    unsaved: async (page) => {
      await expectDraftStatus(page, "savedSearch", linesOf(page));
      await expect(saveButton(page)).toHaveText(copy.saveSearch);
      await expect(saveButton(page)).not.toHaveAttribute("aria-disabled", "true");
    },
    saved: async (page) => {
      await expectDraftStatus(page, "savedSearch", linesOf(page));
      await expect(saveButton(page)).toHaveText(copy.searchSaved);
      await expect(saveButton(page)).toHaveAttribute("aria-disabled", "true");
      await expect(page.getByTestId("saved-search")).toHaveCount(0);
    },
  },
};
