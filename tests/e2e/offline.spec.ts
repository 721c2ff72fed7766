import type { BrowserContext, Page } from "@playwright/test";
import { freshContext } from "../../machines/resumeBuilder";
import { explainerVideo } from "../../src/content/home";
import { findJobsCopy } from "../../src/content/jobs";
import { leadSendingCopy } from "../../src/content/leadForms";
import { headerLinks } from "../../src/content/navigation";
import { errorPage, pages } from "../../src/content/pages";
import { postJobCopy } from "../../src/content/postJob";
import { postProjectCopy } from "../../src/content/postProject";
import { qrDialogCopy, resumeCopy } from "../../src/content/resume";
import { signupCopy } from "../../src/content/signup";
import { MANIFEST_URL } from "../../src/startup/earlyInputScript";
import { RESUME_DRAFT_KEY, RESUME_DRAFT_VERSION } from "../../src/views/resume/resumeDraft";
import { acceptLeads } from "../flows/leadIntake";
import { janeDoe } from "../support/pdf";
import { expect, hydrated, ROUTES, test } from "./fixtures";

/**
 * Offline (issue 17, README "Offline and installable"): with the service worker, every page and every
 * piece loaded on demand works after one visit; without it, a piece or page whose code cannot be
 * loaded says so in one line, keeps the page and what was typed, and loads once back online.
 */

const sample = {
  name: "Jordan Miller",
  email: "jordan.miller@example.com",
  phone: "(313) 555-0142",
  jobTitle: "Senior Controls Engineer",
  industry: "Aerospace",
  employmentType: "Contract",
  skills: "Allen-Bradley, Fanuc",
};

async function fillJobPost(page: Page) {
  for (const [field, value] of Object.entries(sample)) {
    const control = page.locator(`form [name="${field}"]`);
    if (field === "industry" || field === "employmentType") await control.selectOption(value);
    else await control.fill(value);
  }
}

async function expectJobPostKept(page: Page) {
  for (const [field, value] of Object.entries(sample))
    await expect(page.locator(`form [name="${field}"]`)).toHaveValue(value);
}

const notice = (page: Page) => page.locator("[data-load-notice]");
const noErrorScreen = async (page: Page) => {
  await expect(page.getByRole("heading", { name: errorPage.heading })).toHaveCount(0);
  await expect(page.getByTestId("error-message")).toHaveCount(0);
};

/** The offline support (notices, navigation guard, worker) loads once the page is idle. */
async function offlineReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.offlineSupport !== undefined);
}

/** Opens the resume builder on a step, as a restored draft (as resumeExport.spec.ts does). */
async function seedResume(page: Page, step: "certifications" | "review") {
  const stored = JSON.stringify({
    v: RESUME_DRAFT_VERSION,
    data: {
      status: "active",
      value: { editing: step },
      historyValue: {},
      children: {},
      context: { ...freshContext(), profile: janeDoe, template: "modern" },
    },
  });
  await page.addInitScript(
    ({ key, value }) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(key, value);
        sessionStorage.setItem("seeded", "1");
      }
    },
    { key: RESUME_DRAFT_KEY, value: stored },
  );
}

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  /** One visit: the worker installs, precaches the site and controls the page. */
  async function visitOnce(page: Page) {
    await page.goto("/");
    await hydrated(page);
    await offlineReady(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", null, {
      timeout: 20_000,
    });
  }

  test("a visit that only reads, with no press or key, is enough: the worker installs and the site opens offline", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/about");
    // No intent: the app's code never ran; the page's first script registered the worker.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", null, {
      timeout: 20_000,
    });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await context.setOffline(true);
    for (const route of ["/industries", "/post-job", "/"] as const) {
      await page.goto(route);
      await expect(page.locator("h1").first(), route).toContainText(pages[route].heading.slice(0, 20));
      await hydrated(page);
      await noErrorScreen(page);
    }
  });

  test("after one visit, every route opens offline, prerendered and hydrated", async ({ page, context }) => {
    test.setTimeout(60_000);
    await visitOnce(page);
    await context.setOffline(true);
    for (const route of ROUTES) {
      await page.goto(`${route}?from=offline`);
      await expect(page.locator("h1").first(), route).toContainText(pages[route].heading.slice(0, 20));
      await hydrated(page);
      await noErrorScreen(page);
    }
    // A path the site does not know gets the 404 page, not the browser's offline page.
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1").first()).toBeVisible();
  });

  test("offline, header links navigate in the app and every piece loaded on demand loads", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await visitOnce(page);
    await context.setOffline(true);

    // Client navigation through the header: each page's chunks and static parts come from the cache.
    for (const { label, to } of headerLinks.slice(1)) {
      await page.getByRole("banner").getByRole("link", { name: label, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.locator("h1").first()).toContainText(pages[to].heading.slice(0, 20));
    }
    await noErrorScreen(page);

    // The video dialog and the calculator island on the home page.
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: explainerVideo.thumbnailLabel }).click();
    await expect(page.getByRole("dialog", { name: explainerVideo.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.locator("#calculator").scrollIntoViewIfNeeded();
    await expect(page.locator("[data-island=calculator][data-hydrated]")).toBeAttached();

    // A toast, and the thank-you dialog of Post a Job.
    await page.goto("/post-job");
    await hydrated(page);
    await page.getByRole("button", { name: postJobCopy.submit }).click();
    await expect(
      page.locator("[data-type=error]").filter({ hasText: postJobCopy.missingToast.title }),
    ).toBeVisible();
    await fillJobPost(page);
    await page.getByRole("button", { name: postJobCopy.submit }).click();
    // Offline, the post is kept on the device (issue 34), and the dialog says so.
    await expect(page.getByRole("dialog", { name: postJobCopy.thanks.queuedTitle })).toBeVisible();

    // The rate slider on /find-jobs and the posting help on /post-project.
    await page.goto("/find-jobs");
    await hydrated(page);
    const lowRate = page.getByRole("slider", { name: findJobsCopy.rateThumbs[0] });
    await lowRate.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("[data-island=job-rate-slider][data-hydrated]")).toBeAttached();
    await expect(lowRate).toHaveAttribute("aria-valuenow", "55");
    await page.goto("/post-project");
    await hydrated(page);
    await page.getByRole("button", { name: postProjectCopy.help.trigger }).click();
    await expect(page.getByRole("dialog", { name: postProjectCopy.help.title })).toBeVisible();

    // The resume builder's export card: the QR code and a PDF made from precached code and fonts.
    await seedResume(page, "review");
    await page.goto("/create-profile");
    await hydrated(page);
    await page.getByRole("button", { name: resumeCopy.review.qr, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: qrDialogCopy.title });
    await expect(dialog.getByRole("img", { name: qrDialogCopy.imageAlt })).toBeVisible();
    await dialog.getByRole("button", { name: qrDialogCopy.close }).first().click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: resumeCopy.review.pdf, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("jane-doe-resume.pdf");
    await noErrorScreen(page);
  });
});

test.describe("without a service worker", () => {
  // Going offline makes the browser log the fetches it could not make.
  test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/] });

  async function goOffline(context: BrowserContext, page: Page) {
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
  }

  test("Post a Job filled before going offline is kept on the device: its dialog and sending code were fetched when they started", async ({
    page,
    context,
  }) => {
    await page.goto("/post-job");
    await hydrated(page);
    await offlineReady(page);
    await fillJobPost(page);
    await goOffline(context, page);
    await page.getByRole("button", { name: postJobCopy.submit }).click();
    const dialog = page.getByRole("dialog", { name: postJobCopy.thanks.queuedTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(leadSendingCopy.queued);
  });

  test("Post a Job typed offline, its sending code never fetched: not sent, the form kept, 'Try again' sends it once back online", async ({
    page,
    context,
  }) => {
    await acceptLeads(page, "JP-4K7Q");
    await page.goto("/post-job");
    await hydrated(page);
    await offlineReady(page);
    await goOffline(context, page);
    await fillJobPost(page);
    await page.getByRole("button", { name: postJobCopy.submit }).click();

    // Nothing could keep it (the code that keeps it did not load): never "saved", never "sent".
    await expect(page.getByRole("alert").filter({ hasText: leadSendingCopy.failed })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectJobPostKept(page);
    await noErrorScreen(page);

    await context.setOffline(false);
    await page.getByRole("button", { name: leadSendingCopy.tryAgain, exact: true }).click();
    await expect(page.getByRole("dialog", { name: postJobCopy.thanks.title })).toContainText(/Reference JP-/);
  });

  test("registration typed offline, its sending code never fetched: not sent, the answers kept, 'Try again' sends it once back online", async ({
    page,
    context,
  }) => {
    await page.goto("/job-seeker-registration");
    await hydrated(page);
    await offlineReady(page);
    await goOffline(context, page);
    const textbox = (name: string) => page.getByRole("textbox", { name, exact: true });
    await textbox(signupCopy.fullName).fill("Jordan Rivera");
    await textbox(signupCopy.email).fill("jordan@example.com");
    await textbox(signupCopy.phone).fill("(313) 555-0142");
    await page.getByRole("button", { name: "Fanuc Robotics", exact: true }).click();
    await page.getByRole("radio", { name: /^Mid level/ }).check();
    await page.getByRole("checkbox", { name: "Contract", exact: true }).check();
    await page.getByRole("button", { name: "Detroit, MI" }).click();
    await page.getByRole("radio", { name: "In 2 weeks" }).check();
    await page.getByRole("button", { name: signupCopy.submit }).click();

    // Nothing could keep it (the code that keeps it did not load): never "saved", never "sent".
    await expect(page.getByRole("alert").filter({ hasText: leadSendingCopy.failed })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(textbox(signupCopy.fullName)).toHaveValue("Jordan Rivera");
    await noErrorScreen(page);

    await context.setOffline(false);
    await page.getByRole("button", { name: leadSendingCopy.tryAgain, exact: true }).click();
    await expect(page.getByRole("dialog", { name: signupCopy.welcomeTitle("Jordan Rivera") })).toContainText(
      /reference RG-/,
    );
  });

  test("resume builder offline on Review: Generate QR Code keeps the builder and the draft, and works once back online", async ({
    page,
    context,
  }) => {
    await seedResume(page, "certifications");
    await page.goto("/create-profile");
    await hydrated(page);
    await offlineReady(page);
    // Step 4 fetches the export card ahead; then the connection goes.
    await expect(page.getByRole("heading", { level: 2, name: "Certifications" })).toBeVisible();
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => /ExportCard-/.test(entry.name)),
    );
    await goOffline(context, page);
    await page.getByRole("button", { name: resumeCopy.next }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Review", exact: true })).toBeVisible();
    const draft = await page.evaluate((key) => localStorage.getItem(key), RESUME_DRAFT_KEY);

    await page.getByRole("button", { name: resumeCopy.review.qr, exact: true }).click();
    await expect(notice(page)).toContainText(
      `“${qrDialogCopy.title}” dialog could not be loaded because you are offline.`,
    );
    await expect(page.getByRole("heading", { level: 2, name: "Review", exact: true })).toBeVisible();
    await expect(page.getByText(janeDoe.personalInfo.fullName).first()).toBeVisible();
    await noErrorScreen(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), RESUME_DRAFT_KEY)).toBe(draft);

    await context.setOffline(false);
    await notice(page).getByRole("button", { name: "Try again" }).click();
    const dialog = page.getByRole("dialog", { name: qrDialogCopy.title });
    await expect(dialog.getByRole("img", { name: qrDialogCopy.imageAlt })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), RESUME_DRAFT_KEY)).toBe(draft);
  });

  test("a header link offline stays on the page with what was typed, says which page could not be opened, and goes once back online", async ({
    page,
    context,
  }) => {
    await page.goto("/post-job");
    await hydrated(page);
    await offlineReady(page);
    await goOffline(context, page);
    await fillJobPost(page);
    await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).first().click();

    await expect(notice(page)).toContainText("The About page could not be loaded because you are offline.");
    await expect(page).toHaveURL(/\/post-job$/);
    await expectJobPostKept(page);
    await noErrorScreen(page);

    await context.setOffline(false);
    await notice(page).getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("h1").first()).toContainText(pages["/about"].heading.slice(0, 20));
  });
});

test.describe("installable", () => {
  const manifestLink = (page: Page) => page.locator('head link[rel="manifest"]');

  test("the page links the manifest once it is quiet", async ({ page }) => {
    await page.goto("/about");
    // Not with the page's load: its fetch (and the icon's) waits for the page to be quiet.
    expect(await page.evaluate(() => document.querySelectorAll('link[rel="manifest"]').length)).toBe(0);
    await expect(manifestLink(page)).toHaveAttribute("href", MANIFEST_URL, { timeout: 15_000 });
    await expect(manifestLink(page)).toHaveCount(1);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the manifest is linked in the HTML", async ({ page }) => {
      await page.goto("/for-employers");
      await expect(manifestLink(page)).toHaveAttribute("href", MANIFEST_URL);
      const manifest = await page.request.get(MANIFEST_URL);
      expect(manifest.ok()).toBe(true);
      expect((await manifest.json()).icons.length).toBeGreaterThan(0);
    });
  });
});
