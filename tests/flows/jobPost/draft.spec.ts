import type { Page } from "@playwright/test";
import { draftStatusCopy } from "../../../src/content/drafts";
import { postJobCopy } from "../../../src/content/postJob";
import { JOB_POST_DRAFT_KEY } from "../../../src/domain/jobPostDraft";
import { expect, expectNoAxeViolations, hydrated, test } from "../../e2e/fixtures";
import { fillStorage } from "../../support/drivers/otherTab";

/**
 * Issue 36: /post-job keeps a draft over a reload, like the other forms: what was typed comes back,
 * the browser refusing to keep it is said, and the draft is cleared once the post is sent.
 */
const typed = {
  name: "Dana Whitfield",
  email: "dana@plant-example.com",
  phone: "(313) 555-0142",
  jobTitle: "Controls Engineer",
  industry: "Aerospace",
  employmentType: "Contract",
  skills: "Allen-Bradley, Fanuc",
  comments: "Day shift; some travel to the Ohio plant.",
};
const control = (page: Page, field: string) => page.locator(`main form [name="${field}"]`);

async function fill(page: Page, values: Partial<typeof typed>) {
  for (const [field, value] of Object.entries(values)) {
    if (field === "industry" || field === "employmentType") await control(page, field).selectOption(value);
    else await control(page, field).fill(value);
  }
}

test.describe("Post a Job keeps a draft", () => {
  test("what was typed comes back after a reload; once the post is sent the draft is gone", async ({
    page,
  }) => {
    await page.goto("/post-job");
    await hydrated(page);
    await fill(page, typed);

    await page.reload();
    await hydrated(page);
    for (const [field, value] of Object.entries(typed)) await expect(control(page, field)).toHaveValue(value);
    await expect(page.getByTestId("draft-status")).toBeEmpty();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: postJobCopy.submit }).click();
    // The e2e run's own intake stores it and answers its reference.
    await expect(page.getByRole("dialog", { name: postJobCopy.thanks.title })).toContainText(
      /Reference JP-\w{4,8}\./,
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), JOB_POST_DRAFT_KEY)).toBeNull();
    await page.reload();
    await hydrated(page);
    for (const field of Object.keys(typed)) await expect(control(page, field)).toHaveValue("");
  });

  test("a draft this page cannot read is not used, and the empty form shows without a crash", async ({
    page,
  }) => {
    await page.goto("/post-job");
    await hydrated(page);
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ v: 1, data: { name: 42, email: ["x"] } })),
      JOB_POST_DRAFT_KEY,
    );
    await page.reload();
    await hydrated(page);
    await expect(control(page, "name")).toHaveValue("");
    await expect(control(page, "email")).toHaveValue("");
    expect(await page.evaluate((key) => localStorage.getItem(key), JOB_POST_DRAFT_KEY)).toBeNull();
  });

  test("when the browser will not keep it, a line says the post stays on this page only", async ({
    page,
  }) => {
    await page.goto("/post-job");
    await hydrated(page);
    await fillStorage(page);
    await fill(page, { name: typed.name });
    await expect(page.getByTestId("draft-status")).toHaveText(draftStatusCopy.notKept.jobPost);
  });
});
