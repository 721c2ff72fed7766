import type { Locator, Page } from "@playwright/test";
import {
  marketInsights,
  resumeCopy,
  resumeMessages,
  resumeToasts,
  valueCard,
} from "../../../src/content/resume";
import { RESUME_DRAFT_KEY } from "../../../src/views/resume/resumeDraft";
import {
  expect,
  expectNoAxeViolations,
  hydrated,
  installClock,
  pauseClockSoon,
  test,
} from "../../e2e/fixtures";
import { builder, chooseRadio, field } from "./driver";

/**
 * End-to-end checks of /create-profile beyond the generated paths: a whole profile typed with the
 * keyboard, a reload in the middle, stored drafts that cannot be used, the three templates, and
 * axe on every step.
 */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function open(page: Page) {
  await page.goto("/create-profile");
  await hydrated(page);
}

/** Focus a control, then act with the keyboard only. */
async function press(locator: Locator, key: string) {
  await locator.focus();
  await locator.press(key);
}

const button = (page: Page, name: string | RegExp) =>
  builder(page).getByRole("button", { name, exact: true });
const heading = (page: Page, name: string) =>
  builder(page).getByRole("heading", { level: 2, name, exact: true });
const focused = (page: Page) => page.locator(":focus");

/** Types a month into a native month input the way a keyboard user does: month name, Tab, year. */
async function typeMonth(page: Page, month: string, year: string) {
  await page.keyboard.type(month);
  await page.keyboard.press("Tab");
  await page.keyboard.type(year);
}

/** Tabs forward until a control with this name has focus (date fields hold several stops). */
/** The label of the focused control (date inputs keep focus inside their own fields, out of reach of :focus). */
function activeLabel(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return element?.getAttribute("aria-label") ?? element?.labels?.[0]?.textContent ?? "";
  });
}

async function tabTo(page: Page, name: RegExp) {
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press("Tab");
    if (name.test(await activeLabel(page))) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test.describe("resume builder", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a full profile typed with the keyboard, completed, redirects to /find-jobs after 2 seconds", async ({
    page,
  }) => {
    await open(page);
    await installClock(page);
    await expect(heading(page, "Personal Info")).toBeVisible();
    await expect(button(page, resumeCopy.previous)).toBeDisabled();

    // Step 1
    await field(builder(page), "Full name").focus();
    await page.keyboard.type("Alex Morgan");
    await page.keyboard.press("Tab");
    await page.keyboard.type("alex.morgan@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("(313) 555-0142");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Detroit, MI");
    await page.keyboard.press("Tab");
    await expect(focused(page)).toHaveAccessibleName("Fanuc");
    await page.keyboard.press("Space");
    await expect(builder(page).getByRole("radio", { name: "Fanuc", exact: true })).toBeChecked();
    await press(button(page, resumeCopy.next), "Enter");

    // Step 2: a role, Done; a second role with its dates out of order, refused, then fixed.
    await expect(heading(page, "Experience")).toBeFocused();
    await press(button(page, resumeCopy.experience.add), "Enter");
    await expect(focused(page)).toHaveAccessibleName("Company");
    await page.keyboard.type("Great Lakes Assembly");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Senior Controls Engineer");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Warren, MI");
    await page.keyboard.press("Tab");
    await typeMonth(page, "Mar", "2019");
    // End date left empty (a current role): Tab through its month and year fields.
    await tabTo(page, /^Description/);
    await page.keyboard.type("Commissioned 14 Fanuc cells on a body-in-white line.");
    await press(builder(page).getByRole("button", { name: /^Done with Experience 1/ }), "Enter");
    await expect(
      builder(page).getByRole("article").filter({ hasText: "Senior Controls Engineer" }),
    ).toBeVisible();
    await expect(builder(page).getByRole("article").getByText("Mar 2019 – Present")).toBeVisible();
    await expect(focused(page)).toHaveAccessibleName(/^Edit Senior Controls Engineer/);

    await press(button(page, resumeCopy.experience.add), "Enter");
    await expect.poll(() => activeLabel(page)).toMatch(/^Company/);
    await page.keyboard.type("Midwest Packaging Co.");
    await page.keyboard.press("Tab");
    await page.keyboard.type("PLC Programmer");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await typeMonth(page, "Jun", "2015");
    await tabTo(page, /^End date/);
    await typeMonth(page, "Feb", "2012");
    await expect(builder(page).getByText(resumeMessages.entry.endBeforeStart)).toBeVisible();
    await press(button(page, resumeCopy.next), "Enter");
    await expect(
      builder(page).getByRole("alert").filter({ hasText: resumeMessages.stepBlocked.experience }),
    ).toBeVisible();
    await expect(heading(page, "Experience")).toBeVisible();
    await expect.poll(() => activeLabel(page)).toMatch(/^End date/);
    await typeMonth(page, "Feb", "2019");
    await page.keyboard.press("Tab");
    await expect(builder(page).getByText(resumeMessages.entry.endBeforeStart)).toHaveCount(0);
    await press(builder(page).getByRole("button", { name: /^Done with Experience 2/ }), "Enter");
    await expect(builder(page).getByRole("article")).toHaveCount(2);
    await press(button(page, resumeCopy.next), "Enter");

    // Step 3: Enter adds, duplicates and blanks are refused, a suggestion and an AI pick add in one go.
    await expect(heading(page, "Skills")).toBeFocused();
    const skillInput = field(builder(page), resumeCopy.skills.input);
    await skillInput.focus();
    for (const skill of ["Fanuc R-30iB", "Allen Bradley ControlLogix"]) {
      await page.keyboard.type(skill);
      await page.keyboard.press("Enter");
      await expect(skillInput).toHaveValue("");
    }
    await page.keyboard.type("  fanuc r-30ib ");
    await page.keyboard.press("Enter");
    await expect(builder(page).getByText(resumeMessages.item.duplicate.skill("fanuc r-30ib"))).toBeVisible();
    await expect(skillInput).toHaveAttribute("aria-invalid", "true");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Enter");
    await expect(builder(page).getByText(resumeMessages.item.empty.skill)).toBeVisible();
    await press(builder(page).getByRole("button", { name: "Add Ladder Logic" }), "Enter");
    await press(builder(page).getByRole("button", { name: "Add iRVision Setup" }), "Enter");
    const skills = builder(page).getByRole("list", { name: resumeCopy.skills.listLabel });
    await expect(skills.getByRole("listitem")).toHaveText([
      "Fanuc R-30iB",
      "Allen Bradley ControlLogix",
      "Ladder Logic",
      "iRVision Setup",
    ]);
    await press(
      builder(page).getByRole("button", { name: resumeCopy.skills.remove("Allen Bradley ControlLogix") }),
      "Enter",
    );
    await expect(skills.getByRole("listitem")).toHaveCount(3);
    await press(button(page, resumeCopy.next), "Enter");

    // Step 4, with the review summary.
    await expect(heading(page, "Certifications")).toBeFocused();
    await field(builder(page), resumeCopy.certifications.input).focus();
    await page.keyboard.type("Fanuc CERT Robot Operator");
    await page.keyboard.press("Enter");
    await press(builder(page).getByRole("button", { name: /^Add OSHA 30-Hour/ }), "Enter");
    const summary = builder(page).getByRole("region", { name: resumeCopy.review.summary });
    await expect(summary).toContainText("Alex Morgan");
    await expect(summary).toContainText("2 roles");
    await expect(summary).toContainText("2 certifications");
    await expect(page.getByRole("progressbar", { name: resumeCopy.strength.heading })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    await press(button(page, resumeCopy.next), "Enter");

    // Step 5: the preview holds everything; exports answer with their toast.
    await expect(heading(page, "Review")).toBeFocused();
    await expect(page.getByRole("progressbar", { name: resumeCopy.progressLabel })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    const preview = builder(page).locator("[data-template]");
    for (const text of [
      "Alex Morgan",
      "Fanuc Automation Specialist",
      "Senior Controls Engineer",
      "PLC Programmer",
      "iRVision Setup",
      "Fanuc CERT Robot Operator",
    ]) {
      await expect(preview).toContainText(text);
    }
    // The exports themselves are tried in resumeExport.spec.ts.
    for (const name of [resumeCopy.review.pdf, resumeCopy.review.share, resumeCopy.review.qr]) {
      await expect(button(page, name)).toBeEnabled();
    }

    await pauseClockSoon(page);
    await press(button(page, resumeCopy.complete), "Enter");
    await expect(page.getByText(resumeToasts.completed.title, { exact: true })).toBeVisible();
    await expect(page.getByText(resumeToasts.completed.description, { exact: true })).toBeVisible();
    await page.clock.runFor(1900);
    await expect(page).toHaveURL(/\/create-profile$/);
    await page.clock.runFor(100);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/find-jobs$/);

    // The draft stays for the next visit.
    await page.goto("/create-profile");
    await hydrated(page);
    await expect(builder(page).getByText(resumeCopy.notices.restored.title)).toBeVisible();
    await expect(heading(page, "Review")).toBeVisible();
  });

  test("the review summary lists the skills under Skills and the certifications under Certifications", async ({
    page,
  }) => {
    await open(page);
    await field(builder(page), "Full name").fill("Alex Morgan");
    await button(page, resumeCopy.next).click();
    await expect(heading(page, "Experience")).toBeVisible();
    await button(page, resumeCopy.next).click();
    for (const skill of ["Fanuc R-30iB", "Ladder Logic"]) {
      await field(builder(page), resumeCopy.skills.input).fill(skill);
      await field(builder(page), resumeCopy.skills.input).press("Enter");
    }
    await button(page, resumeCopy.next).click();
    for (const certification of ["Fanuc CERT Robot Operator", "OSHA 10-Hour"]) {
      await field(builder(page), resumeCopy.certifications.input).fill(certification);
      await field(builder(page), resumeCopy.certifications.input).press("Enter");
    }
    const entry = (term: string) =>
      builder(page)
        .getByRole("region", { name: resumeCopy.review.summary })
        .locator("dt", { hasText: new RegExp(`^${term}$`) })
        .locator("xpath=following-sibling::dd[1]");
    // On the Certifications step and on Review alike.
    for (const step of ["Certifications", "Review"]) {
      if (step === "Review") await button(page, resumeCopy.next).click();
      await expect(heading(page, step)).toBeVisible();
      await expect(entry(resumeCopy.preview.skills)).toContainText(resumeCopy.review.counts.skills(2));
      await expect(entry(resumeCopy.preview.skills).getByRole("listitem")).toHaveText([
        "Fanuc R-30iB",
        "Ladder Logic",
      ]);
      await expect(entry(resumeCopy.preview.certifications)).toContainText(
        resumeCopy.review.counts.certifications(2),
      );
      await expect(entry(resumeCopy.preview.certifications).getByRole("listitem")).toHaveText([
        "Fanuc CERT Robot Operator",
        "OSHA 10-Hour",
      ]);
    }
    // Nothing of the summary follows its list of entries any more.
    await expect(
      builder(page).getByRole("region", { name: resumeCopy.review.summary }).locator("dl ~ *"),
    ).toHaveCount(0);
  });

  test("a reload mid-way keeps everything typed, on the same step", async ({ page }) => {
    await open(page);
    await field(builder(page), "Full name").fill("Jordan Reyes");
    await field(builder(page), "Email").fill("jordan@example.com");
    await field(builder(page), "Phone").fill("(713) 555-0199");
    await field(builder(page), "Location").fill("Houston, TX");
    await chooseRadio(page, "SCADA");
    await builder(page)
      .getByLabel(/^Upload photo$/)
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await expect(builder(page).getByRole("img", { name: "Your profile photo" })).toBeVisible();
    await button(page, resumeCopy.next).click();
    await button(page, resumeCopy.experience.add).click();
    await field(builder(page), "Company").fill("Gulf Coast Refining");
    await field(builder(page), "Job title").fill("SCADA Engineer");
    await field(builder(page), "Start date").fill("2020-01");
    // Left open for editing on purpose: an open editor survives the reload too.
    await button(page, resumeCopy.next).click();
    await field(builder(page), resumeCopy.skills.input).fill("Ignition SCADA");
    await field(builder(page), resumeCopy.skills.input).press("Enter");
    await field(builder(page), resumeCopy.skills.input).fill("OPC U");
    await chooseRadio(page, "Professional");

    await page.reload();
    await hydrated(page);

    await expect(
      builder(page).getByRole("status").filter({ hasText: resumeCopy.notices.restored.title }),
    ).toBeVisible();
    await expect(heading(page, "Skills")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: resumeCopy.progressLabel })).toHaveAttribute(
      "aria-valuenow",
      "60",
    );
    await expect(builder(page).getByRole("list", { name: resumeCopy.skills.listLabel })).toContainText(
      "Ignition SCADA",
    );
    await expect(field(builder(page), resumeCopy.skills.input)).toHaveValue("OPC U");
    await expect(builder(page).getByRole("radio", { name: "Professional", exact: true })).toBeChecked();
    await expect(builder(page).locator('[data-template="professional"]')).toContainText("Jordan Reyes");

    await button(page, resumeCopy.previous).click();
    await expect(field(builder(page), "Company")).toHaveValue("Gulf Coast Refining");
    await expect(field(builder(page), "Start date")).toHaveValue("2020-01");
    await button(page, resumeCopy.previous).click();
    await expect(field(builder(page), "Full name")).toHaveValue("Jordan Reyes");
    await expect(field(builder(page), "Location")).toHaveValue("Houston, TX");
    await expect(builder(page).getByRole("radio", { name: "SCADA", exact: true })).toBeChecked();
    // Photos are object URLs: not kept, and the notice says so.
    await expect(builder(page).getByRole("img", { name: "Your profile photo" })).toHaveCount(0);

    await builder(page)
      .getByRole("button", { name: /^Dismiss/ })
      .click();
    await expect(builder(page).locator("[data-notice]")).toHaveCount(0);
  });

  test("a corrupt or outdated draft starts a fresh builder with a notice", async ({ page }) => {
    await open(page);
    for (const [stored, notice] of [
      ["{not json", resumeCopy.notices.corrupt],
      [JSON.stringify({ v: 0, data: { anything: true } }), resumeCopy.notices.outdated],
      [
        JSON.stringify({ v: 1, data: { status: "active", value: { editing: "payment" } } }),
        resumeCopy.notices.invalid,
      ],
    ] as const) {
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: RESUME_DRAFT_KEY,
        value: stored,
      });
      await page.reload();
      await hydrated(page);
      await expect(builder(page).locator("[data-notice]")).toContainText(notice.body);
      await expect(heading(page, "Personal Info")).toBeVisible();
      await expect(field(builder(page), "Full name")).toHaveValue("");
      expect(await page.evaluate((key) => localStorage.getItem(key), RESUME_DRAFT_KEY)).toBeNull();
    }
  });

  test("'Start over' asks first, then clears everything and the stored draft", async ({ page }) => {
    await open(page);
    await field(builder(page), "Full name").fill("Sam Lee");
    await button(page, resumeCopy.next).click();
    await builder(page).getByRole("button", { name: resumeCopy.startOver }).click();
    const dialog = page.getByRole("dialog", { name: resumeCopy.startOverDialog.title });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: resumeCopy.startOverDialog.cancel }).click();
    await expect(heading(page, "Experience")).toBeVisible();

    await builder(page).getByRole("button", { name: resumeCopy.startOver }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(heading(page, "Experience")).toBeVisible();

    await builder(page).getByRole("button", { name: resumeCopy.startOver }).click();
    await dialog.getByRole("button", { name: resumeCopy.startOverDialog.confirm }).click();
    await expect(heading(page, "Personal Info")).toBeVisible();
    await expect(field(builder(page), "Full name")).toHaveValue("");
    await page.reload();
    await hydrated(page);
    await expect(builder(page).locator("[data-notice]")).toHaveCount(0);
    await expect(field(builder(page), "Full name")).toHaveValue("");
  });

  test("photos: images up to 5 MB only, with clear messages", async ({ page }) => {
    await open(page);
    const upload = () => builder(page).getByLabel(/^(Upload|Replace) photo$/);
    await upload().setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4"),
    });
    await expect(builder(page).getByRole("alert")).toHaveText(resumeMessages.photo.notImage);
    await upload().setInputFiles({
      name: "big.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(builder(page).getByRole("alert")).toHaveText(resumeMessages.photo.tooLarge);
    await upload().setInputFiles({ name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) });
    await expect(builder(page).getByRole("alert")).toHaveText(resumeMessages.photo.empty);
    await upload().setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await expect(builder(page).getByRole("alert")).toHaveCount(0);
    await expect(builder(page).getByRole("img", { name: "Your profile photo" })).toBeVisible();
    await expect(builder(page).locator("[data-template] img")).toBeVisible();
    await builder(page).getByRole("button", { name: resumeCopy.personal.photoRemove }).click();
    await expect(builder(page).locator("img")).toHaveCount(0);
  });
});

for (const width of [390, 1440]) {
  test.describe(`resume builder at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the right column holds the preview, value card, AI suggestions, market insights and strength meter", async ({
      page,
    }) => {
      await open(page);
      const aside = page.getByRole("complementary", { name: resumeCopy.asideLabel });
      await expect(aside.getByRole("heading", { level: 2 })).toHaveText([
        resumeCopy.preview.heading,
        valueCard.heading,
        resumeCopy.ai.heading,
        marketInsights.heading,
        resumeCopy.strength.heading,
      ]);
      await expect(aside.getByRole("radio", { name: /Modern/ })).toBeVisible();
      await expect(aside.getByRole("progressbar", { name: resumeCopy.strength.heading })).toBeVisible();
      // Nothing of the builder's page sits outside its two columns.
      await expect(builder(page).locator(":scope > :not(aside)")).toHaveCount(1);
      const main = await builder(page).locator(":scope > div").first().boundingBox();
      const side = await aside.boundingBox();
      if (!main || !side) throw new Error("both columns are laid out");
      if (width >= 1024) {
        // Beside the builder, on the right, from the same top.
        expect(side.x).toBeGreaterThanOrEqual(main.x + main.width);
        expect(Math.abs(side.y - main.y)).toBeLessThan(1);
      } else {
        // One column on a phone: the builder first, then the aside.
        expect(side.y).toBeGreaterThanOrEqual(main.y + main.height);
      }
    });

    test("every step has zero axe violations, errors shown included", async ({ page }) => {
      // Six axe passes: well over the default timeout on a loaded 2-core machine.
      test.slow();
      await open(page);
      await field(builder(page), "Full name").fill("Alex Morgan");
      await field(builder(page), "Email").fill("alex@");
      await chooseRadio(page, "ABB");
      await button(page, resumeCopy.next).click();
      await expect(builder(page).getByText(resumeMessages.email)).toBeVisible();
      await expectNoAxeViolations(page);
      await field(builder(page), "Email").fill("alex@example.com");
      await button(page, resumeCopy.next).click();

      await button(page, resumeCopy.experience.add).click();
      await builder(page)
        .getByRole("button", { name: /^Done with Experience 1/ })
        .click();
      await expect(builder(page).getByText(resumeMessages.entry.company)).toBeVisible();
      await expectNoAxeViolations(page);
      await field(builder(page), "Company").fill("Great Lakes Assembly");
      await field(builder(page), "Job title").fill("Robot Programmer");
      await builder(page)
        .getByRole("button", { name: /^Done with Experience 1/ })
        .click();
      await expectNoAxeViolations(page);
      await button(page, resumeCopy.next).click();

      await field(builder(page), resumeCopy.skills.input).press("Enter");
      await builder(page).getByRole("button", { name: "Add RAPID Programming" }).click();
      await expectNoAxeViolations(page);
      await button(page, resumeCopy.next).click();

      await builder(page)
        .getByRole("button", { name: /^Add ABB Robotics Programming/ })
        .click();
      await expectNoAxeViolations(page);
      await button(page, resumeCopy.next).click();

      await expect(heading(page, "Review")).toBeVisible();
      await expectNoAxeViolations(page);
      for (const template of ["Classic", "Professional"]) {
        await chooseRadio(page, template);
        await expectNoAxeViolations(page, "[data-template]");
      }
    });

    test("the three templates look different (screenshots attached)", async ({ page }, testInfo) => {
      await open(page);
      await field(builder(page), "Full name").fill("Alex Morgan");
      await field(builder(page), "Email").fill("alex.morgan@example.com");
      await field(builder(page), "Phone").fill("(313) 555-0142");
      await field(builder(page), "Location").fill("Detroit, MI");
      await chooseRadio(page, "Fanuc");
      await builder(page)
        .getByLabel(/^Upload photo$/)
        .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
      await button(page, resumeCopy.next).click();
      await button(page, resumeCopy.experience.add).click();
      await field(builder(page), "Company").fill("Great Lakes Assembly");
      await field(builder(page), "Job title").fill("Senior Controls Engineer");
      await field(builder(page), "Start date").fill("2019-03");
      await field(builder(page), "Description").fill(
        "Led commissioning of 14 Fanuc R-2000iC cells on a body-in-white line; cut changeover time with offline programs.",
      );
      await builder(page)
        .getByRole("button", { name: /^Done with Experience 1/ })
        .click();
      await button(page, resumeCopy.next).click();
      for (const skill of ["Fanuc R-30iB", "Ladder Logic", "iRVision Setup"]) {
        await field(builder(page), resumeCopy.skills.input).fill(skill);
        await field(builder(page), resumeCopy.skills.input).press("Enter");
      }
      await button(page, resumeCopy.next).click();
      await field(builder(page), resumeCopy.certifications.input).fill("Fanuc CERT Robot Operator");
      await field(builder(page), resumeCopy.certifications.input).press("Enter");
      await button(page, resumeCopy.next).click();

      const shots: Buffer[] = [];
      for (const [label, value] of [
        ["Modern", "modern"],
        ["Classic", "classic"],
        ["Professional", "professional"],
      ] as const) {
        await chooseRadio(page, label);
        const preview = builder(page).locator(`[data-template="${value}"]`);
        await expect(preview).toContainText("Senior Controls Engineer");
        const shot = await preview.screenshot({
          path: testInfo.outputPath(`template-${value}-${width}.png`),
        });
        await testInfo.attach(`${label} at ${width} px`, { body: shot, contentType: "image/png" });
        shots.push(shot);
        const box = await preview.boundingBox();
        expect(box?.width ?? 0).toBeLessThanOrEqual(width);
      }
      // Visibly different: no two templates render the same pixels.
      expect(new Set(shots.map((shot) => shot.toString("base64"))).size).toBe(3);
      // Classic has no photo; the other two show it.
      await expect(builder(page).locator('[data-template="professional"] img')).toBeVisible();
      await chooseRadio(page, "Classic");
      await expect(builder(page).locator('[data-template="classic"] img')).toHaveCount(0);
      // Nothing overflows the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}
