import { postJobCopy } from "../../../src/content/postJob";
import { REQUIRED_JOB_POST_FIELDS } from "../../../src/domain/jobPost";
import { expect, expectNoAxeViolations, hydrated, test } from "../../e2e/fixtures";
import { acceptLeads } from "../leadIntake";

const copy = postJobCopy;
const sample = {
  name: "Jordan Miller",
  email: "jordan.miller@example.com",
  phone: "(313) 555-0142",
  jobTitle: "Senior Controls Engineer",
  industry: "Aerospace",
  employmentType: "Contract",
  skills: "Allen-Bradley, Fanuc",
};

test.describe("Post a Job", () => {
  test.beforeEach(async ({ page }) => {
    // The intake takes the post (the real one when the e2e run starts it).
    await acceptLeads(page, "JP-4K7Q");
    await page.goto("/post-job");
    await hydrated(page);
  });

  test("required fields carry the browser's required flag and the right input types", async ({ page }) => {
    for (const field of REQUIRED_JOB_POST_FIELDS) {
      await expect(page.locator(`form [name="${field}"]`)).toHaveAttribute("required", "");
    }
    await expect(page.locator('form [name="comments"]')).not.toHaveAttribute("required", "");
    await expect(page.getByLabel(copy.fields.email.label)).toHaveAttribute("type", "email");
    await expect(page.getByLabel(copy.fields.phone.label)).toHaveAttribute("type", "tel");
    await expect(page.getByRole("combobox", { name: copy.fields.industry.label })).toContainText(
      "Other Manufacturing",
    );
  });

  test("a submit with empty fields shows the destructive toast, marks exactly the empty fields and focuses the first", async ({
    page,
  }) => {
    await page.getByLabel(copy.fields.name.label).fill(sample.name);
    await page.getByRole("button", { name: copy.submit }).click();

    const toast = page.locator("[data-type=error]").filter({ hasText: copy.missingToast.title });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(copy.missingToast.description);

    await expect(page.getByLabel(copy.fields.name.label)).not.toHaveAttribute("aria-invalid", "true");
    for (const field of REQUIRED_JOB_POST_FIELDS.filter((f) => f !== "name")) {
      await expect(page.locator(`form [name="${field}"]`)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(page.getByLabel(copy.fields.email.label)).toBeFocused();
    await expect(page.getByText(copy.missingSummary(6))).toBeVisible();
    await expectNoAxeViolations(page);

    // Filling a marked field clears its mark; the next empty one is focused on the next submit.
    await page.getByLabel(copy.fields.email.label).fill(sample.email);
    await expect(page.getByLabel(copy.fields.email.label)).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(page.getByLabel(copy.fields.phone.label)).toBeFocused();
  });

  test("a malformed email is not sent: the field is marked and focused with a message, and the toast says why", async ({
    page,
  }) => {
    for (const [field, value] of Object.entries(sample)) {
      const control = page.locator(`form [name="${field}"]`);
      if (field === "industry" || field === "employmentType") await control.selectOption(value);
      else await control.fill(field === "email" ? "not-an-email" : value);
    }
    await page.getByRole("button", { name: copy.submit }).click();

    const email = page.getByLabel(copy.fields.email.label);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(copy.emailInvalid);
    await expect(page.getByText(copy.emailInvalid)).toBeVisible();
    const toast = page.locator("[data-type=error]").filter({ hasText: copy.invalidEmailToast.title });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(copy.invalidEmailToast.description);
    // Every field is filled, so the spec's missing-fields toast stays out of it.
    await expect(page.getByText(copy.missingToast.title, { exact: true })).toHaveCount(0);
    await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(1);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expectNoAxeViolations(page);

    // A real address clears the mark and goes through.
    await email.fill(sample.email);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(page.getByRole("dialog", { name: copy.thanks.title })).toBeVisible();
  });

  test("a submit that goes through dismisses the 'Missing Required Fields' toast, so none sits over the dialog", async ({
    page,
  }) => {
    // By CSS, not by role: the open dialog hides the rest of the page from the accessibility tree.
    const toasts = page.locator("[data-scope=toast][data-part=root]");
    await page.getByRole("button", { name: copy.submit }).click();
    await page.getByRole("button", { name: copy.submit }).click();
    // One toast per submit, never stacked copies (issue 36): the second takes the first's place.
    await expect(toasts.filter({ hasText: copy.missingToast.title })).toHaveCount(1);
    for (const [field, value] of Object.entries(sample)) {
      const control = page.locator(`form [name="${field}"]`);
      if (field === "industry" || field === "employmentType") await control.selectOption(value);
      else await control.fill(value);
    }
    // Still showing (it lasts 5 seconds) right before the post goes through.
    await expect(toasts.filter({ hasText: copy.missingToast.title })).toBeVisible();
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(page.getByRole("dialog", { name: copy.thanks.title })).toBeVisible();
    // Gone within their exit animation, long before their own 5 seconds are up.
    await expect(toasts).toHaveCount(0, { timeout: 1500 });
    await expect(page.getByRole("dialog", { name: copy.thanks.title })).toBeVisible();
  });

  test("blank text counts as empty", async ({ page }) => {
    for (const [field, value] of Object.entries(sample)) {
      const control = page.locator(`form [name="${field}"]`);
      if (field === "industry" || field === "employmentType") await control.selectOption(value);
      else await control.fill(field === "jobTitle" ? "   " : value);
    }
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(page.getByLabel(copy.fields.jobTitle.label)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("a complete submit sends the post once, then the Thank You dialog names its reference; closing it clears the form", async ({
    page,
  }) => {
    const requests: Array<{ url: string; method: string; body: unknown }> = [];
    page.on("request", (request) => {
      if (!/\.(js|css|woff2?|svg|png)$/.test(new URL(request.url()).pathname))
        requests.push({
          url: new URL(request.url()).pathname,
          method: request.method(),
          body: request.postDataJSON(),
        });
    });
    for (const [field, value] of Object.entries(sample)) {
      const control = page.locator(`form [name="${field}"]`);
      if (field === "industry" || field === "employmentType") await control.selectOption(value);
      else await control.fill(value);
    }
    await page.getByLabel(copy.fields.comments.label).fill("Day shift.");
    await page.getByRole("button", { name: copy.submit }).click();

    const dialog = page.getByRole("dialog", { name: copy.thanks.title });
    await expect(dialog).toBeVisible();
    // The intake's reference (the real one's, when the e2e run started it), and the address.
    await expect(dialog).toContainText(
      new RegExp(
        `Reference JP-\\w{4,8}\\. We reply within one working day to ${sample.email.replace(".", "\\.")}\\.`,
      ),
    );
    await expect(dialog.getByRole("button", { name: copy.thanks.closeLabel })).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: copy.thanks.close, exact: true }).click();
    await expect(dialog).toBeHidden();
    for (const field of [...Object.keys(sample), "comments"]) {
      await expect(page.locator(`form [name="${field}"]`)).toHaveValue("");
    }
    await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(0);
    expect(
      requests.map(({ url, method }) => `${method} ${url}`),
      "one send, nothing else",
    ).toEqual(["POST /api/leads"]);
    const body = requests[0]?.body as { kind?: string; fields?: unknown } | undefined;
    expect(body?.kind).toBe("job-post");
    expect(body?.fields).toEqual({ ...sample, comments: "Day shift." });
  });

  test("Escape closes the dialog too", async ({ page }) => {
    for (const [field, value] of Object.entries(sample)) {
      const control = page.locator(`form [name="${field}"]`);
      if (field === "industry" || field === "employmentType") await control.selectOption(value);
      else await control.fill(value);
    }
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: copy.thanks.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByLabel(copy.fields.name.label)).toHaveValue("");
  });

  test("Back goes back in history", async ({ page }) => {
    await page.goto("/for-employers");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Post a job" }).click();
    await expect(page).toHaveURL(/\/post-job$/);
    await page.getByRole("button", { name: copy.back, exact: true }).click();
    await expect(page).toHaveURL(/\/for-employers$/);
  });
});
