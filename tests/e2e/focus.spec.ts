import type { Page } from "@playwright/test";
import { findJobsCopy, jobs } from "../../src/content/jobs";
import { postProjectCopy } from "../../src/content/postProject";
import { resumeCopy } from "../../src/content/resume";
import { signupCopy } from "../../src/content/signup";
import { expect, hydrated, test } from "./fixtures";

/**
 * Issue 17: focus is never dropped to the page. After a removal it moves to the item taking the
 * removed one's place (or the new last one), or to the list's input when the list is empty; after
 * an addition that takes the pressed control away, it stays where the visitor was.
 */
const focused = (page: Page) => page.locator(":focus");

async function expectFocusOn(page: Page, label: string) {
  await expect(focused(page)).toHaveCount(1);
  await expect(focused(page)).toHaveAccessibleName(label);
}

test.describe("resume builder", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/create-profile");
    await hydrated(page);
  });

  const next = (page: Page) => page.getByRole("button", { name: resumeCopy.next, exact: true }).click();

  test("skills: the next skill, the new last one, then the input; an added suggestion gives way to the next", async ({
    page,
  }) => {
    await next(page);
    await next(page);
    const input = page.getByRole("textbox", { name: resumeCopy.skills.input });
    for (const skill of ["Ladder Logic", "Fanuc R-30iB", "PROFINET"]) {
      await input.fill(skill);
      await input.press("Enter");
    }
    await page.getByRole("button", { name: resumeCopy.skills.remove("Fanuc R-30iB") }).click();
    await expectFocusOn(page, resumeCopy.skills.remove("PROFINET"));
    await page.keyboard.press("Enter");
    await expectFocusOn(page, resumeCopy.skills.remove("Ladder Logic"));
    await page.keyboard.press("Enter");
    await expect(input).toBeFocused();

    const suggestions = page.getByRole("list", { name: resumeCopy.skills.suggested });
    const first = suggestions.getByRole("button").first();
    const second = (await suggestions.getByRole("button").nth(1).textContent())?.trim() ?? "";
    await first.focus();
    await page.keyboard.press("Enter");
    // The suggestion that took the first place has focus.
    await expect(focused(page)).toHaveText(second);
  });

  test("certifications: removing the only one returns to the input", async ({ page }) => {
    await next(page);
    await next(page);
    await next(page);
    const input = page.getByRole("textbox", { name: resumeCopy.certifications.input });
    await input.fill("OSHA 30-Hour");
    await input.press("Enter");
    await page.getByRole("button", { name: resumeCopy.certifications.remove("OSHA 30-Hour") }).click();
    await expect(input).toBeFocused();
  });

  test("experience: deleting a role focuses the next role, then 'Add experience'", async ({ page }) => {
    await next(page);
    const add = page.getByRole("button", { name: resumeCopy.experience.add });
    await add.click();
    await add.click();
    const roles = page.locator("[data-entry-id]");
    await expect(roles).toHaveCount(2);
    await roles
      .first()
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expect(roles).toHaveCount(1);
    await expect(roles.first().getByLabel(new RegExp(`^${resumeCopy.experience.company}`))).toBeFocused();
    await roles
      .first()
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expect(add).toBeFocused();
  });

  test("the photo: removing it returns focus to the photo picker", async ({ page }) => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await page
      .getByLabel(/^Upload photo$/)
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: resumeCopy.personal.photoRemove }).click();
    await expect(page.getByLabel(/^Upload photo$/)).toBeFocused();
  });

  test("AI suggestions: an added one gives way to the next 'Add' in the card", async ({ page }) => {
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: "Fanuc", exact: true }) })
      .click();
    const card = page.getByRole("region", { name: resumeCopy.ai.heading });
    const adds = card.getByRole("button", { name: /^Add / });
    const secondName = (await adds.nth(1).getAttribute("aria-label")) ?? "";
    await adds.first().click();
    await expectFocusOn(page, secondName);
  });
});

test("registration: a removed skill gives way to the next, the new last, then the custom skill box", async ({
  page,
}) => {
  await page.goto("/job-seeker-registration");
  await hydrated(page);
  for (const skill of ["ABB Robotics", "Fanuc Robotics", "KUKA Robotics"])
    await page.getByRole("button", { name: skill, exact: true }).click();
  await page.getByRole("button", { name: signupCopy.removeSkill("Fanuc Robotics") }).click();
  await expectFocusOn(page, signupCopy.removeSkill("KUKA Robotics"));
  await page.keyboard.press("Enter");
  await expectFocusOn(page, signupCopy.removeSkill("ABB Robotics"));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: signupCopy.customSkill })).toBeFocused();
});

test("saved jobs: a removed job gives way to the next, then the list's heading", async ({ page }) => {
  await page.goto("/find-jobs");
  await hydrated(page);
  const [a, b, c] = jobs;
  if (!a || !b || !c) throw new Error("three sample jobs are needed");
  for (const job of [a, b, c])
    await page.getByRole("button", { name: findJobsCopy.heartLabel(job.title) }).click();
  await page.getByRole("button", { name: findJobsCopy.removeSaved(b.title) }).click();
  await expectFocusOn(page, findJobsCopy.removeSaved(c.title));
  await page.keyboard.press("Enter");
  await expectFocusOn(page, findJobsCopy.removeSaved(a.title));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: findJobsCopy.savedHeading })).toBeFocused();
});

test("post a project: an added suggestion gives way to the next; a removed skill to the next, then the box", async ({
  page,
}) => {
  await page.goto("/post-project");
  await hydrated(page);
  const wizard = page.getByTestId("project-wizard");
  await wizard.locator('[name="title"]').fill("Fanuc cell retrofit, line 4");
  await wizard.locator('[name="projectType"]').selectOption("Robot Programming");
  await wizard.locator('[name="industry"]').selectOption("Automotive");
  await wizard.locator('[name="location"]').fill("Detroit, MI");
  await wizard.getByRole("button", { name: postProjectCopy.buttons.continueTo.skills }).click();

  const suggestions = page.getByRole("region", { name: /^Suggested/ }).getByRole("button");
  const names = await suggestions.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute("aria-label") ?? ""),
  );
  const skill = (label: string) => label.replace(/^Add /, "");
  await suggestions.first().click();
  await expectFocusOn(page, names[1] ?? "");
  await page.keyboard.press("Enter");
  await expectFocusOn(page, names[2] ?? "");

  const [first, second] = [skill(names[0] ?? ""), skill(names[1] ?? "")];
  await page.getByRole("button", { name: postProjectCopy.skills.remove(first) }).click();
  await expectFocusOn(page, postProjectCopy.skills.remove(second));
  await page.keyboard.press("Enter");
  await expect(page.getByLabel(postProjectCopy.skills.customLabel)).toBeFocused();
});

test.describe("notes and empty states that go when their own button is pressed", () => {
  test("the resume builder's restored-draft notice: Dismiss moves focus on, not to the page", async ({
    page,
  }) => {
    await page.goto("/create-profile");
    await hydrated(page);
    await page
      .getByLabel(new RegExp(`^${resumeCopy.personal.fullName}`))
      .first()
      .fill("Alex Morgan");
    await page.reload();
    await hydrated(page);
    const notice = page.locator("[data-notice]");
    await notice.getByRole("button", { name: /^Dismiss/ }).click();
    await expect(notice).toHaveCount(0);
    await expect(focused(page)).toHaveCount(1);
    await expect(page.locator("body")).not.toBeFocused();
  });

  test("the project's restored-draft notice: Dismiss moves focus on", async ({ page }) => {
    await page.goto("/post-project");
    await hydrated(page);
    await page.getByTestId("project-wizard").locator('[name="title"]').fill("Fanuc cell retrofit");
    await page.getByRole("button", { name: postProjectCopy.buttons.saveDraft }).click();
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await hydrated(page);
    const notice = page.getByTestId("draft-notice");
    await notice.getByRole("button", { name: postProjectCopy.notices.dismiss }).click();
    await expect(notice).toHaveCount(0);
    await expect(focused(page)).toHaveCount(1);
  });

  test("/find-jobs: 'Clear filters' in the empty state moves focus to the results heading", async ({
    page,
  }) => {
    await page.goto("/find-jobs?q=fanuc&clearance=required&remote=true");
    await hydrated(page);
    await page.getByRole("main").getByRole("button", { name: findJobsCopy.clearFilters }).last().click();
    await expect(page).toHaveURL(/\/find-jobs$/);
    await expect(focused(page)).toHaveCount(1);
    await expect(focused(page)).toHaveText(/jobs found|Open Positions/);
  });

  test("/search-contractors: Reset in the empty state, and 'Apply saved search', keep focus on the page", async ({
    page,
  }) => {
    await page.goto("/search-contractors?skill=scada&radius=5");
    await hydrated(page);
    await page.getByTestId("empty-state").getByRole("button", { name: "Reset filters" }).click();
    await expect(page).toHaveURL(/\/search-contractors$/);
    await expect(page.locator("#results-heading")).toBeFocused();

    await page.getByRole("combobox", { name: "Skills" }).selectOption("fanuc");
    await page.getByRole("button", { name: "Save this search" }).click();
    await page.getByRole("combobox", { name: "Skills" }).selectOption("any");
    await page.getByRole("link", { name: "Apply saved search" }).click();
    await expect(page.getByRole("button", { name: "Search saved" })).toBeFocused();
  });
});
