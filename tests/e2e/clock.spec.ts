import { signupCopy } from "../../src/content/signup";
import { fillSignupForm } from "../flows/jobSeekerSignup/signupForm";
import { expect, hydrated, installClock, pauseClockSoon, test } from "./fixtures";

/**
 * installClock (fixtures) leaves animation frames real. With Playwright's own fake frames, a
 * dialog closed while the page clock stands still never leaves the page: Ark waits for a frame
 * before it listens for the end of the fade, and that frame only comes when the test moves the
 * clock, after the fade has ended (under load the same happens with the clock running: the
 * registration's browser paths). Browser path tests close dialogs on the page clock; this holds it.
 */
test("with the page clock installed and paused, a closed dialog still leaves the page", async ({ page }) => {
  await page.goto("/job-seeker-registration");
  await hydrated(page);
  await installClock(page);
  await fillSignupForm(page);
  await page.getByRole("button", { name: signupCopy.submit }).click();
  const dialog = page.getByRole("dialog", { name: signupCopy.welcomeTitle("Jordan Rivera") });
  await expect(dialog).toBeVisible();
  await pauseClockSoon(page);
  await dialog.getByRole("button", { name: signupCopy.closeDialog }).click();
  await expect(dialog).toHaveCount(0);
});
