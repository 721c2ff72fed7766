import type { Page } from "@playwright/test";
import { leadFormsCopy } from "../../../src/content/leadForms";
import { links } from "../../../src/content/links";
import { postProjectCopy, WIZARD_STEP_LABELS } from "../../../src/content/postProject";
import { projectLeadCopy } from "../../../src/content/projectLead";
import { DRAFT_STORAGE_KEY } from "../../../src/domain/projectWizard";
import { centreOf, expect, expectNoAxeViolations, hydrated, secondClickOn, test } from "../../e2e/fixtures";
import { listLeads } from "../../support/leadsDb";
import { fillProjectDetails } from "./driver";

/**
 * Issue 34: Review & Post really sends the project to the intake the e2e server runs (its own
 * SQLite file), and says what came of it: sent with the reference, saved on this device offline,
 * refused on the field, failed with 'Try again'. The last three fake the answer (page.route).
 */
const copy = postProjectCopy;
const lead = projectLeadCopy;
const wizard = (page: Page) => page.getByTestId("project-wizard");
const field = (page: Page, name: string) => wizard(page).locator(`[name="${name}"]`);
const heading = (page: Page) => page.locator("#wizard-step-heading");

/** A project title no other test types, so its row is found among the run's. */
const uniqueTitle = (what: string) => `Fanuc cell retrofit ${what} ${Date.now().toString(36)}`;

async function toReview(page: Page, title: string) {
  await page.goto("/post-project");
  await hydrated(page);
  await expect(wizard(page)).toHaveAttribute("data-draft-checked", "true");
  await fillProjectDetails(page);
  await field(page, "title").fill(title);
  await page.getByRole("button", { name: copy.buttons.continueTo.skills }).click();
  await page.getByRole("button", { name: copy.skills.suggestionAdd("Fanuc") }).click();
  await page.getByRole("button", { name: copy.buttons.continueTo.budget }).click();
  await wizard(page)
    .getByRole("radio", { name: /Hourly Contract/ })
    .check();
  await field(page, "budgetMin").fill("85");
  await field(page, "budgetMax").fill("110");
  await field(page, "startDate").fill("2035-09-17");
  await field(page, "duration").selectOption("1-3 months");
  await page.getByRole("button", { name: copy.buttons.continueTo.review }).click();
  await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.review);
  // Save Draft, so the test can see the stored draft cleared once the project is sent.
  await page.getByRole("button", { name: copy.buttons.saveDraft }).click();
}

const post = (page: Page) => page.getByTestId("project-send").getByRole("button");

test.describe("Review & Post sends the project", () => {
  test("sent: the intake stores one row with what was typed, the reference shows, the draft is cleared, then the hand-off", async ({
    page,
  }) => {
    const title = uniqueTitle("sent");
    await toReview(page, title);
    // No address, then not one: nothing is sent and the field says why.
    await post(page).click();
    await expect(page.getByText(lead.contact.errors.missing)).toBeVisible();
    await expect(page.getByLabel(lead.contact.label)).toBeFocused();
    await page.getByLabel(lead.contact.label).fill("dana@plant");
    await post(page).click();
    await expect(page.getByText(lead.contact.errors.invalid)).toBeVisible();
    await page.getByLabel(lead.contact.label).fill("dana@plant.com");
    await expect(page.getByTestId("consent")).toContainText(leadFormsCopy.consent);
    // A double click sends one project.
    await post(page).dblclick();

    const outcome = page.getByTestId("project-outcome");
    await expect(outcome).toHaveAttribute("data-outcome", "sent");
    await expect(outcome).toContainText(
      /Reference PR-[23456789A-Z]{4,8}\. We reply within one working day to dana@plant\.com\./,
    );
    const reference = (await outcome.textContent())?.match(/PR-[23456789A-Z]{4,8}/)?.[0];
    await expect(page.locator("#project-send-outcome")).toBeFocused();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY)).toBeNull();

    const rows = listLeads("project").filter((row) => row.fields.title === title);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference,
      kind: "project",
      page: "/post-project",
      consent: leadFormsCopy.consent,
      fields: {
        title,
        projectType: "Robot Programming",
        industry: "Automotive",
        location: "Detroit, MI",
        skills: ["Fanuc"],
        workType: "Hourly Contract",
        budgetMin: "85",
        budgetMax: "110",
        startDate: "2035-09-17",
        duration: "1-3 months",
        email: "dana@plant.com",
      },
    });

    // The hand-off, as before: copy the summary and open the provider's app; Ctrl+V for a keyboard.
    const handoff = page.getByRole("link", { name: lead.handoff.button });
    await expect(handoff).toHaveAttribute("href", links.hireWorkAdd());
    await expect(handoff).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByText(lead.handoff.pasteWithKeys)).toBeVisible();
    await expect(page.getByText(lead.handoff.pasteByTouch)).toBeHidden();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const popup = page.waitForEvent("popup");
    await handoff.click();
    await (await popup).close();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`Title: ${title}`);
    await expectNoAxeViolations(page);
  });

  test("a double-click on Continue to Review whose second click lands on Post project sends nothing", async ({
    page,
  }) => {
    const title = uniqueTitle("double");
    await toReview(page, title);
    // The address is in, then the visitor goes back a step: Continue to Review is where they left.
    await page.getByLabel(lead.contact.label).fill("dana@plant.com");
    await page.getByRole("button", { name: copy.buttons.back }).click();
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.budget);
    const next = page.getByRole("button", { name: copy.buttons.continueTo.review });
    await next.scrollIntoViewIfNeeded();
    const { x, y } = await centreOf(next);
    await page.mouse.click(x, y, { clickCount: 1 });
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.review);
    // Its second click, on Post project (wherever Review put it): not a press.
    await secondClickOn(page, post(page));
    await page.waitForTimeout(1000);
    await expect(wizard(page)).toHaveAttribute("data-send", "idle");
    expect(listLeads("project").filter((row) => row.fields.title === title)).toHaveLength(0);
    // A press of its own sends it.
    await post(page).click();
    await expect(page.getByTestId("project-outcome")).toHaveAttribute("data-outcome", "sent");
    expect(listLeads("project").filter((row) => row.fields.title === title)).toHaveLength(1);
  });

  test.describe("refused (400)", () => {
    test.use({ allowConsoleErrors: [/status of 400/] });
    test("the server's message is on the field, on its step, which has focus; nothing is lost", async ({
      page,
    }) => {
      await toReview(page, uniqueTitle("refused"));
      await page.route("**/api/leads", (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            message: "Please check the highlighted fields.",
            errors: { location: "Add where the work is, or Remote." },
          }),
        }),
      );
      await page.getByLabel(lead.contact.label).fill("dana@plant.com");
      await post(page).click();
      await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.details);
      await expect(field(page, "location")).toBeFocused();
      await expect(field(page, "location")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Add where the work is, or Remote.")).toBeVisible();
      await expect(field(page, "title")).toHaveValue(/Fanuc cell retrofit refused/);
      await expectNoAxeViolations(page);
      // Typing in the field takes the message away.
      await field(page, "location").fill("Warren, MI");
      await expect(page.getByText("Add where the work is, or Remote.")).toHaveCount(0);
    });
  });

  test.describe("failed (500)", () => {
    test.use({ allowConsoleErrors: [/status of 500/] });
    test("'Try again' with nothing lost, and the retry is the same submission", async ({ page }) => {
      const title = uniqueTitle("failed");
      await toReview(page, title);
      const ids: string[] = [];
      let fail = true;
      await page.route("**/api/leads", async (route) => {
        ids.push((route.request().postDataJSON() as { id: string }).id);
        if (fail) return route.fulfill({ status: 500, headers: { "Retry-After": "0.01" }, body: "" });
        return route.continue();
      });
      await page.getByLabel(lead.contact.label).fill("dana@plant.com");
      await post(page).click();
      await expect(page.getByText(lead.failed.title)).toBeVisible();
      await expect(post(page)).toHaveText(lead.tryAgain);
      await expect(wizard(page)).toContainText(title);
      await expect(page.getByLabel(lead.contact.label)).toHaveValue("dana@plant.com");
      expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY)).not.toBeNull();
      fail = false;
      await post(page).click();
      await expect(page.getByTestId("project-outcome")).toHaveAttribute("data-outcome", "sent");
      // Every attempt (the retries and Try again) carried the one id.
      expect(new Set(ids).size).toBe(1);
      expect(listLeads("project").filter((row) => row.fields.title === title)).toHaveLength(1);
    });
  });

  test.describe("queued (offline)", () => {
    test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED|status of 500/] });
    test("offline, the project is saved on this device and the visitor is told so", async ({
      page,
      context,
    }) => {
      await toReview(page, uniqueTitle("queued"));
      // A first press the intake fails brings the sending code in (a real visitor's service worker
      // precaches it); then the connection goes and 'Try again' keeps the project on this device.
      await page.route("**/api/leads", (route) =>
        route.fulfill({ status: 500, headers: { "Retry-After": "0.01" }, body: "" }),
      );
      await page.getByLabel(lead.contact.label).fill("dana@plant.com");
      await post(page).click();
      await expect(page.getByText(lead.failed.title)).toBeVisible();
      await page.unrouteAll();
      await context.setOffline(true);
      await post(page).click();
      const outcome = page.getByTestId("project-outcome");
      await expect(outcome).toHaveAttribute("data-outcome", "queued");
      await expect(outcome).toContainText(lead.queued.body);
      await context.setOffline(false);
    });
  });
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  test("the hand-off says paste, never Ctrl+V", async ({ page }) => {
    await toReview(page, uniqueTitle("touch"));
    await page.getByLabel(lead.contact.label).fill("dana@plant.com");
    await post(page).click();
    await expect(page.getByTestId("project-outcome")).toHaveAttribute("data-outcome", "sent");
    await expect(page.getByText(lead.handoff.pasteByTouch)).toBeVisible();
    await expect(page.getByText(lead.handoff.pasteWithKeys)).toBeHidden();
    expect(await page.getByTestId("project-outcome").innerText()).not.toContain("Ctrl+V");
  });
});
