import type { BrowserContext, Page } from "@playwright/test";
import { draftStatusCopy } from "../../src/content/drafts";
import { findJobsCopy, jobs } from "../../src/content/jobs";
import { postProjectCopy } from "../../src/content/postProject";
import { resumeCopy } from "../../src/content/resume";
import { searchContractorsCopy } from "../../src/content/searchContractors";
import { signupCopy } from "../../src/content/signup";
import { acceptLeads } from "../flows/leadIntake";
import { expect, hydrated, test } from "./fixtures";

/**
 * Issue 17, one draft in many tabs: two pages of one browser context share localStorage, as two
 * tabs do. A change in one reaches the other's machine through the browser's storage event; where
 * both changed the same draft, the tab whose own change was not kept keeps it and says so.
 */

/** A second tab on `route`, watched for console errors like the fixture's page. */
async function secondTab(context: BrowserContext, route: string, errors: string[], init?: () => void) {
  const tab = await context.newPage();
  tab.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  tab.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  if (init) await tab.addInitScript(init);
  await tab.goto(route);
  await hydrated(tab);
  return tab;
}

/** Storage in this tab refuses every write, as a full one does. */
function storageFull() {
  Storage.prototype.setItem = () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
}

const byLabel = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`)).first();
const status = (page: Page) => page.getByTestId("draft-status").first();

let errors: string[];
test.beforeEach(() => {
  errors = [];
});
test.afterEach(() => {
  expect(errors, "console errors in the second tab").toEqual([]);
});

test.describe("resume builder in two tabs", () => {
  test("tab A types a name, tab B an email: each tab shows both, and a reload keeps both", async ({
    page,
    context,
  }) => {
    await page.goto("/create-profile");
    await hydrated(page);
    const b = await secondTab(context, "/create-profile", errors);

    await byLabel(page, resumeCopy.personal.fullName).fill("Alex Morgan");
    await expect(byLabel(b, resumeCopy.personal.fullName)).toHaveValue("Alex Morgan");
    await byLabel(b, resumeCopy.personal.email).fill("alex@example.com");
    await expect(byLabel(page, resumeCopy.personal.email)).toHaveValue("alex@example.com");
    // The template is shared too; each tab keeps its own step.
    await b.getByText("Classic", { exact: true }).click();
    await expect(page.locator("[data-template]")).toHaveAttribute("data-template", "classic");

    await page.reload();
    await hydrated(page);
    await expect(byLabel(page, resumeCopy.personal.fullName)).toHaveValue("Alex Morgan");
    await expect(byLabel(page, resumeCopy.personal.email)).toHaveValue("alex@example.com");
    for (const tab of [page, b]) await expect(status(tab)).toBeEmpty();
  });

  test("where tab B's own change was not kept, B keeps its resume and says so in one line", async ({
    page,
    context,
  }) => {
    await page.goto("/create-profile");
    await hydrated(page);
    const b = await secondTab(context, "/create-profile", errors, storageFull);

    await byLabel(b, resumeCopy.personal.fullName).fill("Typed in B");
    await expect(status(b).locator('[data-draft-status="notKept"]')).toHaveText(
      draftStatusCopy.notKept.resume,
    );
    await byLabel(page, resumeCopy.personal.location).fill("Detroit, MI");
    const conflict = status(b).locator('[data-draft-status="conflict"]');
    await expect(conflict).toContainText(draftStatusCopy.conflict.resume);
    await expect(byLabel(b, resumeCopy.personal.fullName)).toHaveValue("Typed in B");
    await expect(byLabel(b, resumeCopy.personal.location)).toHaveValue("");
    // Tab A, whose change was kept, is not told anything and lost nothing.
    await expect(status(page)).toBeEmpty();
    await expect(byLabel(page, resumeCopy.personal.location)).toHaveValue("Detroit, MI");

    await conflict.getByRole("button", { name: draftStatusCopy.dismissConflict }).click();
    await expect(conflict).toHaveCount(0);
    await expect(b.locator(":focus")).toHaveCount(1);
    await expect(b.locator("body")).not.toBeFocused();
  });
});

test("registration in two tabs: answers typed in one show in the other", async ({ page, context }) => {
  await page.goto("/job-seeker-registration");
  await hydrated(page);
  const b = await secondTab(context, "/job-seeker-registration", errors);
  await page.getByRole("textbox", { name: signupCopy.fullName, exact: true }).fill("Jordan Rivera");
  await expect(b.getByRole("textbox", { name: signupCopy.fullName, exact: true })).toHaveValue(
    "Jordan Rivera",
  );
  await b.getByRole("button", { name: "ABB Robotics", exact: true }).click();
  await expect(page.getByRole("list", { name: signupCopy.chosenSkills })).toContainText("ABB Robotics");
  for (const tab of [page, b]) await expect(status(tab)).toBeEmpty();
});

test.describe("project wizard in two tabs", () => {
  const wizardField = (page: Page, name: string) =>
    page.getByTestId("project-wizard").locator(`[name="${name}"]`);
  const saveDraft = (page: Page) => page.getByRole("button", { name: postProjectCopy.buttons.saveDraft });

  async function fillAndSave(page: Page, title: string) {
    await wizardField(page, "title").fill(title);
    await wizardField(page, "projectType").selectOption("Robot Programming");
    await wizardField(page, "industry").selectOption("Automotive");
    await wizardField(page, "location").fill("Detroit, MI");
    await saveDraft(page).click();
  }

  test("a draft saved in one tab shows in an untouched one; a tab with its own changes keeps them", async ({
    page,
    context,
  }) => {
    await page.goto("/post-project");
    await hydrated(page);
    const b = await secondTab(context, "/post-project", errors);

    await fillAndSave(page, "Fanuc cell retrofit, line 4");
    await expect(wizardField(b, "title")).toHaveValue("Fanuc cell retrofit, line 4");
    await expect(wizardField(b, "location")).toHaveValue("Detroit, MI");
    await expect(status(b)).toBeEmpty();

    // B changes the title and does not save; A saves another change.
    await wizardField(b, "title").fill("Kept in tab B");
    await wizardField(page, "location").fill("Warren, MI");
    await saveDraft(page).click();
    await expect(status(b).locator('[data-draft-status="conflict"]')).toContainText(
      draftStatusCopy.conflict.project,
    );
    await expect(wizardField(b, "title")).toHaveValue("Kept in tab B");
    await expect(wizardField(b, "location")).toHaveValue("Detroit, MI");
  });
});

test("saved jobs and the job alert in two tabs", async ({ page, context }) => {
  await page.goto("/find-jobs");
  await hydrated(page);
  const b = await secondTab(context, "/find-jobs", errors);
  const job = jobs[0];
  if (!job) throw new Error("no sample job");

  await page.getByRole("button", { name: findJobsCopy.heartLabel(job.title) }).click();
  await expect(b.getByTestId("saved-jobs")).toContainText(job.title);
  await expect(b.getByTestId("saved-jobs")).toContainText(findJobsCopy.savedCount(1));

  // The alert is registered with the intake before it is confirmed (issue 34).
  await acceptLeads(page);
  await page.getByRole("textbox", { name: findJobsCopy.alertEmailLabel }).fill("ops@plant.example.com");
  await page.getByRole("button", { name: findJobsCopy.alertSubmit }).click();
  await expect(b.getByText(findJobsCopy.alertActive("daily"))).toBeVisible();
  await expect(b.getByText("ops@plant.example.com", { exact: true })).toBeVisible();

  // Un-saved in B: gone from A too.
  await b.getByRole("button", { name: findJobsCopy.removeSaved(job.title) }).click();
  await expect(page.getByTestId("saved-jobs")).toContainText(findJobsCopy.savedEmpty);
});

test("a search saved in one tab is offered in the other", async ({ page, context }) => {
  await page.goto("/search-contractors?skill=fanuc");
  await hydrated(page);
  const b = await secondTab(context, "/search-contractors", errors);
  await page.getByRole("button", { name: searchContractorsCopy.saveSearch }).click();
  await expect(b.getByTestId("saved-search")).toContainText(searchContractorsCopy.savedSearchPrompt);
  await expect(b.getByRole("link", { name: searchContractorsCopy.applySavedSearch })).toBeVisible();
  // B's own filters stay as they were.
  await expect(b).toHaveURL(/\/search-contractors$/);
});
