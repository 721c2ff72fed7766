import type { Locator, Page } from "@playwright/test";
import { type DraftPage, draftStatusCopy } from "../../src/content/drafts";
import { findJobsCopy, jobs } from "../../src/content/jobs";
import { pages } from "../../src/content/pages";
import { postProjectCopy } from "../../src/content/postProject";
import { resumeCopy } from "../../src/content/resume";
import { searchContractorsCopy } from "../../src/content/searchContractors";
import { signupCopy } from "../../src/content/signup";
import { acceptLeads } from "../flows/leadIntake";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

/**
 * Issue 17: storage failures are said, the same way, on every drafting page, and typed work stays on
 * screen. Storage here is full: every setItem throws QuotaExceededError, from the first script on.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
});

/** The one line, the same component and words on every page, announced in a live region. */
async function expectNotKept(scope: Page | Locator, draftPage: DraftPage) {
  const status = scope.getByTestId("draft-status").first();
  await expect(status).toHaveAttribute("role", "status");
  const line = status.locator('[data-draft-status="notKept"]');
  await expect(line).toHaveText(draftStatusCopy.notKept[draftPage]);
  await expect(line).toContainText("Not saved on this device: your browser's storage is full or turned off.");
}

test("resume builder: the line shows, and the resume stays on screen across steps", async ({ page }) => {
  await page.goto("/create-profile");
  await hydrated(page);
  const name = page.getByLabel(new RegExp(`^${resumeCopy.personal.fullName}`)).first();
  await name.fill("Alex Morgan");
  await expectNotKept(page, "resume");
  await page.getByRole("button", { name: resumeCopy.next, exact: true }).click();
  await expectNotKept(page, "resume");
  await page.getByRole("button", { name: resumeCopy.previous, exact: true }).click();
  await expect(name).toHaveValue("Alex Morgan");
  // Said once, as a line: no toast repeats it.
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Draft not saved")).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page, '[data-testid="draft-status"]');
});

test("registration: the line shows, and the answers stay", async ({ page }) => {
  await page.goto("/job-seeker-registration");
  await hydrated(page);
  const name = page.getByRole("textbox", { name: signupCopy.fullName, exact: true });
  await name.fill("Jordan Rivera");
  await expectNotKept(page, "registration");
  await page.getByRole("button", { name: "ABB Robotics", exact: true }).click();
  await expect(name).toHaveValue("Jordan Rivera");
  await expect(page.getByRole("list", { name: signupCopy.chosenSkills })).toContainText("ABB Robotics");
  await expectNoAxeViolations(page, '[data-testid="draft-status"]');
});

test("project wizard: Save Draft says it was not kept, in the same line, and no 'Draft saved' toast", async ({
  page,
}) => {
  await page.goto("/post-project");
  await hydrated(page);
  const wizard = page.getByTestId("project-wizard");
  await wizard.locator('[name="title"]').fill("Fanuc cell retrofit, line 4");
  await page.getByRole("button", { name: postProjectCopy.buttons.saveDraft }).click();
  await expectNotKept(page, "project");
  await expect(page.getByText(postProjectCopy.toasts.saved.title, { exact: true })).toHaveCount(0);
  await expect(wizard.locator('[name="title"]')).toHaveValue("Fanuc cell retrofit, line 4");
});

test("saved jobs and the job alert: each says so where it is, and keeps what was done", async ({ page }) => {
  await page.goto("/find-jobs");
  await hydrated(page);
  const job = jobs[0];
  if (!job) throw new Error("no sample job");
  await page.getByRole("button", { name: findJobsCopy.heartLabel(job.title) }).click();
  const saved = page.getByTestId("saved-jobs");
  await expectNotKept(saved, "savedJobs");
  await expect(saved).toContainText(job.title);

  // The alert is registered with the intake before it is confirmed (issue 34).
  await acceptLeads(page);
  await page.getByRole("textbox", { name: findJobsCopy.alertEmailLabel }).fill("ops@plant.example.com");
  await page.getByRole("button", { name: findJobsCopy.alertSubmit }).click();
  const sidebar = page.getByRole("region", { name: findJobsCopy.sidebarHeading });
  await expect(sidebar.getByText("ops@plant.example.com", { exact: true })).toBeVisible();
  await expect(sidebar.locator('[data-draft-status="notKept"]')).toHaveCount(2);
  await expect(sidebar.locator('[data-draft-status="notKept"]').first()).toHaveText(
    draftStatusCopy.notKept.jobAlert,
  );
  await expectNoAxeViolations(page, '[data-testid="draft-status"]');
});

test("saved contractor search: the line replaces the old 'saved for this visit' toast", async ({ page }) => {
  await page.goto("/search-contractors?skill=fanuc");
  await hydrated(page);
  await page.getByRole("button", { name: searchContractorsCopy.saveSearch }).click();
  await expectNotKept(page, "savedSearch");
  await expect(page.getByRole("button", { name: searchContractorsCopy.searchSaved })).toBeVisible();
  // The button says "Search saved" (for this visit); no toast claims it is kept on this device.
  await expect(page.getByText(searchContractorsCopy.savedToast.description)).toHaveCount(0);
});

test("storage that throws on every access: each drafting page opens, keeps what is typed and says it is not kept", async ({
  page,
}) => {
  // Issue 19: a browser that refuses storage altogether (Safari's "block all cookies", a sandboxed
  // frame) throws on reading window.localStorage itself, before any getItem. The analytics test
  // covers the home page; every page that reads a draft on arrival is checked here.
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  const drafting = [
    ["/create-profile", "resume"],
    ["/job-seeker-registration", "registration"],
    ["/post-project", "project"],
    ["/find-jobs", "savedJobs"],
    ["/search-contractors", "savedSearch"],
  ] as const;
  for (const [path, draftPage] of drafting) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[path].heading);
    if (draftPage === "resume") {
      const name = page.getByLabel(new RegExp(`^${resumeCopy.personal.fullName}`)).first();
      await name.fill("Alex Morgan");
      await expectNotKept(page, draftPage);
      await expect(name).toHaveValue("Alex Morgan");
    } else if (draftPage === "registration") {
      const name = page.getByRole("textbox", { name: signupCopy.fullName, exact: true });
      await name.fill("Jordan Rivera");
      await expectNotKept(page, draftPage);
      await expect(name).toHaveValue("Jordan Rivera");
    } else if (draftPage === "project") {
      const title = page.getByTestId("project-wizard").locator('[name="title"]');
      await title.fill("Fanuc cell retrofit");
      await expect(title).toHaveValue("Fanuc cell retrofit");
    } else if (draftPage === "savedJobs") {
      const job = jobs[0];
      if (!job) throw new Error("no sample job");
      await page.getByRole("button", { name: findJobsCopy.heartLabel(job.title) }).click();
      await expectNotKept(page.getByTestId("saved-jobs"), draftPage);
    } else {
      await page.getByRole("button", { name: searchContractorsCopy.saveSearch }).click();
      await expectNotKept(page, draftPage);
    }
  }
});
