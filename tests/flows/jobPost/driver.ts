import { expect, type Page } from "@playwright/test";
import type { JobPostEvent } from "../../../machines/jobPost";
import { postJobCopy } from "../../../src/content/postJob";
import { emptyJobPost, jobPostProblems, REQUIRED_JOB_POST_FIELDS } from "../../../src/domain/jobPost";
import { hydrated } from "../../e2e/fixtures";
import type { PageDriver } from "../../support/drivers/types";
import { chooseIn, click, typeInto } from "../../support/drivers/visitor";

const form = (page: Page) => page.locator("form").filter({ has: page.locator('[name="name"]') });
const control = (page: Page, field: string) => form(page).locator(`[name="${field}"]`);
const dialog = (page: Page) => page.getByRole("dialog", { name: postJobCopy.thanks.title });
const submitButton = (page: Page) => page.getByRole("button", { name: postJobCopy.submit });
const SELECTS = new Set(["industry", "employmentType"]);

async function formShown(page: Page) {
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole("button", { name: postJobCopy.submit })).toBeVisible();
}

export const jobPostDriver: PageDriver = {
  route: "/post-job",
  prepare: async (page) => {
    // Somewhere to go back to.
    await page.goto("/for-employers");
    await hydrated(page);
    await page.goto("/post-job");
    await hydrated(page);
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
    "dialog.close": async (page) => {
      await dialog(page).getByRole("button", { name: postJobCopy.thanks.close, exact: true }).click();
      // Focus goes back to where it was before the dialog: the submit button.
      await expect(dialog(page)).toHaveCount(0);
      await expect(submitButton(page)).toBeFocused();
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
    "dialog.close": `${click(postJobCopy.thanks.close)} in the '${postJobCopy.thanks.title}' dialog`,
    "nav.back": `${click(postJobCopy.back)} (the browser goes back; then forward again to the form)`,
  },
  states: {
    "editing.filling": async (page) => {
      await formShown(page);
      await expect(form(page).locator('[aria-invalid="true"]')).toHaveCount(0);
    },
    "editing.invalid": async (page) => {
      await formShown(page);
      // Exactly the fields with a problem are marked: the empty required ones, and a filled email
      // that is not an address.
      const values = { ...emptyJobPost };
      for (const field of REQUIRED_JOB_POST_FIELDS) values[field] = await control(page, field).inputValue();
      const problems = jobPostProblems(values);
      for (const field of REQUIRED_JOB_POST_FIELDS) {
        const input = control(page, field);
        if (problems[field]) await expect(input).toHaveAttribute("aria-invalid", "true");
        else await expect(input).not.toHaveAttribute("aria-invalid", "true");
      }
    },
    thanks: async (page) => {
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toContainText(postJobCopy.thanks.body);
      await expect(dialog(page).getByRole("button", { name: postJobCopy.thanks.closeLabel })).toBeFocused();
    },
  },
};
