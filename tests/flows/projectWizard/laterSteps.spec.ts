import type { Page } from "@playwright/test";
import { loadFailureCopy } from "../../../src/content/offline";
import { postProjectCopy, WIZARD_STEP_LABELS } from "../../../src/content/postProject";
import { expect, holdAsset, hydrated, test } from "../../e2e/fixtures";
import { fillProjectDetails } from "./driver";

/**
 * Steps 2-4 of the project wizard are not part of the page's first load (views/postProject/
 * LaterStep.tsx): they are fetched once the visitor starts on the wizard. Whatever the timing, the
 * step change lands focus on the new step's heading, and a step that cannot be loaded says so
 * without losing what was typed.
 */

const copy = postProjectCopy;
const laterStepCode = /\/(SkillsStep|BudgetStep|ReviewStep)-[\w-]+\.js$/;
const wizard = (page: Page) => page.getByTestId("project-wizard");
const field = (page: Page, name: string) => wizard(page).locator(`[name="${name}"]`);
const heading = (page: Page) => page.locator("#wizard-step-heading");

async function open(page: Page) {
  await page.goto("/post-project");
  await hydrated(page);
  await expect(wizard(page)).toHaveAttribute("data-draft-checked", "true");
}

/** Continue from step 1 with the keyboard, as a visitor who tabs. */
async function continueToSkills(page: Page) {
  await page.getByRole("button", { name: copy.buttons.continueTo.skills }).focus();
  await page.keyboard.press("Enter");
}

test.describe("the wizard's later steps", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("are not fetched with the page; starting on step 1 fetches them, and Continue shows step 2 at once", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await open(page);
    expect(requested.filter((url) => laterStepCode.test(url))).toEqual([]);
    await fillProjectDetails(page);
    await expect.poll(() => requested.filter((url) => laterStepCode.test(url)).length).toBe(3);
    await continueToSkills(page);
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.skills);
    await expect(heading(page)).toBeFocused();
    await expect(page.getByText(copy.stepLoading)).toHaveCount(0);
    await expect(wizard(page).getByRole("textbox").first()).toBeVisible();
  });

  test("a step still on its way: its heading takes focus with a loading line, and keeps it when the step comes", async ({
    page,
  }) => {
    const release = await holdAsset(page, /\/assets\/SkillsStep-[\w-]+\.js$/);
    await open(page);
    await fillProjectDetails(page);
    await continueToSkills(page);
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.skills);
    await expect(heading(page)).toBeFocused();
    await expect(wizard(page).getByRole("status").filter({ hasText: copy.stepLoading })).toBeVisible();
    release();
    await expect(page.getByText(copy.stepLoading)).toHaveCount(0);
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.skills);
    await expect(heading(page)).toBeFocused();
    // The step works: Back returns to step 1 with every answer kept.
    await wizard(page).getByRole("button", { name: copy.buttons.back }).click();
    await expect(field(page, "title")).toHaveValue("Fanuc robot cell retrofit for Line 4");
    await expect(field(page, "location")).toHaveValue("Detroit, MI");
  });
});

test.describe("the wizard's later steps offline, on a first visit (no worker yet)", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    serviceWorkers: "block",
    // Each step is a history entry (issue 36), and Chromium fetches the page's icon again for each
    // one pushed: offline with no worker, that fetch fails with the browser's line. Nothing else may.
    allowConsoleErrors: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/],
  });

  test("Continue says the step could not be loaded, keeps the answers, and the step opens once back online", async ({
    page,
    context,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await open(page);
    await page.waitForFunction(() => document.documentElement.dataset.offlineSupport !== undefined);
    await context.setOffline(true);
    await fillProjectDetails(page);
    await continueToSkills(page);
    const what = copy.stepLoadName(WIZARD_STEP_LABELS.skills);
    const notice = page.getByRole("alert").filter({ hasText: loadFailureCopy.offline(what) });
    await expect(notice).toBeVisible();
    await expect(wizard(page).getByText(copy.stepNotLoaded)).toBeVisible();
    // Offline with no worker the fetch is bound to fail, and Chromium would remember the failure.
    expect(requested.filter((url) => laterStepCode.test(url))).toEqual([]);
    await wizard(page).getByRole("button", { name: copy.buttons.back }).click();
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.details);
    await expect(field(page, "title")).toHaveValue("Fanuc robot cell retrofit for Line 4");
    await context.setOffline(false);
    await continueToSkills(page);
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.skills);
    await expect(page.getByText(copy.stepLoading)).toHaveCount(0);
    await expect(heading(page)).toBeFocused();
    await expect(notice).toBeHidden();
  });
});
