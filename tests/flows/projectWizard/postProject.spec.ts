import type { Page } from "@playwright/test";
import { leadFormsCopy } from "../../../src/content/leadForms";
import { links } from "../../../src/content/links";
import { postProjectCopy, WIZARD_STEP_LABELS } from "../../../src/content/postProject";
import { projectLeadCopy } from "../../../src/content/projectLead";
import { DRAFT_STORAGE_KEY, DRAFT_STORAGE_VERSION } from "../../../src/domain/projectWizard";
import { expect, expectNoAxeViolations, hydrated, test } from "../../e2e/fixtures";
import { fillProjectDetails } from "./driver";

const copy = postProjectCopy;
const wizard = (page: Page) => page.getByTestId("project-wizard");
const field = (page: Page, name: string) => wizard(page).locator(`[name="${name}"]`);
const heading = (page: Page) => page.locator("#wizard-step-heading");
const currentStep = (page: Page) =>
  page.getByRole("navigation", { name: copy.wizardLabel }).locator('[aria-current="step"]');

/** The round marker (number or check) of a step in the wizard's header. */
const stepMarker = (page: Page, label: string) =>
  page
    .getByRole("navigation", { name: copy.wizardLabel })
    .getByRole("listitem")
    .filter({ hasText: label })
    .getByTestId("wizard-step-marker");

/** WCAG contrast ratio of two computed `rgb(...)` colours. */
function contrast(a: string, b: string) {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

async function markerColours(marker: ReturnType<typeof stepMarker>) {
  return marker.evaluate((element) => {
    const style = getComputedStyle(element);
    const icon = element.querySelector("svg");
    return {
      color: style.color,
      icon: icon ? getComputedStyle(icon).color : null,
      bg: style.backgroundColor,
      border: style.borderTopColor,
    };
  });
}

async function fillBudget(page: Page) {
  await wizard(page)
    .getByRole("radio", { name: /Hourly Contract/ })
    .check();
  await field(page, "budgetMin").fill("85");
  await field(page, "budgetMax").fill("110");
  await field(page, "startDate").fill("2035-09-17");
  await field(page, "duration").selectOption("1-3 months");
}

/** Hydration can finish before the lazily loaded page has read storage; wait until it has. */
async function loaded(page: Page) {
  await hydrated(page);
  await expect(wizard(page)).toHaveAttribute("data-draft-checked", "true");
}

test.describe("Post a New Project", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/post-project");
    await loaded(page);
  });

  test("step 1: the header shows the current step and Continue waits for title, type, industry and location", async ({
    page,
  }) => {
    await expect(currentStep(page)).toContainText(WIZARD_STEP_LABELS.details);
    const next = page.getByRole("button", { name: copy.buttons.continueTo.skills });
    await expect(next).toBeDisabled();
    await expect(page.getByText(copy.buttons.continueBlocked)).toBeVisible();
    await field(page, "title").fill("Fanuc robot cell retrofit for Line 4");
    await field(page, "projectType").selectOption("Robot Programming");
    await field(page, "industry").selectOption("Automotive");
    await expect(next).toBeDisabled();
    await field(page, "location").fill("Detroit, MI");
    await expect(next).toBeEnabled();
    // A blank title does not count.
    await field(page, "title").fill("   ");
    await expect(next).toBeDisabled();
  });

  test("the header's markers: the current and completed steps draw their number or check in white", async ({
    page,
  }) => {
    const white = "rgb(255, 255, 255)";
    // Step 1 is current: a white number on a filled orange disc, no grey ring.
    const current = await markerColours(stepMarker(page, WIZARD_STEP_LABELS.details));
    expect(current.color).toBe(white);
    expect(current.border).toBe(current.bg);
    expect(contrast(current.color, current.bg)).toBeGreaterThanOrEqual(4.5);
    const upcoming = await markerColours(stepMarker(page, WIZARD_STEP_LABELS.skills));
    expect(upcoming.color).not.toBe(white);

    await fillProjectDetails(page);
    await page.getByRole("button", { name: copy.buttons.continueTo.skills }).click();
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.skills);
    // Step 1 is complete: a white check on green; step 2 is now the current one.
    const complete = await markerColours(stepMarker(page, WIZARD_STEP_LABELS.details));
    expect(complete.icon).toBe(white);
    expect(complete.border).toBe(complete.bg);
    expect(contrast(complete.icon ?? "", complete.bg)).toBeGreaterThanOrEqual(4.5);
    const next = await markerColours(stepMarker(page, WIZARD_STEP_LABELS.skills));
    expect(next.color).toBe(white);
    expect(next.bg).toBe(current.bg);
    expect(contrast(next.color, next.bg)).toBeGreaterThanOrEqual(4.5);
  });

  test("the description hint and live count, and the live preview", async ({ page }) => {
    await expect(page.getByText("minimum 100 characters")).toBeVisible();
    await field(page, "description").fill("Two robots need new grippers.");
    await expect(page.getByText("29 characters (71 more suggested)")).toBeVisible();
    await fillProjectDetails(page);
    const preview = page.getByTestId("project-preview");
    await expect(
      preview.getByRole("heading", { name: "Fanuc robot cell retrofit for Line 4" }),
    ).toBeVisible();
    await expect(preview).toContainText("Robot Programming");
    await expect(preview).toContainText("Automotive");
    await expect(preview).toContainText("Detroit, MI");
    await expect(preview).toContainText("Two robots need new grippers.");
    await expect(preview).toContainText(copy.preview.postedJustNow);
    await expect(preview).toContainText(copy.preview.proposals);
  });

  test("all four steps, back and forth, keep every value; Review sums up and asks where to answer", async ({
    page,
  }) => {
    await fillProjectDetails(page);
    await field(page, "description").fill("Two robots need new grippers.");
    await field(page, "location").press("Enter");
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.skills);
    await expect(heading(page)).toBeFocused();
    await expect(currentStep(page)).toContainText(WIZARD_STEP_LABELS.skills);
    await expect(page.getByRole("button", { name: /Project Details.*completed/ })).toBeVisible();

    // Skills: suggestions for the type, free text, no duplicates.
    await expect(
      page.getByRole("heading", { name: copy.skills.suggestionsFor("Robot Programming") }),
    ).toBeVisible();
    await page.getByRole("button", { name: copy.skills.suggestionAdd("Fanuc") }).click();
    const custom = page.getByLabel(copy.skills.customLabel);
    await custom.fill("  PROFINET ");
    await custom.press("Enter");
    await custom.fill("fanuc");
    await expect(page.getByText(copy.skills.duplicate)).toBeVisible();
    await custom.press("Enter");
    await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(2);
    await custom.fill("");
    await page.getByRole("button", { name: copy.buttons.continueTo.budget }).click();

    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.budget);
    await wizard(page)
      .getByRole("radio", { name: /Hourly Contract/ })
      .check();
    await field(page, "budgetMin").fill("120");
    await field(page, "budgetMax").fill("95");
    await expect(page.getByText(copy.budget.errors.order)).toBeVisible();
    await expect(page.getByRole("button", { name: copy.buttons.continueTo.review })).toBeDisabled();
    await fillBudget(page);
    await page.getByRole("button", { name: copy.buttons.continueTo.review }).click();

    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.review);
    const review = wizard(page);
    for (const text of [
      "Fanuc robot cell retrofit for Line 4",
      "Robot Programming",
      "Automotive",
      "Detroit, MI",
      "Two robots need new grippers.",
      "Fanuc",
      "PROFINET",
      "Hourly Contract",
      "$85-$110 per hour",
      "Sep 17, 2035",
      "1-3 months",
    ]) {
      await expect(review).toContainText(text);
    }
    // The send card: the address to answer and the consent line beside 'Post project' (the
    // hand-off to the provider follows a sent project: postProjectSend.spec.ts).
    await expect(page.getByLabel(projectLeadCopy.contact.label)).toBeVisible();
    await expect(page.getByTestId("consent")).toContainText(leadFormsCopy.consent);
    await expect(page.getByRole("button", { name: projectLeadCopy.post })).toBeVisible();
    await expectNoAxeViolations(page);

    // Edit jumps back with every value kept; back and forth again.
    await page.getByRole("button", { name: copy.review.edit(copy.review.sections.details) }).click();
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.details);
    await expect(field(page, "title")).toHaveValue("Fanuc robot cell retrofit for Line 4");
    await expect(field(page, "description")).toHaveValue("Two robots need new grippers.");
    await page.getByRole("button", { name: copy.buttons.continueTo.skills }).click();
    await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(2);
    await page.getByRole("button", { name: copy.buttons.continueTo.budget }).click();
    await expect(field(page, "budgetMin")).toHaveValue("85");
    await expect(field(page, "startDate")).toHaveValue("2035-09-17");
    await page.getByRole("button", { name: copy.buttons.back, exact: true }).click();
    await page.getByRole("button", { name: copy.buttons.back, exact: true }).click();
    await expect(field(page, "industry")).toHaveValue("Automotive");
    // The header jumps straight to Review once everything is complete.
    await page
      .getByRole("navigation", { name: copy.wizardLabel })
      .getByRole("button", { name: /Review & Post/ })
      .click();
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.review);
  });

  test("AI Assist drafts an editable description from the choices, and Undo restores the text", async ({
    page,
  }) => {
    await fillProjectDetails(page);
    await field(page, "description").fill("My notes.");
    await page.getByRole("button", { name: copy.assist.button }).click();
    // The visitor's own text: AI Assist asks first, and nothing changes until they answer.
    const description = field(page, "description");
    await expect(description).toHaveValue("My notes.");
    await page.getByRole("button", { name: copy.assist.ask.replace }).click();
    await expect(page.getByText(copy.assist.note)).toBeVisible();
    await expect(description).toHaveValue(
      /robot programming specialist for an automotive project in Detroit, MI/,
    );
    // No [bracketed] placeholders (issue 36).
    expect(await description.inputValue()).not.toMatch(/\[|\]/);
    await expect(description).toBeEditable();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: copy.assist.undo }).click();
    await expect(description).toHaveValue("My notes.");
    await expect(page.getByText(copy.assist.note)).toBeHidden();
  });

  test("Review flags [bracketed] prompts still in the description, with a way back to edit them", async ({
    page,
  }) => {
    await fillProjectDetails(page);
    // A template pasted in with its prompts (AI Assist writes none).
    await field(page, "description").fill("Retrofit of a [robot model] cell. Pay: [rate or budget range].");
    await page.getByRole("button", { name: copy.buttons.continueTo.skills }).click();
    await page.getByRole("button", { name: copy.skills.suggestionAdd("Fanuc") }).click();
    await page.getByRole("button", { name: copy.buttons.continueTo.budget }).click();
    await fillBudget(page);
    await page.getByRole("button", { name: copy.buttons.continueTo.review }).click();
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.review);

    const note = page.getByRole("region", { name: /still has \d+ \[bracketed\] prompts to replace/ });
    await expect(note).toBeVisible();
    await expect(note.getByRole("listitem")).toContainText(["[robot model]", "[rate or budget range]"]);
    await expectNoAxeViolations(page);

    await note.getByRole("button", { name: copy.review.placeholders.edit }).click();
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.details);
    await field(page, "description").fill("Two Fanuc cells need new grippers and offline programs.");
    await page
      .getByRole("navigation", { name: copy.wizardLabel })
      .getByRole("button", { name: /Review & Post/ })
      .click();
    await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS.review);
    await expect(page.getByTestId("description-placeholders")).toHaveCount(0);
  });

  test("Save Draft keeps the project; coming back restores it with a notice, and Start over empties it", async ({
    page,
  }) => {
    await fillProjectDetails(page);
    await page.getByRole("button", { name: copy.buttons.continueTo.skills }).click();
    await page.getByRole("button", { name: copy.skills.suggestionAdd("KUKA") }).click();
    await page.getByRole("button", { name: copy.buttons.saveDraft }).click();
    await expect(page.getByText(copy.toasts.saved.title, { exact: true })).toBeVisible();

    await page.reload();
    await loaded(page);
    await expect(page.getByTestId("draft-notice")).toContainText(copy.notices.restoredTitle);
    // The reload stays on the step it was on (issue 36), every value kept.
    await expect(wizard(page)).toHaveAttribute("data-step", "skills");
    await expect(page.getByTestId("project-preview")).toContainText("Fanuc robot cell retrofit for Line 4");
    await expect(page.getByTestId("project-preview")).toContainText("KUKA");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: copy.notices.startOver }).click();
    await expect(page.getByTestId("draft-notice")).toHaveCount(0);
    await expect(field(page, "title")).toHaveValue("");
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY)).toBeNull();
    await page.reload();
    await loaded(page);
    await expect(page.getByTestId("draft-notice")).toHaveCount(0);
  });

  for (const [label, stored] of <Array<[string, string]>>[
    ["corrupt", "{not json"],
    ["from an older version", JSON.stringify({ v: DRAFT_STORAGE_VERSION - 1, data: { title: "Old" } })],
    ["of the wrong shape", JSON.stringify({ v: DRAFT_STORAGE_VERSION, data: { title: 42, skills: "x" } })],
  ]) {
    test(`a stored draft that is ${label} is discarded with a notice, without a crash`, async ({ page }) => {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        DRAFT_STORAGE_KEY,
        stored,
      ] as const);
      await page.reload();
      await loaded(page);
      await expect(page.getByTestId("draft-notice")).toContainText(copy.notices.discardedTitle);
      await expect(field(page, "title")).toHaveValue("");
      expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY)).toBeNull();
      await page.getByRole("button", { name: copy.notices.dismiss }).click();
      await expect(page.getByTestId("draft-notice")).toHaveCount(0);
    });
  }

  test("the help prompt opens posting help with a contact link; Escape closes it and focus returns", async ({
    page,
  }) => {
    const trigger = page.getByRole("button", { name: copy.help.trigger, exact: true });
    await trigger.click();
    const panel = page.getByRole("dialog", { name: copy.help.title });
    await expect(panel).toBeVisible();
    const contact = panel.getByRole("link", { name: copy.help.contact });
    await expect(contact).toHaveAttribute("href", links.contact());
    await expect(contact).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    // The close button closes it too.
    await trigger.click();
    await panel.getByRole("button", { name: copy.help.close }).click();
    await expect(panel).toBeHidden();
  });

  for (const [where, label] of [
    ["start", "top"],
    ["center", "middle"],
    ["end", "bottom"],
  ] as const) {
    test(`at 390 px, posting help opened with its button at the ${label} of the screen stays below the header and closes from its button`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const trigger = page.getByRole("button", { name: copy.help.trigger, exact: true });
      await expect(trigger).toBeEnabled();
      await trigger.evaluate((element, block) => element.scrollIntoView({ block }), where);
      await trigger.click();
      const panel = page.getByRole("dialog", { name: copy.help.title });
      await expect(panel).toBeVisible();
      // Wait until the positioning has settled (two equal reads in a row).
      let last = "";
      await expect
        .poll(async () => {
          const box = JSON.stringify(await panel.boundingBox());
          const stable = box === last;
          last = box;
          return stable;
        })
        .toBe(true);
      const headerBottom = await page
        .getByRole("banner")
        .evaluate((element) => element.getBoundingClientRect().bottom);
      const box = await panel.boundingBox();
      expect(box?.y ?? 0, "the panel starts below the sticky header").toBeGreaterThanOrEqual(headerBottom);
      expect((box?.y ?? 0) + (box?.height ?? 0), "and ends on screen").toBeLessThanOrEqual(844);
      await expect(panel.getByText(copy.help.title, { exact: true })).toBeInViewport();

      const close = panel.getByRole("button", { name: copy.help.close });
      await expect(close).toBeInViewport();
      const hit = await close.evaluate((button) => {
        const rect = button.getBoundingClientRect();
        const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return top !== null && button.contains(top);
      });
      expect(hit, "a tap at the close button's centre reaches the close button").toBe(true);
      const box2 = await close.boundingBox();
      await page.mouse.click(
        (box2?.x ?? 0) + (box2?.width ?? 0) / 2,
        (box2?.y ?? 0) + (box2?.height ?? 0) / 2,
      );
      await expect(panel).toBeHidden();
    });
  }

  test("every step has no axe violations at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await fillProjectDetails(page);
    await page.getByRole("button", { name: copy.buttons.continueTo.skills }).click();
    await expect(page.getByText(`${WIZARD_STEP_LABELS.skills}`).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: copy.skills.suggestionAdd("Fanuc") }).click();
    await page.getByRole("button", { name: copy.buttons.continueTo.budget }).click();
    await field(page, "budgetMin").fill("300");
    await field(page, "budgetMax").fill("100");
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, "nothing overflows at 390 px").toBe(false);
  });
});
