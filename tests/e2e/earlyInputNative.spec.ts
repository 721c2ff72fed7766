import type { Locator, Page } from "@playwright/test";
import { findJobsCopy } from "../../src/content/jobs";
import { postJobCopy } from "../../src/content/postJob";
import { postProjectCopy } from "../../src/content/postProject";
import { signupCopy } from "../../src/content/signup";
import { expect, holdClientEntry, test } from "./fixtures";

/**
 * Input the code used to lose (issue 35): native controls changed before the code arrives keep
 * what they show, whether or not a focus or a key came first, and the code takes it over; a held
 * press says at once that it was taken, and a second tap on it does not undo the first.
 */

async function openHeld(page: Page, path: string) {
  const release = await holdClientEntry(page);
  await page.goto(path);
  await expect(page.locator("h1")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  return release;
}

async function released(page: Page, release: () => void) {
  // A sign of the visitor's presence (the pointer moving at the page's corner) starts the code.
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 4);
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** What autofill, a form restored on Back or assistive technology does: a new value, no focus, no key. */
async function setByScript(field: Locator, value: string) {
  await field.evaluate((node, next) => {
    const element = node as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    element.value = next;
    element.dispatchEvent(new Event("input", { bubbles: true }));
    element.dispatchEvent(new Event("change", { bubbles: true }));
  }, value);
}

test.describe("native controls before the code arrives", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the calculator's selects changed by script keep their values, and the calculator takes them", async ({
    page,
  }) => {
    const release = await openHeld(page, "/");
    const type = page.locator('select[name="type"]');
    const location = page.locator('select[name="location"]');
    const typeValue = await type.locator("option").nth(1).getAttribute("value");
    const locationValue = await location.locator("option").nth(2).getAttribute("value");
    if (!typeValue || !locationValue) throw new Error("no options");
    await setByScript(type, typeValue);
    await setByScript(location, locationValue);
    await released(page, release);
    const calculator = page.locator('[data-island="calculator"]');
    await type.scrollIntoViewIfNeeded();
    await expect(calculator).toHaveAttribute("data-hydrated", "");
    // The calculator's flow holds them: its inputs are written into the address.
    await expect.poll(() => new URL(page.url()).searchParams.get("type")).toBe(typeValue);
    await expect.poll(() => new URL(page.url()).searchParams.get("location")).toBe(locationValue);
    // A change to another input renders the selects again: they still show the visitor's choice.
    await page.getByRole("slider", { name: "Hours per week" }).press("ArrowRight");
    await expect(type).toHaveValue(typeValue);
    await expect(location).toHaveValue(locationValue);
  });

  test("/post-project: type and industry changed by script keep their values, and the wizard holds them", async ({
    page,
  }) => {
    const release = await openHeld(page, "/post-project");
    const type = page.getByLabel(postProjectCopy.fields.projectType.label);
    const industry = page.getByLabel(postProjectCopy.fields.industry.label);
    const typeValue = await type.locator("option").nth(2).getAttribute("value");
    const industryValue = await industry.locator("option").nth(3).getAttribute("value");
    if (!typeValue || !industryValue) throw new Error("no options");
    await setByScript(type, typeValue);
    await setByScript(industry, industryValue);
    await released(page, release);
    // The wizard's machine holds them: a keystroke elsewhere renders the step again, and the tab's
    // working copy has them.
    const title = page.locator('[name="title"]');
    await title.pressSequentially("Line 4 retrofit");
    await expect(type).toHaveValue(typeValue);
    await expect(industry).toHaveValue(industryValue);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("post-project-draft.working-copy") ?? ""))
      .toContain(industryValue);
  });

  test("/find-jobs: the job alert's Weekly radio clicked before the code checks at once and stays checked", async ({
    page,
  }) => {
    const release = await openHeld(page, "/find-jobs");
    const weekly = page.getByRole("radio", { name: "Weekly" });
    const daily = page.getByRole("radio", { name: "Daily" });
    const startedChecked = await weekly.isChecked();
    const target = startedChecked ? daily : weekly;
    await target.click();
    // Checked by the browser, before any code.
    await expect(target).toBeChecked();
    await released(page, release);
    const island = page.locator('[data-island="job-alert"]');
    await expect(island).toHaveAttribute("data-hydrated", "");
    await expect(target).toBeChecked();
    // The alert's flow holds it: typing in the email box renders the form again.
    await page.getByRole("textbox", { name: findJobsCopy.alertEmailLabel }).pressSequentially("a@b.example");
    await expect(target).toBeChecked();
  });

  test("/job-seeker-registration: a checkbox and a radio clicked before the code stay checked, and the flow keeps them", async ({
    page,
  }) => {
    const release = await openHeld(page, "/job-seeker-registration");
    const contract = page.locator("#signup-job-type-contract");
    const senior = page.locator("#signup-experience-senior");
    // Clicked where a visitor taps: on the option's label.
    await page.locator('label[for="signup-job-type-contract"]').click();
    await page.locator('label[for="signup-experience-senior"]').click();
    // Checked by the browser, before any code.
    await expect(contract).toBeChecked();
    await expect(senior).toBeChecked();
    await released(page, release);
    await expect(contract).toBeChecked();
    await expect(senior).toBeChecked();
    // The flow holds them: they are in the kept answers, and a keystroke elsewhere keeps them shown.
    await page.getByRole("textbox", { name: signupCopy.fullName, exact: true }).pressSequentially("Jo");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("job-seeker-registration.draft") ?? ""))
      .toMatch(/"contract".*"senior"|"senior".*"contract"/);
    await expect(contract).toBeChecked();
    await expect(senior).toBeChecked();
  });

  test("/job-seeker-registration: a skill typed and Enter, twice, before the code: both skills there, once each", async ({
    page,
  }) => {
    const release = await openHeld(page, "/job-seeker-registration");
    const box = page.getByRole("textbox", { name: signupCopy.customSkill });
    await box.fill("Beckhoff TwinCAT");
    await box.press("Enter");
    await box.fill("Omron Sysmac");
    await box.press("Enter");
    // Enter never submitted the form by itself.
    expect(new URL(page.url()).search).toBe("");
    await released(page, release);
    const chosen = page.getByRole("list", { name: signupCopy.chosenSkills });
    await expect(chosen.getByRole("listitem")).toHaveCount(2);
    await expect(chosen.getByText("Beckhoff TwinCAT", { exact: true })).toHaveCount(1);
    await expect(chosen.getByText("Omron Sysmac", { exact: true })).toHaveCount(1);
    await expect(box).toHaveValue("");
    await expect(page.getByText(signupCopy.skillDuplicate)).toHaveCount(0);
  });
});

test.describe("presses held before the code arrives", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("/find-jobs: a held tap on a save heart shows at once that it was taken; two taps save once", async ({
    page,
  }) => {
    const release = await openHeld(page, "/find-jobs");
    const first = page.getByRole("main").getByRole("article").first();
    const save = first.getByRole("button", { name: findJobsCopy.save, exact: true });
    await save.click();
    await expect(save).toHaveAttribute("aria-busy", "true");
    await save.click();
    await released(page, release);
    await expect(first.getByRole("button", { name: findJobsCopy.saved, exact: true })).toBeVisible();
    await expect(page.getByTestId("saved-jobs")).toContainText(findJobsCopy.savedCount(1));
    await expect(first.getByRole("button", { name: findJobsCopy.saved, exact: true })).not.toHaveAttribute(
      "aria-busy",
      "true",
    );
  });
});

test.describe("/post-job's fields as the code arrives", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** The seven required fields, with what a visitor puts in them. */
  async function fill(page: Page, how: "script" | "typed") {
    const { fields } = postJobCopy;
    const texts: [string, string][] = [
      [fields.name.label, "Dana Ortiz"],
      [fields.email.label, "dana@plant.example"],
      [fields.phone.label, "(313) 555-0142"],
      [fields.jobTitle.label, "Controls Engineer"],
      [fields.skills.label, "Allen-Bradley, Fanuc"],
    ];
    for (const [label, value] of texts) {
      const field = page.getByRole("textbox", { name: label, exact: true });
      if (how === "script") await setByScript(field, value);
      else await field.fill(value);
    }
    for (const label of [fields.industry.label, fields.employmentType.label]) {
      const select = page.getByRole("combobox", { name: label, exact: true });
      const value = await select.locator("option").nth(1).getAttribute("value");
      if (!value) throw new Error(`${label}: no option`);
      if (how === "script") await setByScript(select, value);
      else await select.selectOption(value);
    }
  }

  /** Submitted with every field showing a value: the flow sends, it never says one is empty. */
  async function submitsWhole(page: Page) {
    await page.route("**/api/leads**", () => {
      // Held: the send is not what this checks.
    });
    for (const label of ["Your name", "Work email", "Phone", "Job title", "Required skills"])
      await expect(page.getByRole("textbox", { name: label, exact: true })).not.toHaveValue("");
    await page.getByRole("button", { name: postJobCopy.submit }).click();
    await expect(page.getByRole("button", { name: postJobCopy.submitting })).toBeVisible();
    await expect(page.getByText(/required fields? (is|are) still empty/)).toHaveCount(0);
  }

  test("filled by script as autofill does before the code, then Submit: the flow has every field", async ({
    page,
  }) => {
    const release = await openHeld(page, "/post-job");
    await fill(page, "script");
    await released(page, release);
    await submitsWhole(page);
  });

  test("text selected before the code arrives is still typed over once it has taken the field", async ({
    page,
  }) => {
    const release = await openHeld(page, "/post-job");
    const title = page.getByRole("textbox", { name: postJobCopy.fields.jobTitle.label, exact: true });
    await title.click();
    await page.keyboard.type("Controls Engineer");
    // Selected to be typed over, as a visitor who changes their mind does.
    await page.keyboard.press("ControlOrMeta+a");
    await released(page, release);
    // The hand-over has given the flow the title (it keeps the answers it holds).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("post-job.draft") ?? ""))
      .toContain('"jobTitle":"Controls Engineer"');
    await expect(title).toBeFocused();
    await page.keyboard.type("PLC Programmer");
    await expect(title).toHaveValue("PLC Programmer");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("post-job.draft") ?? ""))
      .toContain('"jobTitle":"PLC Programmer"');
  });

  test("typed while the code arrives: what the fields show is what the flow holds, every time", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (let round = 0; round < 20; round++) {
      await page.unrouteAll({ behavior: "ignoreErrors" });
      // Each round is a first visit: the answers kept by the round before (its post was held, so
      // never sent) would otherwise come back as the code arrives and land under the typing; a
      // field's fill would then be added to the restored text, as a visitor's keys would.
      if (round > 0) await page.evaluate(() => localStorage.clear());
      const release = await openHeld(page, "/post-job");
      release();
      // Each round starts typing a little later into the code's arrival and hydration.
      await page.waitForTimeout((round % 10) * 15);
      await fill(page, "typed");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await submitsWhole(page);
    }
  });
});
