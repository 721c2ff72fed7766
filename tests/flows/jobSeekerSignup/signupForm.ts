import type { Page } from "@playwright/test";
import { signupCopy } from "../../../src/content/signup";

/**
 * Fills /job-seeker-registration as a visitor would, with one valid answer per question: the
 * specs that need a form ready to send (or one answer short of it) share this.
 */
export async function fillSignupForm(
  page: Page,
  {
    fullName = "Jordan Rivera",
    location,
    availability = true,
  }: { fullName?: string; location?: string; availability?: boolean } = {},
) {
  const textbox = (name: string) => page.getByRole("textbox", { name, exact: true });
  await textbox(signupCopy.fullName).fill(fullName);
  await textbox(signupCopy.email).fill("jordan@example.com");
  await textbox(signupCopy.phone).fill("(313) 555-0142");
  await page.getByRole("button", { name: "Fanuc Robotics", exact: true }).click();
  await page.getByRole("radio", { name: /^Mid level/ }).check();
  await page.getByRole("checkbox", { name: "Contract", exact: true }).check();
  if (location) await page.getByRole("button", { name: location }).click();
  if (availability) await page.getByRole("radio", { name: "In 2 weeks" }).check();
}
