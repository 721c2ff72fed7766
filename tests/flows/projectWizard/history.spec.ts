import type { BrowserContext, Page } from "@playwright/test";
import { draftStatusCopy } from "../../../src/content/drafts";
import { postProjectCopy, WIZARD_STEP_LABELS } from "../../../src/content/postProject";
import { expect, hydrated, test } from "../../e2e/fixtures";
import { fillProjectDetails } from "./driver";

/**
 * Issue 36, flows that survive Back and reload: each wizard step is a history entry (its state
 * names the step; the URL stays /post-project), so Back on step 2 shows step 1 (not the page before
 * the wizard), Forward step 2 again, and a reload stays on the step; an entry naming a step whose
 * earlier steps are not complete is refused by the wizard's guards. Two tabs: the later Save Draft does not silently take the place
 * of the other tab's project; that tab keeps it and says so.
 */
const wizard = (page: Page) => page.getByTestId("project-wizard");
const field = (page: Page, name: string) => wizard(page).locator(`[name="${name}"]`);
const heading = (page: Page) => page.locator("#wizard-step-heading");
const continueTo = (page: Page, label: string) => page.getByRole("button", { name: label });
const saveDraft = (page: Page) => page.getByRole("button", { name: postProjectCopy.buttons.saveDraft });
const conflictLine = (page: Page) =>
  page.getByTestId("draft-status").locator('[data-draft-status="conflict"]');

async function loaded(page: Page) {
  await hydrated(page);
  await expect(wizard(page)).toHaveAttribute("data-draft-checked", "true");
}

async function toSkills(page: Page) {
  await fillProjectDetails(page);
  await continueTo(page, postProjectCopy.buttons.continueTo.skills).click();
  await expect(wizard(page)).toHaveAttribute("data-step", "skills");
  await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.skills);
}

test.describe("the wizard's steps in the browser's history", () => {
  test("Back on step 2 shows step 1 with every value; Forward step 2 again; Back on step 1 leaves", async ({
    page,
  }) => {
    await page.goto("/for-employers");
    await hydrated(page);
    await page.goto("/post-project");
    await loaded(page);
    await toSkills(page);
    // Nothing goes in the URL.
    await expect(page).toHaveURL(/\/post-project$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/post-project$/);
    await expect(wizard(page)).toHaveAttribute("data-step", "details");
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.details);
    await expect(heading(page)).toBeFocused();
    await expect(field(page, "title")).toHaveValue("Fanuc robot cell retrofit for Line 4");
    await expect(field(page, "location")).toHaveValue("Detroit, MI");

    await page.goForward();
    await expect(wizard(page)).toHaveAttribute("data-step", "skills");
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.skills);

    // The wizard's own Back is a step back in the history too: the browser's Back leaves from step 1.
    await page.goBack();
    await expect(wizard(page)).toHaveAttribute("data-step", "details");
    await page.goBack();
    await expect(page).toHaveURL(/\/for-employers$/);
  });

  test("a reload stays on the step shown, with every value", async ({ page }) => {
    await page.goto("/post-project");
    await loaded(page);
    await toSkills(page);
    await page
      .getByRole("button", { name: postProjectCopy.skills.suggestionAdd("KUKA"), exact: true })
      .click();
    await continueTo(page, postProjectCopy.buttons.continueTo.budget).click();
    await expect(wizard(page)).toHaveAttribute("data-step", "budget");

    await page.reload();
    await loaded(page);
    await expect(wizard(page)).toHaveAttribute("data-step", "budget");
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.budget);
    await page.goBack();
    await expect(wizard(page)).toHaveAttribute("data-step", "skills");
    await expect(wizard(page)).toContainText("KUKA");
  });

  test("a history entry naming a later step whose earlier steps are not complete shows step 1", async ({
    page,
  }) => {
    await page.goto("/post-project");
    await loaded(page);
    // Anyone can write an entry's state (devtools, another script): the wizard's guards decide.
    await page.evaluate(() => history.replaceState({ ...history.state, wizardStep: "review" }, ""));
    await page.reload();
    await loaded(page);
    await expect(wizard(page)).toHaveAttribute("data-step", "details");
    await expect(continueTo(page, postProjectCopy.buttons.continueTo.skills)).toBeDisabled();
    // The entry follows what the wizard shows: no step it refused stays in it.
    await expect.poll(() => page.evaluate(() => history.state?.wizardStep ?? null)).toBeNull();
  });
});

/** A second tab of the same browser (the storage event carries one tab's Save Draft to the other). */
async function secondTab(context: BrowserContext) {
  const tab = await context.newPage();
  await tab.goto("/post-project");
  await loaded(tab);
  return tab;
}

test.describe("the wizard in two tabs", () => {
  test("the later Save Draft does not silently replace the other tab's project: that tab keeps it and says so", async ({
    page,
    context,
  }) => {
    await page.goto("/post-project");
    await loaded(page);
    const b = await secondTab(context);

    // Tab A saves its project.
    await field(page, "title").fill("Palletizing cell, plant A");
    await field(page, "projectType").selectOption("Robot Programming");
    await field(page, "industry").selectOption("Automotive");
    await field(page, "location").fill("Detroit, MI");
    await saveDraft(page).click();

    // Tab B, with a project of its own typed meanwhile, hears of it and keeps its own.
    await expect(field(b, "title")).toHaveValue("Palletizing cell, plant A");
    await field(b, "title").fill("Welding line, plant B");
    await saveDraft(b).click();

    // Tab A's project stays on its screen, and a line says another tab saved over it.
    await expect(conflictLine(page)).toContainText(draftStatusCopy.conflict.project);
    await expect(field(page, "title")).toHaveValue("Palletizing cell, plant A");
    await expect(field(page, "location")).toHaveValue("Detroit, MI");
  });
});
