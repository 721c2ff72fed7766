import { execFileSync } from "node:child_process";
import type { BrowserContext, Page, Route } from "@playwright/test";
import { leadFormsCopy, leadSendingCopy } from "../../src/content/leadForms";
import { sentCopy } from "../../src/content/leadPages";
import { postJobCopy } from "../../src/content/postJob";
import { DEFAULT_LEADS_ENDPOINT, HONEYPOT_FIELD } from "../../src/domain/leads";
import { expect, expectNoAxeViolations, holdIntake, hydrated, test } from "./fixtures";

/**
 * Issue 34: a form says "sent" only once the intake answered, a submission the network could not carry
 * waits on the device and goes once, by itself (back online, or on the next visit with the tab closed
 * meanwhile), every tab says what waits, and a double click or Enter sends once.
 *
 * Every test here talks to the real intake the e2e run starts (playwright.config.ts, its own LEADS_DB)
 * and counts what it stored with `npm run leads -- list --json`; a route in front of it only makes the
 * network drop while a test says so, and counts the posts that reached it. Each test posts with its own
 * address, so the rows it reads are its own.
 */
const sample = {
  name: "Dana Whitfield",
  email: "dana@plant-example.com",
  phone: "(313) 555-0142",
  jobTitle: "Controls Engineer",
  industry: "Aerospace",
  employmentType: "Contract",
  skills: "Allen-Bradley, Fanuc",
};

interface IntakeLine {
  /** Every POST that reached the intake. */
  posts: number;
  /** While true, the intake is unreachable (the request fails as on a dropped connection). */
  down: boolean;
}

/** The way to the real intake, which a test can cut; it counts the posts that got through. */
async function intakeLine(target: Page | BrowserContext): Promise<IntakeLine> {
  const line: IntakeLine = { posts: 0, down: false };
  await target.route(
    (url) => url.pathname === DEFAULT_LEADS_ENDPOINT,
    async (route: Route) => {
      if (route.request().method() !== "POST") return route.fallback();
      if (line.down) return route.abort("internetdisconnected");
      line.posts += 1;
      return route.fallback();
    },
  );
  return line;
}

interface StoredLead {
  reference: string;
  kind: string;
  fields: Record<string, unknown>;
}

/** The rows the real intake stored for this address (`npm run leads -- list --json`). */
function rowsFor(email: string, kind = "job-post"): StoredLead[] {
  // playwright.config.ts starts the intake with its own LEADS_DB: without it these tests cannot pass.
  expect(process.env.LEADS_DB, "the e2e run starts the intake with LEADS_DB").toBeTruthy();
  const rows = JSON.parse(
    execFileSync("npx", ["tsx", "server/cli.ts", "list", "--json", "--kind", kind], {
      env: process.env,
      encoding: "utf8",
    }),
  ) as StoredLead[];
  return rows.filter((row) => row.fields.email === email);
}

/** The sample with an address of its own, so the test's rows are told apart from the others'. */
const sampleFor = (who: string) => ({ ...sample, email: `dana.${who}@plant-example.com` });

async function fillJobPost(page: Page, typed: Record<string, string> = sample) {
  for (const [field, value] of Object.entries(typed)) {
    const control = page.locator(`main form [name="${field}"]`);
    if (field === "industry" || field === "employmentType") await control.selectOption(value);
    else await control.fill(value);
  }
}

const waitingLine = (page: Page) => page.getByRole("status").filter({ hasText: /waiting to be sent/ });

test.describe("forms that really send (issue 34)", () => {
  // The browser logs the sends the dropped connection could not make.
  test.use({ allowConsoleErrors: [/Failed to load resource/] });

  test("the intake unreachable: saved on this device, every tab says so, and once it is back the post goes once and the visitor sees its reference", async ({
    page,
    context,
  }) => {
    const intake = await intakeLine(context);
    const typed = sampleFor("queued");
    intake.down = true;
    await page.goto("/post-job");
    await hydrated(page);
    const other = await context.newPage();
    await other.goto("/about");
    await hydrated(other);

    await fillJobPost(page, typed);
    await page.getByRole("button", { name: postJobCopy.submit }).click();
    const queued = page.getByRole("dialog", { name: postJobCopy.thanks.queuedTitle });
    await expect(queued).toContainText(leadSendingCopy.queued);
    await expectNoAxeViolations(page);
    await expect(waitingLine(other)).toHaveText(leadSendingCopy.waiting(1));
    expect(rowsFor(typed.email)).toHaveLength(0);

    intake.down = false;
    await page.evaluate(() => dispatchEvent(new Event("online")));
    // The same dialog now names the reference the intake answered.
    const sent = page.getByRole("dialog", { name: postJobCopy.thanks.title });
    await expect(sent).toContainText(
      new RegExp(`Reference JP-\\w{4,8}\\. We reply within one working day to ${typed.email}`),
    );
    await expect(
      other.getByRole("status").filter({ hasText: /Your job post was sent\. Reference JP-/ }),
    ).toBeVisible();
    await expect(waitingLine(other)).toHaveCount(0);
    const rows = rowsFor(typed.email);
    expect(rows, "one row for one post, however often it was tried").toHaveLength(1);
    expect(rows[0]?.fields).toEqual({ ...typed, comments: "" });
    await expect(sent).toContainText(rows[0]?.reference ?? "no reference");
  });

  test("the tab closed while the post waits: the next visit sends it, once, and says so", async ({
    page,
    context,
  }) => {
    const typed = sampleFor("closed-tab");
    await page.goto("/post-job");
    await hydrated(page);
    await fillJobPost(page, typed);
    // The connection goes once the form is filled (its first focus fetched the sending code). Offline,
    // not a cut route: the waiting-forms notice tries the outbox again as it appears, and a request in
    // flight as the tab closes is let through by Playwright's routing.
    await context.setOffline(true);
    await page.getByRole("button", { name: postJobCopy.submit }).click();
    await expect(page.getByRole("dialog", { name: postJobCopy.thanks.queuedTitle })).toBeVisible();
    await page.close();
    expect(rowsFor(typed.email)).toHaveLength(0);

    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto("/about");
    await hydrated(later);
    await expect(
      later.getByRole("status").filter({ hasText: /Your job post was sent\. Reference JP-/ }),
    ).toBeVisible();
    await later.reload();
    await hydrated(later);
    await expect(waitingLine(later)).toHaveCount(0);
    expect(rowsFor(typed.email)).toHaveLength(1);
  });

  test("a double click and Enter send one post", async ({ page, context }) => {
    const intake = await intakeLine(context);
    const typed = sampleFor("double-click");
    const release = await holdIntake(page);
    await page.goto("/post-job");
    await hydrated(page);
    await fillJobPost(page, typed);
    const submit = page.getByRole("button", { name: postJobCopy.submit });
    await submit.dblclick();
    await page.locator('main form [name="skills"]').press("Enter");
    await expect(page.getByRole("button", { name: postJobCopy.submitting })).toBeVisible();
    release();
    await expect(page.getByRole("dialog", { name: postJobCopy.thanks.title })).toBeVisible();
    await page.waitForTimeout(300);
    expect(intake.posts).toBe(1);
    expect(rowsFor(typed.email)).toHaveLength(1);
  });

  test("a 400: the intake's message on its field, focused; a 500: 'Try again' keeps everything and sends the same id", async ({
    page,
  }) => {
    const ids: string[] = [];
    let answer = 400;
    await page.route(
      (url) => url.pathname === DEFAULT_LEADS_ENDPOINT,
      async (route) => {
        ids.push((route.request().postDataJSON() as { id: string }).id);
        if (answer === 400)
          return route.fulfill({
            status: 400,
            json: { message: "Not accepted", errors: { phone: "Enter a phone number we can call." } },
          });
        if (answer === 500) return route.fulfill({ status: 500, json: {} });
        return route.fulfill({ status: 201, json: { reference: "JP-4K7Q" } });
      },
    );
    await page.goto("/post-job");
    await hydrated(page);
    await fillJobPost(page);
    await page.getByRole("button", { name: postJobCopy.submit }).click();
    const phone = page.locator('main form [name="phone"]');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(/Enter a phone number we can call\./);
    await expectNoAxeViolations(page);

    answer = 500;
    await phone.fill("(313) 555-0177");
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: postJobCopy.submit }).click();
    const tryAgain = page.getByRole("button", { name: leadSendingCopy.tryAgain, exact: true });
    await expect(tryAgain).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main form [name="name"]')).toHaveValue(sample.name);
    answer = 201;
    await tryAgain.click();
    await expect(page.getByRole("dialog", { name: postJobCopy.thanks.title })).toContainText("JP-4K7Q");
    expect(new Set(ids).size, "one submission id from the first try to the last").toBe(1);
  });
});

test.describe("against the real intake (LEADS_DB)", () => {
  test("posting a job leaves one row whose fields are what was typed", async ({ page }) => {
    const typed = {
      ...sample,
      name: "Dana Real-Intake",
      email: "dana.real@plant-example.com",
      phone: "(313) 964-2201",
    };
    await page.goto("/post-job");
    await hydrated(page);
    for (const [field, value] of Object.entries(typed)) {
      const control = page.locator(`main form [name="${field}"]`);
      if (field === "industry" || field === "employmentType") await control.selectOption(value);
      else await control.fill(value);
    }
    const submit = page.getByRole("button", { name: postJobCopy.submit });
    await submit.dblclick();
    const dialog = page.getByRole("dialog", { name: postJobCopy.thanks.title });
    await expect(dialog).toContainText(/Reference JP-\w{4,8}\./);
    const reference = /Reference (JP-\w{4,8})\./.exec((await dialog.textContent()) ?? "")?.[1];
    const mine = rowsFor(typed.email);
    expect(mine, "one row for one post, double click and all").toHaveLength(1);
    expect(mine[0]?.reference).toBe(reference);
    expect(mine[0]?.fields).toEqual({ ...typed, comments: "" });
  });
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("Post a Job posts a plain form to the intake, nothing in the URL, and lands on the thank-you page with its reference", async ({
    page,
  }) => {
    const typed = sampleFor("no-script");
    let posted: { url: string; body: URLSearchParams } | null = null;
    await page.route(
      (url) => url.pathname === DEFAULT_LEADS_ENDPOINT,
      async (route) => {
        posted = { url: route.request().url(), body: new URLSearchParams(route.request().postData() ?? "") };
        await route.fallback();
      },
    );
    await page.goto("/post-job");
    await expect(page.getByText(leadFormsCopy.consent)).toBeVisible();
    await fillJobPost(page, typed);
    await page.getByRole("button", { name: postJobCopy.submit }).click();
    // The intake stored it and answered with a 303 to the thank-you page, its reference written in.
    await expect(page).toHaveURL(/\/sent\?kind=job-post&ref=JP-\w{4,8}$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const rows = rowsFor(typed.email);
    expect(rows, "one row for the plain post").toHaveLength(1);
    await expect(page.getByText(sentCopy.referenceLabel)).toBeVisible();
    await expect(page.locator("[data-lead-reference]")).toHaveText(rows[0]?.reference ?? "no reference");
    expect(rows[0]?.fields).toEqual({ ...typed, comments: "" });

    const sent = posted as { url: string; body: URLSearchParams } | null;
    expect(sent).not.toBeNull();
    expect(new URL(sent?.url ?? "http://x").search).toBe("");
    for (const [field, value] of Object.entries(typed)) expect(sent?.body.get(field)).toBe(value);
    expect(sent?.body.get("kind")).toBe("job-post");
    expect(sent?.body.get("page")).toBe("/post-job");
    expect(sent?.body.get("consent")).toBe(leadFormsCopy.consent);
    expect(sent?.body.get(HONEYPOT_FIELD)).toBe("");
  });
});
