import type { Locator, Page } from "@playwright/test";
import { postJobCopy } from "../../src/content/postJob";
import { signupCopy, signupErrors } from "../../src/content/signup";
import { expect, hydrated, test } from "./fixtures";

/**
 * Issue 36, "On a refused submit", on the registration and /post-job: every field's error shows
 * inline at once; the spec's toast (the first check's, in the spec's order) shows once per submit,
 * never stacked copies however fast the submits come; an error goes away when its field is fixed.
 */

/** Counts the toasts on screen at every change of the page: the most ever shown at once. */
async function watchToasts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { mostToasts: number };
    record.mostToasts = 0;
    new MutationObserver(() => {
      const shown = document.querySelectorAll('[data-scope="toast"][data-part="root"]').length;
      record.mostToasts = Math.max(record.mostToasts, shown);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts);
}

const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

async function expectMessage(control: Locator, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
}

test("registration: every field's error at once, one toast for three submits, and each error goes when fixed", async ({
  page,
}) => {
  const mostToasts = await watchToasts(page);
  await page.goto("/job-seeker-registration");
  await hydrated(page);
  const name = page.getByRole("textbox", { name: signupCopy.fullName, exact: true });
  const email = page.getByRole("textbox", { name: signupCopy.email, exact: true });
  const phone = page.getByRole("textbox", { name: signupCopy.phone, exact: true });
  await name.fill("J");
  await phone.fill("555");
  const submit = page.getByRole("button", { name: signupCopy.submit });
  await submit.click();
  await submit.click();
  await submit.click();

  // The spec's first check names the toast ('Error' / its message); one toast, not three.
  const toast = toasts(page).filter({ hasText: signupErrors.fullName });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(signupCopy.errorTitle);
  await expect(toasts(page)).toHaveCount(1);
  expect(await mostToasts(), "never more than one toast at once").toBe(1);
  await expect(name).toBeFocused();

  // Every field's message inline, at once.
  await expectMessage(name, signupErrors.fullName);
  await expectMessage(email, signupErrors.email);
  await expectMessage(phone, signupErrors.phoneInvalid);
  await expectMessage(page.getByRole("textbox", { name: signupCopy.customSkill }), signupErrors.skills);
  await expectMessage(page.getByRole("radio", { name: /^Entry level/ }), signupErrors.experienceLevel);
  await expectMessage(page.getByRole("checkbox", { name: "Contract", exact: true }), signupErrors.jobTypes);
  await expectMessage(page.getByRole("radio", { name: "Available now" }), signupErrors.availability);

  // Fixed, an error goes; the others stay until their own field is fixed.
  await name.fill("Jordan Rivera");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expectMessage(email, signupErrors.email);
  await email.fill("jordan@example.com");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await phone.fill("(313) 555-0142");
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Fanuc Robotics", exact: true }).click();
  await expect(page.getByRole("textbox", { name: signupCopy.customSkill })).not.toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await page.getByRole("radio", { name: /^Mid level/ }).check();
  await expect(page.getByRole("radio", { name: /^Entry level/ })).not.toHaveAttribute("aria-invalid", "true");
  await expectMessage(page.getByRole("radio", { name: "Available now" }), signupErrors.availability);

  // The next submit's toast is the next check's, in the spec's order, still one.
  await submit.click();
  await expect(toasts(page).filter({ hasText: signupErrors.jobTypes })).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  expect(await mostToasts()).toBe(1);
});

test("/post-job: every field's error at once, one toast for three submits, and each error goes when fixed", async ({
  page,
}) => {
  const mostToasts = await watchToasts(page);
  await page.goto("/post-job");
  await hydrated(page);
  const field = (name: string) => page.locator(`main form [name="${name}"]`);
  await field("email").fill("dana@plant");
  const submit = page.getByRole("button", { name: postJobCopy.submit });
  await submit.click();
  await submit.click();
  await submit.click();

  const toast = toasts(page).filter({ hasText: postJobCopy.missingToast.title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(postJobCopy.missingToast.description);
  await expect(toasts(page)).toHaveCount(1);
  expect(await mostToasts(), "never more than one toast at once").toBe(1);

  // Every required field's problem inline at once: the empty ones, and the email that is no address.
  for (const name of ["name", "phone", "jobTitle", "industry", "employmentType", "skills"])
    await expectMessage(field(name), postJobCopy.fieldProblem.required);
  await expectMessage(field("email"), postJobCopy.fieldProblem.email);

  await field("name").fill("Dana Whitfield");
  await expect(field("name")).not.toHaveAttribute("aria-invalid", "true");
  await field("email").fill("dana@plant-example.com");
  await expect(field("email")).not.toHaveAttribute("aria-invalid", "true");
  await expectMessage(field("phone"), postJobCopy.fieldProblem.required);
});
