import type { Page } from "@playwright/test";
import { signupCopy, signupErrors } from "../../../src/content/signup";
import { presetSkills, SIGNUP_RULES, type SignupField } from "../../../src/domain/jobSeekerSignup";
import { signupFieldIds } from "../../../src/views/signup/stores";
import { expect, expectNoAxeViolations, holdIntake, hydrated, test } from "../../e2e/fixtures";
import { fillSignupForm } from "./signupForm";

const DRAFT_KEY = "job-seeker-registration.draft";
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const submit = (page: Page) => page.getByRole("button", { name: signupCopy.submit });
const customSkill = (page: Page) => page.getByRole("textbox", { name: signupCopy.customSkill });

async function open(page: Page) {
  await page.goto("/job-seeker-registration");
  await hydrated(page);
}

async function fillValidForm(page: Page) {
  await fillSignupForm(page, { fullName: "  Jordan Rivera ", location: "Detroit, MI" });
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).not.toBeNull();
}

async function expectError(page: Page, field: SignupField) {
  const toast = page.getByRole("status").filter({ hasText: signupErrors[field] }).last();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(signupCopy.errorTitle);
  await expect(toast).toHaveAttribute("data-type", "error");
  const control = page.locator(`#${signupFieldIds[field]}`);
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toBeFocused();
}

test.use({ viewport: { width: 1280, height: 900 } });

test("the checks run in the spec's order, each with its own toast, flag and focus", async ({ page }) => {
  // Seven submits and four axe scans: give it room on a busy machine.
  test.slow();
  await open(page);
  await expectNoAxeViolations(page);

  await textbox(page, signupCopy.fullName).fill("J");
  await submit(page).click();
  await expectError(page, "fullName");
  await expectNoAxeViolations(page, "form");

  await textbox(page, signupCopy.fullName).fill("Jordan Rivera");
  await expect(textbox(page, signupCopy.fullName)).not.toHaveAttribute("aria-invalid", "true");
  await textbox(page, signupCopy.email).fill("jordan@example");
  await submit(page).click();
  await expectError(page, "email");

  await textbox(page, signupCopy.email).fill("jordan@example.com");
  await textbox(page, signupCopy.phone).fill("   ");
  await submit(page).click();
  await expectError(page, "phone");

  await textbox(page, signupCopy.phone).fill("(313) 555-0142");
  await submit(page).click();
  await expectError(page, "skills");
  await expect(customSkill(page)).toHaveAccessibleDescription(signupErrors.skills);
  await expectNoAxeViolations(page, "form");

  await page.getByRole("button", { name: "SCADA Systems", exact: true }).click();
  await submit(page).click();
  await expectError(page, "experienceLevel");
  await expectNoAxeViolations(page, "form");

  await page.getByRole("radio", { name: /^Senior/ }).check();
  await submit(page).click();
  await expectError(page, "jobTypes");

  await page.getByRole("checkbox", { name: "Full-time" }).check();
  await submit(page).click();
  await expectError(page, "availability");

  await page.getByRole("radio", { name: "Currently Employed, open to offers" }).check();
  await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
});

test("skills: presets, custom ones trimmed and deduplicated, at most 8 with the reason shown", async ({
  page,
}) => {
  await open(page);
  await customSkill(page).fill("   ");
  await customSkill(page).press("Enter");
  await expect(customSkill(page)).toHaveAccessibleDescription(signupCopy.skillBlank);

  await customSkill(page).fill("  Beckhoff   TwinCAT  ");
  await customSkill(page).press("Enter");
  const chosen = page.getByRole("list", { name: signupCopy.chosenSkills }).getByRole("listitem");
  await expect(chosen).toHaveText(["Beckhoff TwinCAT"]);
  await expect(customSkill(page)).toHaveValue("");

  await customSkill(page).fill("beckhoff twincat");
  await page.getByRole("button", { name: signupCopy.addSkill, exact: true }).click();
  await expect(customSkill(page)).toHaveAccessibleDescription(signupCopy.skillDuplicate);
  await expect(chosen).toHaveCount(1);

  for (const skill of presetSkills.slice(0, 7))
    await page.getByRole("button", { name: skill, exact: true }).click();
  await expect(chosen).toHaveCount(SIGNUP_RULES.maxSkills);
  await expect(page.getByText(signupCopy.skillsCounter(8, 8))).toBeVisible();
  const reason = signupCopy.skillsLimitReached(SIGNUP_RULES.maxSkills);
  await expect(page.getByText(reason)).toBeVisible();
  for (const skill of presetSkills.slice(7)) {
    const button = page.getByRole("button", { name: skill, exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
  }
  await expect(customSkill(page)).toBeDisabled();
  await expect(customSkill(page)).toHaveAccessibleDescription(new RegExp(reason.replace(/[.]/g, "\\.")));
  await expectNoAxeViolations(page, "form");

  // Removing one makes room again.
  await page.getByRole("button", { name: signupCopy.removeSkill("Beckhoff TwinCAT") }).click();
  await expect(chosen).toHaveCount(7);
  await expect(customSkill(page)).toBeEnabled();
  await expect(page.getByRole("button", { name: presetSkills[11], exact: true })).toBeEnabled();
});

test("a valid form is sent once, and welcomes the person by name only once the intake answered", async ({
  page,
}) => {
  await open(page);
  await fillValidForm(page);

  // The intake's answer is held until the page has been checked while it sends.
  const posts: string[] = [];
  const release = await holdIntake(page, (route) => {
    posts.push(route.request().postData() ?? "");
  });
  await submit(page).click();
  const sending = page.getByRole("button", { name: signupCopy.submitting });
  await expect(sending).toBeDisabled();
  await page
    .getByRole("form", { name: signupCopy.formLabel })
    .evaluate((form) => (form as HTMLFormElement).requestSubmit());
  await expect(sending).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Not 'sent' yet: the draft is still kept.
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).not.toBeNull();

  release();
  const dialog = page.getByRole("dialog", { name: signupCopy.welcomeTitle("Jordan Rivera") });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Our team has your registration, reference RG-[0-9A-Z]{4,8}\./);
  await expect(dialog).toContainText("jordan@example.com");
  await expect(dialog.getByRole("link", { name: signupCopy.nextSteps.resume.cta })).toHaveAttribute(
    "href",
    "/create-profile",
  );
  await expect(dialog.getByRole("link", { name: signupCopy.nextSteps.jobs.cta })).toHaveAttribute(
    "href",
    "/find-jobs",
  );
  await expect(page.getByRole("dialog")).toHaveCount(1);
  expect(posts, "one send, whatever was pressed while it went").toHaveLength(1);
  // Behind the dialog, the form's place holds what was sent, not a second copy of the next steps.
  const summary = page.locator('section[aria-labelledby="signup-done-heading"]');
  await expect(summary.locator("a")).toHaveCount(0);
  await expect(summary).toContainText(/Reference RG-[0-9A-Z]{4,8}\./);
  const sent = summary.locator(`dl[aria-label="${signupCopy.summary.label}"]`);
  for (const text of ["Fanuc Robotics", "Mid level (3-7 years)", "Contract", "In 2 weeks", "Detroit, MI"])
    await expect(sent).toContainText(text);
  await expectNoAxeViolations(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
});

test("closing the welcome puts focus on the heading, and the summary then offers the next steps", async ({
  page,
}) => {
  await open(page);
  await fillValidForm(page);
  await submit(page).click();
  const dialog = page.getByRole("dialog", { name: signupCopy.welcomeTitle("Jordan Rivera") });
  await expect(dialog).toBeVisible();
  const summary = page.locator('section[aria-labelledby="signup-done-heading"]');
  await expect(summary.locator("a")).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: signupCopy.doneHeading("Jordan Rivera") })).toBeFocused();
  // Now the summary offers the next steps the dialog did.
  await expect(summary.getByRole("link")).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: signupCopy.nextSteps.jobs.cta }).click();
  await expect(page).toHaveURL(/\/find-jobs$/);
});

test("no error toast from an earlier attempt is left up once the form goes", async ({ page }) => {
  await open(page);
  await fillSignupForm(page, { availability: false });
  await submit(page).click();
  await expectError(page, "availability");
  await page.getByRole("radio", { name: "In 2 weeks" }).check();
  // The intake's answer is held, so the page is checked while it sends (a quick intake would
  // otherwise answer before the check could see the sending state).
  const release = await holdIntake(page);
  await submit(page).click();
  await expect(page.getByRole("button", { name: signupCopy.submitting })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: signupErrors.availability })).toHaveCount(0);
  release();
  await expect(page.getByRole("dialog", { name: signupCopy.welcomeTitle("Jordan Rivera") })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: signupCopy.errorTitle })).toHaveCount(0);
});

test("the unsent form survives a reload; a corrupt draft is dropped without a crash", async ({ page }) => {
  await open(page);
  await textbox(page, signupCopy.fullName).fill("Jordan Rivera");
  await page.getByRole("button", { name: "Machine Vision", exact: true }).click();
  await page.getByRole("checkbox", { name: "Part-time" }).check();
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(signupCopy.restored)).toBeVisible();
  await expect(textbox(page, signupCopy.fullName)).toHaveValue("Jordan Rivera");
  await expect(page.getByRole("button", { name: "Machine Vision", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("checkbox", { name: "Part-time" })).toBeChecked();

  await page.evaluate((key) => localStorage.setItem(key, '{"v":1,"data":{"fullName":'), DRAFT_KEY);
  await page.reload();
  await hydrated(page);
  await expect(textbox(page, signupCopy.fullName)).toHaveValue("");
  await expect(page.getByText(signupCopy.restored)).toHaveCount(0);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("nothing overflows and the form has no axe violations", async ({ page }) => {
    await open(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
