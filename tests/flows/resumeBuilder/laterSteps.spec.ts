import type { Page } from "@playwright/test";
import { resumeCopy } from "../../../src/content/resume";
import { expect, holdAsset, hydrated, test } from "../../e2e/fixtures";
import { builder, chooseRadio, field } from "./driver";

/**
 * Steps 2-5 of the resume builder are not part of the page's first load (views/resume/
 * LaterStepBody.tsx): they are fetched once the visitor starts on the builder. The step's heading
 * is the builder's own, so focus lands on it whether or not the step's body is in yet.
 */

const laterStepCode = /\/(ExperienceStep|ItemsStep|ReviewSummary)-[\w-]+\.js$/;
const heading = (page: Page, name: string) =>
  builder(page).getByRole("heading", { level: 2, name, exact: true });
const next = (page: Page) => builder(page).getByRole("button", { name: resumeCopy.next, exact: true });

async function fillPersonalInfo(page: Page) {
  await field(builder(page), "Full name").fill("Alex Morgan");
  await field(builder(page), "Email").fill("alex.morgan@example.com");
  await field(builder(page), "Phone").fill("(313) 555-0142");
  await field(builder(page), "Location").fill("Detroit, MI");
  await chooseRadio(page, "Fanuc");
}

test.describe("the resume builder's later steps", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("are not fetched with the page; starting on Personal Info fetches them, and Next shows Experience at once", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/create-profile");
    await hydrated(page);
    expect(requested.filter((url) => laterStepCode.test(url))).toEqual([]);
    await fillPersonalInfo(page);
    await expect.poll(() => requested.filter((url) => laterStepCode.test(url)).length).toBe(3);
    await next(page).focus();
    await page.keyboard.press("Enter");
    await expect(heading(page, "Experience")).toBeFocused();
    await expect(page.getByText(resumeCopy.stepLoading)).toHaveCount(0);
    await expect(builder(page).getByRole("button", { name: resumeCopy.experience.add })).toBeVisible();
  });

  test("a step still on its way says so under its heading, which keeps focus when the step comes", async ({
    page,
  }) => {
    const release = await holdAsset(page, /\/assets\/ExperienceStep-[\w-]+\.js$/);
    await page.goto("/create-profile");
    await hydrated(page);
    await fillPersonalInfo(page);
    await next(page).focus();
    await page.keyboard.press("Enter");
    await expect(heading(page, "Experience")).toBeFocused();
    await expect(builder(page).getByRole("status").filter({ hasText: resumeCopy.stepLoading })).toBeVisible();
    release();
    await expect(builder(page).getByRole("button", { name: resumeCopy.experience.add })).toBeVisible();
    await expect(page.getByText(resumeCopy.stepLoading)).toHaveCount(0);
    await expect(heading(page, "Experience")).toBeFocused();
    // Previous returns to Personal Info with everything kept.
    await builder(page).getByRole("button", { name: resumeCopy.previous, exact: true }).click();
    await expect(field(builder(page), "Full name")).toHaveValue("Alex Morgan");
  });
});

test.describe("the builder's right column, an island", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  const asideCode = /\/ResumeAside-[\w-]+\.js$/;
  const island = (page: Page) => page.locator('[data-island="resume-aside"]');

  test("its code comes once the page is idle, it hydrates when the visitor types, and the preview follows", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/create-profile");
    await hydrated(page);
    // A page a visitor comes to act on: the code comes without their hand, the render waits for it.
    await expect
      .poll(() => requested.filter((url) => asideCode.test(url)).length, { timeout: 15_000 })
      .toBe(1);
    await page.waitForTimeout(300);
    await expect(island(page)).not.toHaveAttribute("data-hydrated", "");
    await field(builder(page), "Full name").fill("Alex Morgan");
    await expect(island(page)).toHaveAttribute("data-hydrated", "");
    await expect(builder(page).locator("[data-template]")).toContainText("Alex Morgan");
    expect(requested.filter((url) => asideCode.test(url))).toHaveLength(1);
  });

  test("a template chosen while its code is on the way is the one shown once it is in", async ({ page }) => {
    const release = await holdAsset(page, asideCode);
    await page.goto("/create-profile");
    await hydrated(page);
    await chooseRadioLabel(page, "Classic");
    await expect(island(page)).not.toHaveAttribute("data-hydrated", "");
    release();
    await expect(island(page)).toHaveAttribute("data-hydrated", "");
    await expect(builder(page).getByRole("radio", { name: "Classic", exact: true })).toBeChecked();
    await expect(builder(page).locator('[data-template="classic"]')).toBeVisible();
  });
});

/** Clicks a radio's label, as a visitor does (its input is visually hidden). */
async function chooseRadioLabel(page: Page, name: string) {
  await builder(page)
    .locator("label")
    .filter({ has: page.getByRole("radio", { name, exact: true }) })
    .click();
}
