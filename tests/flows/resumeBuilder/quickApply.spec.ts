import type { Page } from "@playwright/test";
import { applicationCopy } from "../../../src/content/application";
import { jobs } from "../../../src/content/jobs";
import { leadFormsCopy } from "../../../src/content/leadForms";
import { resumeCopy, resumeToasts } from "../../../src/content/resume";
import { expect, expectNoAxeViolations, hydrated, test } from "../../e2e/fixtures";
import { listLeads } from "../../support/leadsDb";
import { builder, field } from "./driver";

/**
 * Issue 34, Quick Apply: the job travels from /find-jobs to the resume builder in the address
 * (`?apply=<job id>`), the builder says which job, and Complete Profile sends an application (the
 * resume and the job) to the intake the e2e server runs, with the consent line shown beside it.
 */
const job = jobs[0];
if (!job) throw new Error("no sample job");
const applyingFor = (page: Page) => page.getByTestId("applying-for");
const next = (page: Page) => builder(page).getByRole("button", { name: resumeCopy.next, exact: true });

async function toReview(page: Page, name: string, email: string) {
  await field(builder(page), "Full name").fill(name);
  await field(builder(page), "Email").fill(email);
  for (let step = 0; step < 4; step++) await next(page).click();
  await expect(builder(page).getByRole("button", { name: resumeCopy.complete })).toBeVisible();
}

test.use({ viewport: { width: 1440, height: 900 } });

test("Quick Apply carries the job to the builder; a reload keeps it; Stop applying drops it, not the resume", async ({
  page,
}) => {
  await page.goto("/find-jobs");
  await hydrated(page);
  await page
    .getByRole("article")
    .filter({ hasText: job.title })
    .getByRole("link", { name: /^Quick Apply/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/create-profile\\?apply=${job.id}$`));
  await expect(applyingFor(page)).toContainText(job.title);
  await expect(applyingFor(page)).toContainText(job.company);
  await expectNoAxeViolations(page);
  await page.reload();
  await hydrated(page);
  await expect(applyingFor(page)).toContainText(job.title);
  await field(builder(page), "Full name").fill("Alex Morgan");
  await page.getByRole("button", { name: applicationCopy.stopApplyingLabel(job.title) }).click();
  await expect(page).toHaveURL(/\/create-profile$/);
  await expect(applyingFor(page)).toHaveCount(0);
  await expect(field(builder(page), "Full name")).toHaveValue("Alex Morgan");
});

test("an unknown job in the address is no job: nothing is shown and nothing would be applied for", async ({
  page,
}) => {
  await page.goto("/create-profile?apply=not-a-job");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(applyingFor(page)).toHaveCount(0);
});

test("Complete Profile sends one application with the job and the resume, shows its reference, then the spec's toast and /find-jobs", async ({
  page,
}) => {
  const name = `Alex Morgan ${Date.now().toString(36)}`;
  await page.goto(`/create-profile?apply=${job.id}`);
  await hydrated(page);
  await toReview(page, name, "alex.morgan@example.com");
  // The consent line is there before Complete Profile, with what it sends and to whom.
  const consent = page.getByTestId("consent");
  await expect(consent).toContainText(applicationCopy.sendsWith(job.title, job.company));
  await expect(consent).toContainText(leadFormsCopy.consent);
  await builder(page).getByRole("button", { name: resumeCopy.complete }).click();

  await expect(page.getByText(applicationCopy.toasts.sent.title)).toBeVisible();
  await expect(
    page.getByText(
      /Reference AP-[23456789A-Z]{4,8}\. We reply within one working day to alex\.morgan@example\.com\./,
    ),
  ).toBeVisible();
  await expect(page.getByText(resumeToasts.completed.title)).toBeVisible();
  await expect(page).toHaveURL(/\/find-jobs/);

  const rows = listLeads("application").filter(
    (row) => (row.fields.profile as { personalInfo: { fullName: string } }).personalInfo.fullName === name,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    kind: "application",
    page: "/create-profile",
    consent: leadFormsCopy.consent,
    fields: {
      job: { id: job.id, title: job.title, company: job.company },
      profile: { personalInfo: { fullName: name, email: "alex.morgan@example.com" } },
    },
  });
});

test.describe("refused (400)", () => {
  test.use({ allowConsoleErrors: [/status of 400/] });
  test("the server's message is on the field and its step; nothing is lost, no toast", async ({ page }) => {
    await page.goto(`/create-profile?apply=${job.id}`);
    await hydrated(page);
    await toReview(page, "Alex Morgan", "alex@example.com");
    await page.route("**/api/leads", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Please check the highlighted fields.",
          errors: { "profile.personalInfo.email": "Enter a valid email address." },
        }),
      }),
    );
    await builder(page).getByRole("button", { name: resumeCopy.complete }).click();
    await expect(page.locator("#resume-step-heading")).toHaveText("Personal Info");
    await expect(field(builder(page), "Email")).toBeFocused();
    await expect(builder(page).getByText("Enter a valid email address.")).toBeVisible();
    await expect(field(builder(page), "Full name")).toHaveValue("Alex Morgan");
    await expect(page.getByText(resumeToasts.completed.title)).toHaveCount(0);
  });
});

test.describe("failed (500)", () => {
  test.use({ allowConsoleErrors: [/status of 500/] });
  test("Review says so, Complete Profile tries again, nothing lost", async ({ page }) => {
    await page.goto(`/create-profile?apply=${job.id}`);
    await hydrated(page);
    await toReview(page, "Alex Morgan", "alex@example.com");
    await page.route("**/api/leads", (route) =>
      route.fulfill({ status: 500, headers: { "Retry-After": "0.01" }, body: "" }),
    );
    await builder(page).getByRole("button", { name: resumeCopy.complete }).click();
    await expect(page.getByText(applicationCopy.failed.title)).toBeVisible();
    await expect(builder(page).getByRole("button", { name: resumeCopy.complete })).toBeEnabled();
    await expect(page).toHaveURL(new RegExp(`apply=${job.id}`));
    await expect(page.getByText(resumeToasts.completed.title)).toHaveCount(0);
  });
});

test("without a job, Complete Profile sends nothing and behaves as the spec says", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/leads")) posts.push(request.url());
  });
  await page.goto("/create-profile");
  await hydrated(page);
  await toReview(page, "Alex Morgan", "alex@example.com");
  await expect(page.getByTestId("consent")).toHaveCount(0);
  await builder(page).getByRole("button", { name: resumeCopy.complete }).click();
  await expect(page.getByText(resumeToasts.completed.title)).toBeVisible();
  await expect(page).toHaveURL(/\/find-jobs/);
  expect(posts).toEqual([]);
});
