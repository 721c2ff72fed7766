import { expect, type Page } from "@playwright/test";
import { type JobAlert, type JobAlertFieldChange, jobAlertMachine } from "../../../machines/jobAlert";
import { findJobsCopy } from "../../../src/content/jobs";
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
import { click, quoted, typeInto } from "../../support/drivers/visitor";

const shadow = shadowActors(jobAlertMachine);
const STORAGE_KEY = "find-jobs.alert";
const email = (page: Page) => page.getByRole("textbox", { name: findJobsCopy.alertEmailLabel });
const alertBox = (page: Page) => page.getByRole("region", { name: findJobsCopy.sidebarHeading });
/** Whether localStorage holds the alert on screen (false after a refused write or a conflict). */
const inStep = new WeakMap<Page, boolean>();

/** 'Change alert', then 'Create alert' with the same address: the page writes the alert again. */
async function createAgain(page: Page) {
  await alertBox(page).getByRole("button", { name: findJobsCopy.alertEdit }).click();
  await expect(email(page)).toBeFocused();
  await alertBox(page).getByRole("button", { name: findJobsCopy.alertSubmit }).click();
  await expect(email(page)).toBeHidden();
}

async function expectStatus(page: Page) {
  const { storage, conflict } = shadow.snapshot(page).context;
  await expectDraftStatus(alertBox(page), "jobAlert", { notKept: storage === "refused", conflict });
}

async function expectForm(page: Page) {
  const { context } = shadow.snapshot(page);
  await expect(email(page)).toBeVisible();
  await expect(email(page)).toHaveAttribute("type", "email");
  await expect(email(page)).toHaveValue(context.email);
  await expect(
    alertBox(page).getByRole("radio", { name: context.frequency === "daily" ? "Daily" : "Weekly" }),
  ).toBeChecked();
}

export const jobAlertDriver: PageDriver = {
  route: "/find-jobs",
  viewport: { width: 1280, height: 900 },
  prepare: async (page) => {
    shadow.start(page);
    inStep.set(page, true);
  },
  events: {
    "field.change": async (page, { event }) => {
      const change = payload<JobAlertFieldChange>(event);
      if (change.field === "email") await email(page).fill(change.value);
      else
        await alertBox(page)
          .getByRole("radio", { name: change.value === "daily" ? "Daily" : "Weekly" })
          .check();
      shadow.send(page, event as never);
    },
    "form.submit": async (page, { event }) => {
      await alertBox(page).getByRole("button", { name: findJobsCopy.alertSubmit }).click();
      shadow.send(page, event as never);
      if (shadow.snapshot(page).matches("confirmed"))
        inStep.set(page, shadow.snapshot(page).context.storage === "kept");
      const { active } = shadow.snapshot(page).context;
      // Not an address: the box is focused so the visitor can fix it at once.
      if (shadow.snapshot(page).matches("invalid")) await expect(email(page)).toBeFocused();
      if (shadow.snapshot(page).matches("confirmed") && active) {
        // .last(): the alert may have been created again a moment ago, its toast still showing.
        await expect(page.getByText(findJobsCopy.alertConfirmedTitle).last()).toBeVisible();
        await expect(
          page.getByText(findJobsCopy.alertConfirmedBody(active.email, active.frequency)).last(),
        ).toBeVisible();
      }
    },
    "alert.edit": async (page, { event }) => {
      await alertBox(page).getByRole("button", { name: findJobsCopy.alertEdit }).click();
      shadow.send(page, event as never);
      await expect(email(page)).toBeFocused();
    },
    "draft.loaded": async (page, { event }) => {
      await reloadWithStored(page, STORAGE_KEY, payload<{ alert: JobAlert }>(event).alert);
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
    "otherTab.changed": async (page, { event }) => {
      await otherTabStores(page, STORAGE_KEY, payload<{ alert: JobAlert }>(event).alert);
      shadow.send(page, event as never);
      inStep.set(page, !shadow.snapshot(page).context.conflict);
    },
    "storage.refused": async (page) => {
      await fillStorage(page);
      await createAgain(page);
      for (const type of ["alert.edit", "form.submit", "storage.refused"])
        shadow.send(page, { type } as never);
      inStep.set(page, false);
    },
    "storage.kept": async (page) => {
      await freeStorage(page);
      await createAgain(page);
      for (const type of ["alert.edit", "form.submit", "storage.kept"]) shadow.send(page, { type } as never);
      inStep.set(page, true);
    },
    "conflict.dismiss": async (page, { event }) => {
      await dismissConflict(alertBox(page), page);
      shadow.send(page, event as never);
    },
  },
  visitorActions: {
    "field.change": ({ event }) => {
      const change = payload<JobAlertFieldChange>(event);
      return change.field === "email"
        ? typeInto(change.value, findJobsCopy.alertEmailLabel)
        : `choose ${quoted(change.value === "daily" ? "Daily" : "Weekly")}`;
    },
    "form.submit": click(findJobsCopy.alertSubmit),
    "alert.edit": click(findJobsCopy.alertEdit),
    "draft.loaded": ({ event }) => {
      const { alert } = payload<{ alert: JobAlert }>(event);
      return `reload with an alert saved in this browser (${alert.email}, ${alert.frequency})`;
    },
    "draft.none": "open the page with no alert saved in this browser",
    "draft.discarded": "reload with a saved alert this page cannot read (not JSON)",
    "otherTab.changed": ({ event }) => {
      const { alert } = payload<{ alert: JobAlert }>(event);
      return `in another tab, an alert is created (${alert.email}, ${alert.frequency})`;
    },
    "storage.refused": `${otherTabWords.refused}; ${click(findJobsCopy.alertEdit)} and ${click(findJobsCopy.alertSubmit)} again`,
    "storage.kept": `${otherTabWords.kept}; ${click(findJobsCopy.alertEdit)} and ${click(findJobsCopy.alertSubmit)} again`,
    "conflict.dismiss": otherTabWords.dismiss,
  },
  states: {
    // While the page reads what this browser stored it shows the empty form, as prerendered.
    loading: async (page) => {
      await expectForm(page);
      await expect(email(page)).not.toHaveAttribute("aria-invalid", "true");
    },
    editing: async (page) => {
      await expectForm(page);
      await expectStatus(page);
      await expect(email(page)).not.toHaveAttribute("aria-invalid", "true");
      await expect(alertBox(page).getByText(findJobsCopy.alertInvalid)).toBeHidden();
    },
    invalid: async (page) => {
      await expectForm(page);
      await expectStatus(page);
      await expect(email(page)).toHaveAttribute("aria-invalid", "true");
      await expect(email(page)).toHaveAccessibleDescription(findJobsCopy.alertInvalid);
    },
    confirmed: async (page) => {
      const active = shadow.snapshot(page).context.active as JobAlert;
      await expect(email(page)).toBeHidden();
      await expect(alertBox(page).getByText(findJobsCopy.alertActive(active.frequency))).toBeVisible();
      await expect(alertBox(page).getByText(active.email, { exact: true })).toBeVisible();
      await expectStatus(page);
      if (inStep.get(page))
        await expect
          .poll(() =>
            page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null")?.data, STORAGE_KEY),
          )
          .toEqual(active);
    },
  },
};
