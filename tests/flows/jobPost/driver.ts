import { expect, type Page } from "@playwright/test";
import type { JobPostEvent } from "../../../machines/jobPost";
import { leadSendingCopy } from "../../../src/content/leadForms";
import { postJobCopy } from "../../../src/content/postJob";
import { emptyJobPost, jobPostProblems, REQUIRED_JOB_POST_FIELDS } from "../../../src/domain/jobPost";
import { JOB_POST_DRAFT_KEY } from "../../../src/domain/jobPostDraft";
import type { LeadSendResult } from "../../../src/domain/leads";
import { isValidPhone } from "../../../src/domain/phone";
import { hydrated } from "../../e2e/fixtures";
import {
  dismissConflict,
  draftStatus,
  fillStorage,
  freeStorage,
  otherTabStores,
  otherTabWords,
} from "../../support/drivers/otherTab";
import { payload } from "../../support/drivers/shadow";
import type { PageDriver } from "../../support/drivers/types";
import { chooseIn, click, typeInto } from "../../support/drivers/visitor";
import { type HeldIntake, holdIntake } from "../leadIntake";
import { REFUSED_PHONE, SEND_DONE, SEND_ERROR } from "./model";

const form = (page: Page) => page.locator("form").filter({ has: page.locator('[name="name"]') });
const control = (page: Page, field: string) => form(page).locator(`[name="${field}"]`);
const dialog = (page: Page) => page.getByRole("dialog", { name: postJobCopy.thanks.title });
const queuedDialog = (page: Page) => page.getByRole("dialog", { name: postJobCopy.thanks.queuedTitle });
const anyDialog = (page: Page) => page.getByRole("dialog");
const tryAgain = (page: Page) => page.getByRole("button", { name: leadSendingCopy.tryAgain, exact: true });

/** The intake each page of a path talks to (one page per test). */
const intakes = new WeakMap<Page, HeldIntake>();
const intakeOf = (page: Page) => {
  const intake = intakes.get(page);
  if (!intake) throw new Error("the intake is held in prepare()");
  return intake;
};

/** Checks every field's mark: the spec's problems, and the intake's message where it refused one. */
async function fieldsMarked(page: Page, refused: Partial<Record<string, string>> = {}) {
  const values = { ...emptyJobPost };
  for (const field of REQUIRED_JOB_POST_FIELDS) values[field] = await control(page, field).inputValue();
  const problems = jobPostProblems(values, isValidPhone);
  for (const field of REQUIRED_JOB_POST_FIELDS) {
    const input = control(page, field);
    if (problems[field] || refused[field]) await expect(input).toHaveAttribute("aria-invalid", "true");
    else await expect(input).not.toHaveAttribute("aria-invalid", "true");
  }
}
const submitButton = (page: Page) => page.getByRole("button", { name: postJobCopy.submit });
const SELECTS = new Set(["industry", "employmentType"]);

/** Types a letter at the end of the name and deletes it: two changes the page keeps (or cannot). */
async function retypeName(page: Page) {
  const name = await control(page, "name").inputValue();
  await control(page, "name").fill(`${name}x`);
  await control(page, "name").fill(name);
}

/** Writes `text` under the draft's key as it is, then reloads and waits for the form's code. */
async function reloadWithKept(page: Page, text: string) {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [JOB_POST_DRAFT_KEY, text],
  );
  await page.reload();
  await hydrated(page);
}

/** What is kept in this browser under the draft's key (its data), or null. */
const keptDraft = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null")?.data ?? null, JOB_POST_DRAFT_KEY);

async function formShown(page: Page) {
  await expect(anyDialog(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: postJobCopy.submit })).toBeVisible();
}

export const jobPostDriver: PageDriver = {
  route: "/post-job",
  // The intake's 500s and 400s, and the network failing, as the paths make them happen.
  allowConsoleErrors: [/Failed to load resource/],
  prepare: async (page) => {
    // Somewhere to go back to.
    await page.goto("/for-employers");
    await hydrated(page);
    await page.goto("/post-job");
    await hydrated(page);
    intakes.set(page, await holdIntake(page));
  },
  events: {
    "field.change": async (page, { event }) => {
      const { field, value } = event as Extract<JobPostEvent, { type: "field.change" }>;
      const input = control(page, field);
      if ((await input.evaluate((el) => el.tagName)) === "SELECT") await input.selectOption(value);
      else await input.fill(value);
    },
    "form.submit": async (page) => {
      await submitButton(page).click();
    },
    [SEND_DONE]: async (page, { event }) => {
      await intakeOf(page).answer((event as unknown as { output: LeadSendResult }).output);
    },
    [SEND_ERROR]: async (page) => {
      // The send itself failing looks, to the visitor, as an intake that answers errors.
      await intakeOf(page).answer({ outcome: "error" });
    },
    "form.retry": async (page) => {
      await tryAgain(page).click();
    },
    "lead.delivered": async (page) => {
      // Back online: the shell sends what waits on the device, and the intake takes it.
      intakeOf(page).answerNext({ outcome: "sent", reference: "JP-4K7Q" });
      await page.evaluate(() => dispatchEvent(new Event("online")));
    },
    "dialog.close": async (page) => {
      await anyDialog(page).getByRole("button", { name: postJobCopy.thanks.close, exact: true }).click();
      // Focus goes back to where it was before the dialog: the submit button.
      await expect(anyDialog(page)).toHaveCount(0);
      await expect(submitButton(page)).toBeFocused();
    },
    "draft.loaded": async (page, { event }) => {
      await reloadWithKept(page, JSON.stringify({ v: 1, data: payload<{ draft: unknown }>(event).draft }));
      const { draft } = payload<{ draft: Record<string, string> }>(event);
      for (const [field, value] of Object.entries(draft))
        await expect(control(page, field)).toHaveValue(value);
    },
    "draft.none": async (page) => {
      // Nothing kept: the machine read the empty store as the page hydrated.
      expect(await keptDraft(page)).toBeNull();
    },
    "draft.discarded": async (page) => {
      await reloadWithKept(page, "{not json");
      // What could not be used is thrown away.
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), JOB_POST_DRAFT_KEY))
        .toBeNull();
    },
    "otherTab.changed": async (page, { event }) => {
      await otherTabStores(page, JOB_POST_DRAFT_KEY, payload<{ draft: unknown }>(event).draft);
    },
    "storage.refused": async (page) => {
      await fillStorage(page);
      await retypeName(page);
      await expect(draftStatus(page).locator('[data-draft-status="notKept"]')).toBeVisible();
    },
    "storage.kept": async (page) => {
      await freeStorage(page);
      await retypeName(page);
      // The answers on screen are what a reload would read back.
      await expect
        .poll(() => keptDraft(page))
        .toMatchObject({ name: await control(page, "name").inputValue() });
    },
    "conflict.dismiss": async (page) => {
      await dismissConflict(page, page);
    },
    "nav.back": async (page) => {
      await page.getByRole("button", { name: postJobCopy.back, exact: true }).click();
      await expect(page).toHaveURL(/\/for-employers$/);
      await page.goForward();
      await expect(page).toHaveURL(/\/post-job$/);
      await hydrated(page);
    },
  },
  visitorActions: {
    "field.change": ({ event }) => {
      const { field, value } = event as Extract<JobPostEvent, { type: "field.change" }>;
      const label = postJobCopy.fields[field].label;
      return SELECTS.has(field) ? chooseIn(value, label) : typeInto(value, label);
    },
    "form.submit": click(postJobCopy.submit),
    [SEND_DONE]: ({ event }) => {
      const output = (event as unknown as { output: LeadSendResult }).output;
      return output.outcome === "sent"
        ? "the intake stores the post and answers its reference"
        : output.outcome === "queued"
          ? "the network fails: the post is kept on the device"
          : output.outcome === "refused"
            ? "the intake refuses the phone number (400)"
            : "the intake answers 500, to every retry";
    },
    [SEND_ERROR]: "the send fails (as an intake that answers 500)",
    "form.retry": click(leadSendingCopy.tryAgain),
    "lead.delivered": "the connection is back: the saved post goes",
    "dialog.close": `${click(postJobCopy.thanks.close)} in the dialog`,
    "nav.back": `${click(postJobCopy.back)} (the browser goes back; then forward again to the form)`,
    "draft.loaded": "reload with a post not sent kept in this browser (name and email typed)",
    "draft.none": "open the page with nothing kept in this browser",
    "draft.discarded": "reload with kept answers this page cannot read (not JSON)",
    "otherTab.changed": "in another tab, the post is sent (the kept answers are cleared there)",
    "storage.refused": `${otherTabWords.refused}; type a letter at the end of ${postJobCopy.fields.name.label} and delete it`,
    "storage.kept": `${otherTabWords.kept}; type a letter at the end of ${postJobCopy.fields.name.label} and delete it`,
    "conflict.dismiss": otherTabWords.dismiss,
  },
  states: {
    // While the page reads what this browser kept it shows the empty form, as prerendered.
    loading: formShown,
    "editing.filling": async (page) => {
      await formShown(page);
      await expect(form(page).locator('[aria-invalid="true"]')).toHaveCount(0);
    },
    "editing.invalid": async (page) => {
      await formShown(page);
      // Exactly the fields with a problem are marked: the empty required ones, and a filled email
      // that is not an address.
      await fieldsMarked(page);
    },
    "editing.refused": async (page) => {
      await formShown(page);
      // The intake's message under the phone field, which has focus, until the phone is changed;
      // every other field marked as the spec's checks say.
      const shown = (await form(page).getByText(REFUSED_PHONE).count()) > 0;
      if (shown) await expect(control(page, "phone")).toBeFocused();
      await fieldsMarked(page, shown ? { phone: REFUSED_PHONE } : {});
    },
    submitting: async (page) => {
      await expect(page.getByRole("button", { name: postJobCopy.submitting })).toHaveAttribute(
        "aria-disabled",
        "true",
      );
      await expect(anyDialog(page)).toHaveCount(0);
    },
    sent: async (page) => {
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toContainText(
        /Reference [A-Z]{2}-[0-9A-Z]{4,8}\. We reply within one working day to /,
      );
      await expect(dialog(page).getByRole("button", { name: postJobCopy.thanks.closeLabel })).toBeFocused();
    },
    queued: async (page) => {
      await expect(queuedDialog(page)).toBeVisible();
      await expect(queuedDialog(page)).toContainText(leadSendingCopy.queued);
      await expect(page.getByRole("status").filter({ hasText: /waiting to be sent/ })).toBeVisible();
    },
    failed: async (page) => {
      await expect(anyDialog(page)).toHaveCount(0);
      await expect(page.getByRole("alert").filter({ hasText: leadSendingCopy.failed })).toBeVisible();
      await expect(tryAgain(page)).toBeVisible();
      // Nothing lost: the answers are still in the form.
      await expect(control(page, "name")).not.toHaveValue("");
    },
  },
};
