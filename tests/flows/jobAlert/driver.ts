import { expect, type Page } from "@playwright/test";
import { fromPromise } from "xstate";
import { type JobAlert, type JobAlertFieldChange, jobAlertMachine } from "../../../machines/jobAlert";
import { findJobsCopy } from "../../../src/content/jobs";
import { leadSendingCopy } from "../../../src/content/leadForms";
import type { LeadSendResult, LeadSubmission } from "../../../src/domain/leads";
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
import { type HeldIntake, holdIntake } from "../leadIntake";
import { ALERT_REFERENCE, REFUSED_EMAIL, SEND_DONE, SEND_ERROR } from "./model";

// The shadow machine hears the send's outcome from the driver (SEND_DONE), as the page hears it from
// the intake: its own send never settles.
const shadow = shadowActors(
  jobAlertMachine.provide({
    actors: { sendLead: fromPromise<LeadSendResult, LeadSubmission>(() => new Promise(() => {})) },
  }),
);
const intakes = new WeakMap<Page, HeldIntake>();
const intakeOf = (page: Page) => {
  const intake = intakes.get(page);
  if (!intake) throw new Error("the intake is held in prepare()");
  return intake;
};
const SENT = { outcome: "sent", reference: ALERT_REFERENCE } as const;
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
  await intakeOf(page).answer(SENT);
  await expect(email(page)).toBeHidden();
}

/** After the alert was confirmed: its toast, and whether this browser holds it. */
async function confirmedNow(page: Page) {
  const snapshot = shadow.snapshot(page);
  if (!snapshot.matches("confirmed") || !snapshot.context.active) return;
  inStep.set(page, snapshot.context.storage === "kept");
  const { active } = snapshot.context;
  // .last(): the alert may have been created again a moment ago, its toast still showing.
  await expect(page.getByText(findJobsCopy.alertConfirmedTitle).last()).toBeVisible();
  await expect(
    page.getByText(findJobsCopy.alertConfirmedBody(active.email, active.frequency), { exact: false }).last(),
  ).toBeVisible();
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
  // The intake's 500s and 400s, and the network failing, as the paths make them happen.
  allowConsoleErrors: [/Failed to load resource/],
  prepare: async (page) => {
    shadow.start(page);
    inStep.set(page, true);
    intakes.set(page, await holdIntake(page));
  },
  events: {
    "field.change": async (page, { event }) => {
      const change = payload<JobAlertFieldChange>(event);
      if (change.field === "email") await email(page).fill(change.value);
      // The radio checks natively, before the island's code too (issue 35): check() sees it checked.
      else
        await alertBox(page)
          .getByRole("radio", { name: change.value === "daily" ? "Daily" : "Weekly" })
          .check();
      shadow.send(page, event as never);
    },
    "form.submit": async (page, { event }) => {
      await alertBox(page).getByRole("button", { name: findJobsCopy.alertSubmit }).click();
      shadow.send(page, event as never);
      // Not an address: the box is focused so the visitor can fix it at once.
      if (shadow.snapshot(page).matches("invalid")) await expect(email(page)).toBeFocused();
    },
    [SEND_DONE]: async (page, { event }) => {
      await intakeOf(page).answer((event as unknown as { output: LeadSendResult }).output);
      shadow.send(page, event as never);
      await confirmedNow(page);
    },
    [SEND_ERROR]: async (page, { event }) => {
      // The send itself failing looks, to the visitor, as an intake that answers errors.
      await intakeOf(page).answer({ outcome: "error" });
      shadow.send(page, event as never);
    },
    "form.retry": async (page, { event }) => {
      await alertBox(page).getByRole("button", { name: leadSendingCopy.tryAgain }).click();
      shadow.send(page, event as never);
    },
    "lead.delivered": async (page, { event }) => {
      // Back online: the shell sends what waits on the device, and the intake takes it.
      intakeOf(page).answerNext(SENT);
      await page.evaluate(() => dispatchEvent(new Event("online")));
      shadow.send(page, event as never);
      await confirmedNow(page);
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
      for (const type of ["alert.edit", "form.submit", "storage.refused"]) {
        shadow.send(page, { type } as never);
        if (type === "form.submit") shadow.send(page, { type: SEND_DONE, output: SENT } as never);
      }
      inStep.set(page, false);
    },
    "storage.kept": async (page) => {
      await freeStorage(page);
      await createAgain(page);
      for (const type of ["alert.edit", "form.submit", "storage.kept"]) {
        shadow.send(page, { type } as never);
        if (type === "form.submit") shadow.send(page, { type: SEND_DONE, output: SENT } as never);
      }
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
    [SEND_DONE]: ({ event }) => {
      const output = (event as unknown as { output: LeadSendResult }).output;
      return output.outcome === "sent"
        ? "the intake registers the alert and answers its reference"
        : output.outcome === "queued"
          ? "the network fails: the alert is kept on the device"
          : output.outcome === "refused"
            ? "the intake refuses the address (400)"
            : "the intake answers 500, to every retry";
    },
    [SEND_ERROR]: "the send fails (as an intake that answers 500)",
    "form.retry": click(leadSendingCopy.tryAgain),
    "lead.delivered": "the connection is back: the saved alert goes",
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
    submitting: async (page) => {
      await expect(
        alertBox(page).getByRole("button", { name: findJobsCopy.alertSubmitting }),
      ).toHaveAttribute("aria-disabled", "true");
    },
    queued: async (page) => {
      const active = shadow.snapshot(page).context.active as JobAlert;
      await expect(email(page)).toBeHidden();
      await expect(alertBox(page).getByText(leadSendingCopy.queued)).toBeVisible();
      await expect(alertBox(page).getByText(active.email, { exact: true })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /waiting to be sent/ })).toBeVisible();
    },
    refused: async (page) => {
      await expectForm(page);
      await expect(email(page)).toHaveAttribute("aria-invalid", "true");
      await expect(email(page)).toHaveAccessibleDescription(REFUSED_EMAIL);
    },
    failed: async (page) => {
      await expectForm(page);
      await expect(
        alertBox(page).getByRole("alert").filter({ hasText: leadSendingCopy.failed }),
      ).toBeVisible();
      await expect(alertBox(page).getByRole("button", { name: leadSendingCopy.tryAgain })).toBeVisible();
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
