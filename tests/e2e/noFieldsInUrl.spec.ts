import type { Locator, Page } from "@playwright/test";
import { noScriptCopy } from "../../src/content/notices";
import { sharedResumeCopy } from "../../src/content/sharedResume";
import { DEFAULT_LEADS_ENDPOINT } from "../../src/domain/leads";
import { acceptLeads } from "../flows/leadIntake";
import { expect, hydrated, test } from "./fixtures";

/**
 * No form ever puts its fields in the URL (issue 16): with JavaScript off, before the client code has
 * arrived, and after hydration. Every form is filled with recognisable values and submitted (its
 * submit button and Enter in a field); the address must never hold a query or any of the values.
 * The one exception is the job search on /find-jobs, which works as a plain GET search without
 * JavaScript and may carry only its own two parameters.
 */

/** Values that must never appear in an address, whatever the field. */
const MARK = "Privacymark";
const VALUES = {
  text: `${MARK} Text`,
  email: "privacymark@example.com",
  tel: "313 555 0142",
  number: "42",
  url: "https://privacymark.example.com",
  search: `${MARK} Search`,
};
const LEAKS = [MARK, "privacymark", encodeURIComponent(VALUES.email), "555", "0142"];

interface PersonalForm {
  path: string;
  /** The region that holds the form (or, for the resume builder, its fields). */
  scope: (page: Page) => Locator;
  /** Which note says the tool needs JavaScript (none: the form works without it). */
  note?: keyof typeof noScriptCopy.tools;
  /**
   * The form posts to the lead intake without JavaScript (issue 34): a POST, its fields in the body,
   * answered with a 303 to a page; never a field in an address.
   */
  posts?: boolean;
}

const personalForms: PersonalForm[] = [
  { path: "/post-job", scope: (page) => page.locator("main form"), posts: true },
  { path: "/job-seeker-registration", scope: (page) => page.locator("main form"), posts: true },
  // Without JavaScript every step is on the page and 'Post project' posts them all (issue 34).
  { path: "/post-project", scope: (page) => page.getByTestId("project-wizard"), posts: true },
  {
    path: "/find-jobs",
    scope: (page) => page.locator("main form").filter({ has: page.locator('input[type="email"]') }),
    note: "jobAlert",
    posts: true,
  },
  { path: "/create-profile", scope: (page) => page.locator("main"), note: "resumeBuilder" },
];

const TEXT_FIELDS =
  'input:is([type="text"], [type="email"], [type="tel"], [type="number"], [type="url"], [type="search"], :not([type])), textarea';

/** Fills every visible, editable text-like field in the scope with a recognisable value. */
async function fillAll(scope: Locator): Promise<number> {
  const fields = scope.locator(TEXT_FIELDS);
  let filled = 0;
  for (const field of await fields.all()) {
    if (!(await field.isVisible()) || !(await field.isEditable())) continue;
    const type = (await field.getAttribute("type")) ?? "text";
    await field.fill(VALUES[type as keyof typeof VALUES] ?? VALUES.text);
    filled += 1;
  }
  return filled;
}

/** Every way a visitor submits: Enter in each filled field, then each submit button. */
async function submitEveryWay(page: Page, scope: Locator) {
  const fields = scope.locator("input:visible, textarea:visible");
  const first = fields.first();
  if (await first.count()) {
    await first.press("Enter");
    await page.waitForTimeout(300);
  }
  const submits = scope.locator('button[type="submit"]:visible, input[type="submit"]:visible');
  for (const button of await submits.all()) {
    if (await button.isEnabled()) await button.click({ noWaitAfter: true });
    await page.waitForTimeout(300);
  }
  // Any other button in a form without JavaScript would be a submit button too.
  const formButtons = scope.locator("form button:not([type]):visible");
  for (const button of await formButtons.all()) {
    await button.click({ noWaitAfter: true });
    await page.waitForTimeout(300);
  }
}

/** The address holds no query and none of the values, and the page never navigated. */
function expectCleanUrl(page: Page, path: string, navigations: string[]) {
  const url = new URL(page.url());
  expect(url.pathname, "the page stays where it is").toBe(path);
  expect(url.search, "no query in the address").toBe("");
  for (const leak of LEAKS) expect(page.url(), `the address holds ${leak}`).not.toContain(leak);
  for (const address of navigations) {
    for (const leak of LEAKS) expect(address, `a navigation to ${address}`).not.toContain(leak);
  }
}

/**
 * The intake, for forms that post to it: records each post's address and body, and answers as the
 * intake does, with a 303 back to a page (the form's own, here).
 */
async function recordPosts(page: Page, back: string) {
  const posts: Array<{ url: string; method: string; body: string }> = [];
  await page.route(
    (url) => url.pathname === DEFAULT_LEADS_ENDPOINT,
    async (route) => {
      const request = route.request();
      posts.push({ url: request.url(), method: request.method(), body: request.postData() ?? "" });
      await route.fulfill({ status: 303, headers: { Location: back } });
    },
  );
  return posts;
}

/** Every post went to the intake as a POST with no query, and carried what was typed in its body. */
function expectPostedInBody(posts: Array<{ url: string; method: string; body: string }>) {
  expect(posts.length, "the form was posted").toBeGreaterThan(0);
  for (const post of posts) {
    expect(post.method).toBe("POST");
    expect(new URL(post.url).search, "no query in the post's address").toBe("");
    expect(decodeURIComponent(post.body.replace(/\+/g, " ")), "the values travel in the body").toContain(
      MARK,
    );
  }
}

/** Records every address the main frame goes to after the page has loaded. */
function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const form of personalForms) {
    test(`${form.path}: ${form.posts ? "a filled form posts its fields in the body, never in an address" : "a filled form submits nothing and says it needs JavaScript"}`, async ({
      page,
    }) => {
      const posts = form.posts ? await recordPosts(page, form.path) : [];
      await page.goto(form.path);
      const navigations = recordNavigations(page);
      const scope = form.scope(page);
      if (form.note) {
        const note = page.getByTestId("noscript-note").filter({ hasText: noScriptCopy.tools[form.note] });
        await expect(note).toBeVisible();
        await expect(note).toContainText(noScriptCopy.title);
      }

      expect(await fillAll(scope), "fields filled").toBeGreaterThan(0);
      if (form.posts) {
        // One post is enough: it leaves the page, as a plain form post does.
        await scope.locator('button[type="submit"]:visible').first().click();
        await page.waitForURL((url) => url.pathname === form.path);
        expectPostedInBody(posts);
        expectCleanUrl(page, form.path, navigations);
        return;
      }
      await submitEveryWay(page, scope);
      expectCleanUrl(page, form.path, navigations);
      expect(navigations, "no navigation at all").toEqual([]);
      // The values are still where the visitor typed them.
      await expect(scope.locator(TEXT_FIELDS).filter({ visible: true }).first()).not.toHaveValue("");
    });
  }

  test("/find-jobs: the job search still works as a plain GET search, with only its own parameters", async ({
    page,
  }) => {
    await page.goto("/find-jobs");
    const search = page.locator("search form");
    await search.locator('[name="q"]').fill("PLC");
    await search.locator('[name="loc"]').fill("Detroit");
    await search.locator('[name="q"]').press("Enter");
    await page.waitForURL(/\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/find-jobs");
    expect([...url.searchParams.keys()].sort()).toEqual(["loc", "q"]);
    expect(url.searchParams.get("q")).toBe("PLC");
  });

  test("/search-contractors and the home calculator say they need JavaScript", async ({ page }) => {
    await page.goto("/search-contractors");
    await expect(
      page.getByTestId("noscript-note").filter({ hasText: noScriptCopy.tools.contractorFilters }),
    ).toBeVisible();
    await page.goto("/");
    await expect(
      page.getByTestId("noscript-note").filter({ hasText: noScriptCopy.tools.calculator }),
    ).toBeVisible();
  });

  test("/resume says it needs JavaScript instead of 'Reading…'", async ({ page }) => {
    await page.goto("/resume#r=anything");
    await expect(
      page.getByTestId("noscript-note").filter({ hasText: noScriptCopy.tools.sharedResume }),
    ).toBeVisible();
    await expect(page.getByText(sharedResumeCopy.reading)).toBeHidden();
  });
});

test.describe("before the client code arrives", () => {
  // The page's scripts never load: this is the page a visitor on a slow phone acts on first.
  test.use({
    allowConsoleErrors: [
      [/Failed to load resource/, /Failed to fetch dynamically imported module/],
      { scope: "test" },
    ],
  });

  for (const form of personalForms) {
    test(`${form.path}: a submit never puts the fields in the URL`, async ({ page }) => {
      await page.route(/\.(m?js)(\?|$)/, (route) => route.abort());
      // A posting form's submit is held by the early-input script until the code arrives (it is
      // never lost, never posted twice): nothing leaves, nothing goes in the address.
      await page.goto(form.path);
      const navigations = recordNavigations(page);
      const scope = form.scope(page);
      expect(await fillAll(scope), "fields filled").toBeGreaterThan(0);
      await submitEveryWay(page, scope);
      expectCleanUrl(page, form.path, navigations);
      expect(navigations, "no navigation at all").toEqual([]);
    });
  }
});

test.describe("JavaScript on", () => {
  for (const form of personalForms) {
    test(`${form.path}: a filled form submitted never puts its fields in the URL`, async ({ page }) => {
      // With its code, a form sends its fields to the intake as JSON (issue 34): the intake takes them.
      await acceptLeads(page);
      await page.goto(form.path);
      await hydrated(page);
      const navigations = recordNavigations(page);
      const scope = form.scope(page);
      await expect(page.getByTestId("noscript-note")).toHaveCount(0);
      expect(await fillAll(scope), "fields filled").toBeGreaterThan(0);
      await submitEveryWay(page, scope);
      expectCleanUrl(page, form.path, navigations);
    });
  }

  test("/find-jobs: the job search carries only its own parameters", async ({ page }) => {
    await page.goto("/find-jobs");
    await hydrated(page);
    const search = page.locator("search form");
    await search.locator('[name="q"]').fill("PLC");
    await search.locator('[name="q"]').press("Enter");
    await expect(page).toHaveURL(/q=PLC/);
    const keys = [...new URL(page.url()).searchParams.keys()];
    for (const key of keys) expect(["q", "loc", "page", "sort"]).toContain(key);
  });
});
