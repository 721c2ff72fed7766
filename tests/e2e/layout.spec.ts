import type { Page } from "@playwright/test";
import { howItWorks } from "../../src/content/home";
import { pages, type RoutePath } from "../../src/content/pages";
import { postJobCopy } from "../../src/content/postJob";
import { postProjectCopy } from "../../src/content/postProject";
import { projectLeadCopy } from "../../src/content/projectLead";
import { signupCopy } from "../../src/content/signup";
import { expect, holdClientEntry, hydrated, test } from "./fixtures";

/**
 * Layout the issue 18 pass fixed, pinned with boxes: where a form starts, what sits beside what, and
 * which columns share a height. Thresholds leave room for font rendering, not for the old layouts.
 */

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`no box for ${selector}`);
  return found;
}

const TOOL_PAGES: RoutePath[] = [
  "/post-job",
  "/post-project",
  "/find-jobs",
  "/search-contractors",
  "/create-profile",
  "/job-seeker-registration",
];

test.describe("tool pages open with a short band", () => {
  for (const route of TOOL_PAGES) {
    test(`${route} at 1440 px: the intro sits beside the heading, and the band stays short`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(route);
      const band = page.locator('section[aria-labelledby="page-heading"]');
      const heading = await band.getByRole("heading", { level: 1 }).boundingBox();
      const intro = await band.getByText(pages[route].intro, { exact: true }).boundingBox();
      expect(heading && intro).toBeTruthy();
      if (!heading || !intro) return;
      // The right half is the intro's, not empty: it starts past the heading's column.
      expect(intro.x).toBeGreaterThan(heading.x + heading.width);
      expect(intro.x).toBeGreaterThan(700);
      expect((await band.boundingBox())?.height ?? 999).toBeLessThanOrEqual(200);
    });
  }
});

test.describe("/post-job: the first field", () => {
  const firstField = (page: Page) => box(page, 'form [name="name"]');

  test("at 1440 px starts within the top half of the screen", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/post-job");
    // It started at y = 612 under the tall band.
    expect((await firstField(page)).y).toBeLessThan(520);
  });

  test("at 612 px starts high, with email and phone side by side", async ({ page }) => {
    await page.setViewportSize({ width: 612, height: 900 });
    await page.goto("/post-job");
    expect((await firstField(page)).y).toBeLessThan(460);
    const email = await page.getByLabel(postJobCopy.fields.email.label).boundingBox();
    const phone = await page.getByLabel(postJobCopy.fields.phone.label).boundingBox();
    expect(email && phone && Math.abs(email.y - phone.y) < 2 && phone.x > email.x + email.width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(612);
  });

  test("at 390 px starts in the first screen, one field a row", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/post-job");
    expect((await firstField(page)).y).toBeLessThan(500);
    const email = await page.getByLabel(postJobCopy.fields.email.label).boundingBox();
    const phone = await page.getByLabel(postJobCopy.fields.phone.label).boundingBox();
    expect(email && phone && phone.y > email.y + email.height).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("stat figures share a line, whatever their labels' lengths", () => {
  for (const width of [390, 1440]) {
    test(`/job-seeker-registration 'Why register' at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/job-seeker-registration");
      const figures = page.locator(`aside dl[aria-label="${signupCopy.statsLabel}"] dd`);
      await expect(figures).toHaveCount(3);
      const tops = await figures.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().top));
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);
    });
  }
});

test.describe("home: How It Works", () => {
  test("at 1440 px the two columns sit side by side at one height and end on their actions in line", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const section = page.locator(`#${howItWorks.id}`);
    const columns = section.locator("h3").locator("..");
    await expect(columns).toHaveCount(2);
    const [employers, contractors] = await columns.evaluateAll((nodes) =>
      nodes.map((n) => n.getBoundingClientRect().toJSON() as DOMRect),
    );
    if (!employers || !contractors) throw new Error("two columns");
    // It was half the height of the employer column.
    expect(Math.abs(employers.height - contractors.height)).toBeLessThan(1);
    expect(Math.abs(employers.top - contractors.top)).toBeLessThan(1);
    expect(contractors.left).toBeGreaterThan(employers.right);
    expect(Math.abs(employers.width - contractors.width)).toBeLessThan(1);
    const post = await section.getByRole("link", { name: howItWorks.employers.action.label }).boundingBox();
    const join = await section.getByRole("link", { name: howItWorks.contractors.action.label }).boundingBox();
    expect(post && join && Math.abs(post.y - join.y) < 1).toBe(true);
    await expect(section.getByRole("link", { name: howItWorks.employers.action.label })).toHaveAttribute(
      "href",
      howItWorks.employers.action.to,
    );
    await expect(section.getByRole("link", { name: howItWorks.contractors.action.label })).toHaveAttribute(
      "href",
      howItWorks.contractors.action.to,
    );
  });
});

test.describe("/about: the directory above the footer", () => {
  test("reads as two cards of actions (hire, find work) with the reference links quieter below, not as link columns", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    const section = page.getByRole("region", { name: "Everything on the platform, one click away" });
    const hire = section.getByRole("navigation", { name: "Hire" });
    const find = section.getByRole("navigation", { name: "Find work" });
    const [hireBox, findBox] = [await hire.boundingBox(), await find.boundingBox()];
    expect(hireBox && findBox && Math.abs(hireBox.y - findBox.y) < 1 && findBox.x > hireBox.x).toBe(true);
    // Action tiles, two a row, each a comfortable target.
    const tiles = await hire
      .getByRole("link")
      .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON() as DOMRect));
    expect(tiles).toHaveLength(5);
    expect(tiles[1]?.left).toBeGreaterThan(tiles[0]?.right ?? 9999);
    for (const tile of tiles) expect(tile.height).toBeGreaterThanOrEqual(44);
    // Grow and Agreements sit below both cards.
    const grow = await section.getByRole("navigation", { name: "Grow" }).boundingBox();
    expect(grow && hireBox && grow.y > hireBox.y + hireBox.height).toBe(true);
  });
});

test.describe("content pages: the band's right half is used", () => {
  for (const route of ["/about", "/industries", "/locations"] as const) {
    test(`${route} at 1440 px shows its figures beside the heading; a phone gets no chart`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(route);
      const band = page.locator('section[aria-labelledby="page-heading"]');
      const heading = await band.getByRole("heading", { level: 1 }).boundingBox();
      const side = await band.locator("figure, dl").first().boundingBox();
      expect(heading && side).toBeTruthy();
      if (!heading || !side) return;
      expect(side.x).toBeGreaterThan(heading.x + heading.width);
      expect(side.x + side.width).toBeLessThanOrEqual(1440 - 100);
      expect(side.width).toBeGreaterThan(380);
      await page.setViewportSize({ width: 390, height: 844 });
      // The about page's figures stay (under the intro); the charts are for wide screens only.
      if (route === "/about") await expect(band.locator("dl")).toBeVisible();
      else await expect(band.locator("figure")).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

test.describe("/post-project: the hand-off once the project is sent", () => {
  test("reads top to bottom: what the button does, the button, what happens next (the note is not squeezed beside the button)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/post-project");
    await hydrated(page);
    await page.getByLabel(postProjectCopy.fields.title.label).fill("Fanuc robot cell retrofit for Line 4");
    await page.getByLabel(postProjectCopy.fields.projectType.label).selectOption({ index: 1 });
    await page.getByLabel(postProjectCopy.fields.industry.label).selectOption({ index: 1 });
    await page.getByRole("textbox", { name: postProjectCopy.fields.location.label }).fill("Detroit, MI");
    await page.getByRole("button", { name: postProjectCopy.buttons.continueTo.skills }).click();
    await page.getByRole("button", { name: /^Add / }).first().click();
    await page.getByRole("button", { name: postProjectCopy.buttons.continueTo.budget }).click();
    await page.getByRole("radio").first().check();
    await page.getByRole("textbox", { name: postProjectCopy.budget.min, exact: true }).fill("85");
    await page.getByRole("textbox", { name: postProjectCopy.budget.max, exact: true }).fill("110");
    await page.getByLabel(postProjectCopy.budget.startDate).fill("2027-01-11");
    await page.getByLabel(postProjectCopy.budget.duration).selectOption({ index: 1 });
    await page.getByRole("button", { name: postProjectCopy.buttons.continueTo.review }).click();
    await page.getByLabel(projectLeadCopy.contact.label).fill("dana@plant.com");
    await page.getByRole("button", { name: projectLeadCopy.post }).click();
    await expect(page.getByText(projectLeadCopy.sent.title)).toBeVisible();
    const note = await page.getByText(projectLeadCopy.handoff.note).boundingBox();
    const post = await page
      .getByRole("link", { name: new RegExp(projectLeadCopy.handoff.button) })
      .boundingBox();
    const next = await page
      .getByRole("heading", { name: projectLeadCopy.handoff.nextStepsHeading })
      .boundingBox();
    expect(note && post && next).toBeTruthy();
    if (!note || !post || !next) return;
    expect(post.y).toBeGreaterThan(note.y + note.height - 1);
    expect(next.y).toBeGreaterThan(post.y + post.height - 1);
    // The note has the panel's width, not a narrow column beside the button.
    expect(note.width).toBeGreaterThan(500);
  });
});

test.describe("sliders before their code arrives", () => {
  for (const [route, width] of [
    ["/find-jobs", 1440],
    ["/search-contractors", 1440],
    ["/", 1440],
    ["/", 390],
  ] as const) {
    test(`${route} at ${width} px: every thumb sits on its own track and the page is no wider than the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await holdClientEntry(page);
      await page.goto(route, { waitUntil: "domcontentloaded" });
      const thumbs = await page.evaluate(() =>
        [...document.querySelectorAll(".slider__control")].flatMap((control) => {
          const track = control.getBoundingClientRect();
          return [...control.querySelectorAll(".slider__thumb")].map((thumb) => {
            const box = thumb.getBoundingClientRect();
            const centre = box.left + box.width / 2;
            return box.width === 0 || (centre >= track.left - 1 && centre <= track.right + 1);
          });
        }),
      );
      expect(thumbs.length).toBeGreaterThan(0);
      expect(thumbs).not.toContain(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
