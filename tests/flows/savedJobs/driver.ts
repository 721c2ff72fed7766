import { expect, type Page } from "@playwright/test";
import { savedJobsMachine } from "../../../machines/savedJobs";
import { findJobsCopy, jobs } from "../../../src/content/jobs";
import {
  dismissConflict,
  expectDraftStatus,
  fillStorage,
  freeStorage,
  otherTabStores,
  otherTabWords,
} from "../../support/drivers/otherTab";
import { payload, reloadWithStored, reloadWithStoredText, shadowActors } from "../../support/drivers/shadow";
import type { PageDriver } from "../../support/drivers/types";
import { quoted } from "../../support/drivers/visitor";

const shadow = shadowActors(savedJobsMachine);
const STORAGE_KEY = "find-jobs.saved";
const titleOf = (id: string) => jobs.find((job) => job.id === id)?.title ?? id;
const card = (page: Page, id: string) => page.getByRole("article", { name: titleOf(id), exact: true });
const savedList = (page: Page) => page.getByTestId("saved-jobs");
/** The jobs the model toggles or restores. */
const watched = ["fanuc-weld-cell-detroit", "abb-paint-spartanburg", "controls-engineer-houston"];
/** A job outside the model: saved and un-saved again to make the page write while storage is full or free. */
const spare = jobs.find((job) => !watched.includes(job.id))?.id ?? "";
/** Whether localStorage holds exactly the list on screen (false after a refused write or a conflict). */
const inStep = new WeakMap<Page, boolean>();

/** Saves the spare job and un-saves it: two writes, and the list is as it was. */
async function toggleSpareTwice(page: Page) {
  const button = card(page, spare).getByRole("button", { name: /^(Save Job|Saved)$/ });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
}

async function expectCards(page: Page) {
  const { ids, storage, conflict } = shadow.snapshot(page).context;
  await expectDraftStatus(savedList(page), "savedJobs", { notKept: storage === "refused", conflict });
  for (const id of watched) {
    const saved = ids.includes(id);
    const heart = card(page, id).getByRole("button", { name: findJobsCopy.heartLabel(titleOf(id)) });
    const toggle = card(page, id).getByRole("button", {
      name: saved ? findJobsCopy.saved : findJobsCopy.save,
      exact: true,
    });
    await expect(heart).toHaveAttribute("aria-pressed", String(saved));
    await expect(toggle).toHaveAttribute("aria-pressed", String(saved));
  }
}

export const savedJobsDriver: PageDriver = {
  route: "/find-jobs",
  viewport: { width: 1280, height: 900 },
  prepare: async (page) => {
    shadow.start(page);
    inStep.set(page, true);
  },
  events: {
    "job.toggle": async (page, { event }) => {
      const { id } = event as { type: "job.toggle"; id: string };
      const target = card(page, id);
      // The first job is toggled with its heart, the others with the Save Job / Saved button.
      if (id === watched[0]) {
        await target.getByRole("button", { name: findJobsCopy.heartLabel(titleOf(id)) }).click();
      } else {
        await target.getByRole("button", { name: /^(Save Job|Saved)$/ }).click();
      }
      shadow.send(page, event as never);
      inStep.set(page, shadow.snapshot(page).context.storage === "kept");
    },
    "otherTab.changed": async (page, { event }) => {
      await otherTabStores(page, STORAGE_KEY, payload<{ ids: string[] }>(event).ids);
      shadow.send(page, event as never);
      inStep.set(page, !shadow.snapshot(page).context.conflict);
    },
    "storage.refused": async (page) => {
      await fillStorage(page);
      await card(page, spare)
        .getByRole("button", { name: /^(Save Job|Saved)$/ })
        .click();
      shadow.send(page, { type: "job.toggle", id: spare } as never);
      shadow.send(page, { type: "storage.refused" } as never);
      await card(page, spare)
        .getByRole("button", { name: /^(Save Job|Saved)$/ })
        .click();
      shadow.send(page, { type: "job.toggle", id: spare } as never);
      inStep.set(page, false);
    },
    "storage.kept": async (page) => {
      await freeStorage(page);
      await toggleSpareTwice(page);
      shadow.send(page, { type: "job.toggle", id: spare } as never);
      shadow.send(page, { type: "storage.kept" } as never);
      shadow.send(page, { type: "job.toggle", id: spare } as never);
      inStep.set(page, true);
    },
    "conflict.dismiss": async (page, { event }) => {
      await dismissConflict(savedList(page), page);
      shadow.send(page, event as never);
    },
    "draft.loaded": async (page, { event }) => {
      await reloadWithStored(page, STORAGE_KEY, payload<{ ids: string[] }>(event).ids);
      shadow.send(page, event as never);
    },
    "draft.none": async (page, { event }) => {
      // Nothing stored: the machine read the empty store as the page hydrated.
      shadow.send(page, event as never);
    },
    "draft.discarded": async (page, { event }) => {
      await reloadWithStoredText(page, STORAGE_KEY, "{not json");
      shadow.send(page, event as never);
      // What could not be used is thrown away.
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    },
  },
  visitorActions: {
    "job.toggle": ({ event }) => {
      const { id } = event as { type: "job.toggle"; id: string };
      return id === watched[0]
        ? `click the heart on ${quoted(titleOf(id))}`
        : `click '${findJobsCopy.save}' (or '${findJobsCopy.saved}') on ${quoted(titleOf(id))}`;
    },
    "draft.loaded": ({ event }) => {
      const { ids } = payload<{ ids: string[] }>(event);
      return ids.length
        ? `reload with saved jobs in this browser: ${ids.map((id) => quoted(titleOf(id))).join(", ")}`
        : "reload with an empty saved-jobs list in this browser";
    },
    "draft.none": "open the page with no saved jobs in this browser",
    "draft.discarded": "reload with a saved-jobs list this page cannot read (not JSON)",
    "otherTab.changed": ({ event }) => {
      const { ids } = payload<{ ids: string[] }>(event);
      return ids.length
        ? `in another tab, the saved jobs become ${ids.map((id) => quoted(titleOf(id))).join(", ")}`
        : "in another tab, every saved job is removed";
    },
    "storage.refused": `${otherTabWords.refused}; save and un-save ${quoted(titleOf(spare))}`,
    "storage.kept": `${otherTabWords.kept}; save and un-save ${quoted(titleOf(spare))}`,
    "conflict.dismiss": otherTabWords.dismiss,
  },
  states: {
    // While the page reads what this browser stored it shows no saved job, as prerendered.
    loading: async (page) => {
      await expect(savedList(page)).toContainText(findJobsCopy.savedEmpty);
      await expectCards(page);
    },
    empty: async (page) => {
      await expect(savedList(page)).toContainText(findJobsCopy.savedEmpty);
      await expect(savedList(page)).toContainText(findJobsCopy.savedCount(0));
      await expectCards(page);
    },
    listing: async (page) => {
      const ids = shadow.snapshot(page).context.ids;
      await expect(savedList(page)).toContainText(findJobsCopy.savedCount(ids.length));
      await expect(savedList(page).getByRole("listitem")).toHaveText(
        ids.map((id) => new RegExp(titleOf(id).replace(/[()]/g, "\\$&"))),
      );
      await expectCards(page);
      // Kept in this browser: what a reload would read back (unless the browser refused it).
      if (inStep.get(page))
        await expect
          .poll(() =>
            page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null")?.data, STORAGE_KEY),
          )
          .toEqual(ids);
    },
  },
};
