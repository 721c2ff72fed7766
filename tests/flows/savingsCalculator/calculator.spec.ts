import type { Page } from "@playwright/test";
import { URL_WRITE_DELAY_MS } from "../../../machines/savingsCalculator";
import { links } from "../../../src/content/links";
import { expect, expectNoAxeViolations, holdClientEntry, hydrated, pageIdle, test } from "../../e2e/fixtures";

/** Every figure below is worked out by hand (see tests/unit/domain/calculator.test.ts for the method). */
interface Figures {
  traditional: string;
  platform: string;
  savings: string;
  percent: number;
  weeksFaster: string;
  rates?: [string, string, string];
}

const DEFAULTS: Figures = {
  // Robot Programming, 3 weeks, 40 h, 7 specialists, Michigan: x 1 x 1.2 x 7 x 3 = x 25.2
  traditional: "$137,088", // 40 x 136 = 5,440 a week
  platform: "$80,640", // 40 x 80 = 3,200 a week
  savings: "$56,448",
  percent: 41,
  weeksFaster: "1 week faster",
  rates: ["$96.00/hr", "$124.80/hr", "$153.60/hr"],
};

async function openCalculator(page: Page, path = "/") {
  await page.goto(path);
  await hydrated(page);
  await page.locator("#calculator").scrollIntoViewIfNeeded();
  await expect(page.locator("[data-calculator-ready]")).toBeAttached();
}

async function expectFigures(page: Page, figures: Figures) {
  await expect(page.getByTestId("calculator-traditional")).toHaveText(figures.traditional);
  await expect(page.getByTestId("calculator-platform")).toHaveText(figures.platform);
  await expect(page.getByTestId("calculator-savings")).toHaveText(figures.savings);
  await expect(page.getByTestId("calculator-percent")).toHaveText(`${figures.percent}% lower cost`);
  await expect(page.getByTestId("calculator-weeks-faster")).toHaveText(figures.weeksFaster);
  if (figures.rates) {
    await expect(page.getByTestId("calculator-rate-base")).toHaveText(figures.rates[0]);
    await expect(page.getByTestId("calculator-rate-overtime")).toHaveText(figures.rates[1]);
    await expect(page.getByTestId("calculator-rate-sundayHoliday")).toHaveText(figures.rates[2]);
  }
}

const slider = (page: Page, name: string) => page.getByRole("slider", { name });
const select = (page: Page, name: string) => page.locator("#calculator").getByLabel(name, { exact: true });
const warning = (page: Page) =>
  page.getByRole("status").filter({ hasText: "High hours may impact efficiency" });

test.describe("savings calculator", () => {
  test("the prerendered home page already holds the calculator with the default figures", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    for (const text of [
      "What will your next automation project cost?",
      "$137,088",
      "$80,640",
      "$56,448",
      "41% lower cost",
      "1 week faster",
      "$96.00/hr",
      "$124.80/hr",
      "$153.60/hr",
      'aria-valuenow="3"',
      'aria-valuetext="7 specialists"',
      "How is this calculated?",
    ])
      expect(html).toContain(text);
  });

  test("the defaults show their figures, labelled controls and the call to action", async ({ page }) => {
    await openCalculator(page);
    await expectFigures(page, DEFAULTS);
    await expect(select(page, "Project type")).toHaveValue("robot-programming");
    await expect(select(page, "Location")).toHaveValue("michigan");
    for (const [name, now, min, max, text] of [
      ["Project duration", "3", "1", "52", "3 weeks"],
      ["Hours per week", "40", "40", "70", "40 hours"],
      ["Team size", "7", "1", "20", "7 specialists"],
    ] as const) {
      const thumb = slider(page, name);
      await expect(thumb).toHaveAttribute("aria-valuenow", now);
      await expect(thumb).toHaveAttribute("aria-valuemin", min);
      await expect(thumb).toHaveAttribute("aria-valuemax", max);
      await expect(thumb).toHaveAttribute("aria-valuetext", text);
    }
    await expect(warning(page)).toHaveCount(0);
    const cta = page.locator("#calculator").getByRole("link", { name: "Post a project" });
    await expect(cta).toHaveAttribute("href", links.hireWorkAdd());
    await expect(cta).toHaveAttribute("target", "_blank");
    await expect(cta).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page).toHaveURL(/\/$/);
  });

  test("duration by keyboard: arrows, PageUp, Home and End follow the duration bands", async ({ page }) => {
    await openCalculator(page);
    const thumb = slider(page, "Project duration");
    await thumb.focus();

    await page.keyboard.press("ArrowRight");
    await expect(thumb).toHaveAttribute("aria-valuetext", "4 weeks");
    // x 1.2 x 7 x 4: 3,200 -> 107,520; 5,440 -> 182,784
    await expectFigures(page, {
      traditional: "$182,784",
      platform: "$107,520",
      savings: "$75,264",
      percent: 41,
      weeksFaster: "1 week faster",
    });

    await page.keyboard.press("Home");
    await expect(thumb).toHaveAttribute("aria-valuetext", "1 week");
    // x 1.2 x 7 x 1; floor(0.4) = 0
    await expectFigures(page, {
      traditional: "$45,696",
      platform: "$26,880",
      savings: "$18,816",
      percent: 41,
      weeksFaster: "0 weeks faster",
    });

    await page.keyboard.press("PageUp");
    await expect(thumb).toHaveAttribute("aria-valuetext", "5 weeks");
    // the 5-11 week band: x 1 x 7 x 5; rates back to the table
    await expectFigures(page, {
      traditional: "$190,400",
      platform: "$112,000",
      savings: "$78,400",
      percent: 41,
      weeksFaster: "2 weeks faster",
      rates: ["$80.00/hr", "$104.00/hr", "$128.00/hr"],
    });

    await page.keyboard.press("End");
    await expect(thumb).toHaveAttribute("aria-valuetext", "52 weeks");
    // x 0.85 x 7 x 52 = x 309.4: 990,080 and 1,683,136; floor(20.8) = 20
    await expectFigures(page, {
      traditional: "$1,683,136",
      platform: "$990,080",
      savings: "$693,056",
      percent: 41,
      weeksFaster: "20 weeks faster",
      rates: ["$68.00/hr", "$88.40/hr", "$108.80/hr"],
    });
    await expect(page).toHaveURL(/\/\?weeks=52$/);
  });

  test("hours by keyboard: the warning appears at 61 hours and not at 60", async ({ page }) => {
    await openCalculator(page);
    const thumb = slider(page, "Hours per week");
    await thumb.focus();
    for (let step = 0; step < 4; step++) await page.keyboard.press("PageUp");
    await expect(thumb).toHaveAttribute("aria-valuetext", "60 hours");
    await expect(warning(page)).toHaveCount(0);
    // 40 x 80 + 20 x 104 = 5,280 and 40 x 136 + 20 x 204 = 9,520 a week, x 25.2; 44.54 % -> 45
    await expectFigures(page, {
      traditional: "$239,904",
      platform: "$133,056",
      savings: "$106,848",
      percent: 45,
      weeksFaster: "1 week faster",
    });

    await page.keyboard.press("ArrowRight");
    await expect(thumb).toHaveAttribute("aria-valuetext", "61 hours");
    await expect(warning(page)).toBeVisible();
    // + 128 and + 272: 5,408 x 25.2 = 136,281.6 -> 136,282; 9,792 x 25.2 = 246,758.4 -> 246,758
    await expectFigures(page, {
      traditional: "$246,758",
      platform: "$136,282",
      savings: "$110,477",
      percent: 45,
      weeksFaster: "1 week faster",
    });

    await page.keyboard.press("ArrowLeft");
    await expect(thumb).toHaveAttribute("aria-valuetext", "60 hours");
    await expect(warning(page)).toHaveCount(0);
  });

  test("team size by keyboard scales the costs", async ({ page }) => {
    await openCalculator(page);
    const thumb = slider(page, "Team size");
    await thumb.focus();
    await page.keyboard.press("Home");
    await expect(thumb).toHaveAttribute("aria-valuetext", "1 specialist");
    await expectFigures(page, {
      traditional: "$19,584",
      platform: "$11,520",
      savings: "$8,064",
      percent: 41,
      weeksFaster: "1 week faster",
    });
    await page.keyboard.press("End");
    await expect(thumb).toHaveAttribute("aria-valuetext", "20 specialists");
    await expectFigures(page, {
      traditional: "$391,680",
      platform: "$230,400",
      savings: "$161,280",
      percent: 41,
      weeksFaster: "1 week faster",
    });
    // Once the slider rests, the result is read out politely.
    await expect(
      page.locator("#calculator [role='status']").filter({ hasText: "Estimated savings" }),
    ).toHaveText("Estimated savings $161,280, 41% lower cost, 1 week faster.");
  });

  test("project type and location by keyboard change the rates and multipliers", async ({ page }) => {
    await openCalculator(page);
    const type = select(page, "Project type");
    await type.focus();
    await page.keyboard.press("ArrowDown");
    await expect(type).toHaveValue("plc-controls");
    // 40 x 90 = 3,600 and 40 x 153 = 6,120 a week, x 25.2
    await expectFigures(page, {
      traditional: "$154,224",
      platform: "$90,720",
      savings: "$63,504",
      percent: 41,
      weeksFaster: "1 week faster",
      rates: ["$108.00/hr", "$140.40/hr", "$172.80/hr"],
    });

    const location = select(page, "Location");
    await location.focus();
    await page.keyboard.press("ArrowDown");
    await expect(location).toHaveValue("south-carolina");
    await page.keyboard.press("ArrowDown");
    await expect(location).toHaveValue("texas");
    // x 1.1: 90,720 -> 99,792; 154,224 -> 169,646.4 -> 169,646
    await expectFigures(page, {
      traditional: "$169,646",
      platform: "$99,792",
      savings: "$69,854",
      percent: 41,
      weeksFaster: "1 week faster",
      rates: ["$118.80/hr", "$154.44/hr", "$190.08/hr"],
    });
    await expect(page).toHaveURL(/\/\?type=plc-controls&location=texas$/);
  });

  test("the URL follows the inputs without a history entry per step or a scroll jump", async ({ page }) => {
    await openCalculator(page);
    const entries = await page.evaluate(() => history.length);
    const thumb = slider(page, "Team size");
    await thumb.focus();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    for (let step = 0; step < 6; step++) await page.keyboard.press("ArrowLeft");
    await expect(thumb).toHaveAttribute("aria-valuenow", "1");
    await expect(page).toHaveURL(/\/\?team=1$/);
    for (let step = 0; step < 12; step++) await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\/\?team=13$/);
    await page.waitForTimeout(URL_WRITE_DELAY_MS * 2);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    // Back to the default: the key leaves the URL.
    await page.keyboard.press("Home");
    await page.keyboard.press("PageUp");
    await page.keyboard.press("ArrowRight");
    await expect(thumb).toHaveAttribute("aria-valuenow", "7");
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test("the figures follow a dragged slider while it moves; the URL once it rests", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openCalculator(page);
    const thumb = slider(page, "Team size");
    await thumb.scrollIntoViewIfNeeded();
    const track = await page.locator("#calculator [data-part='control']").nth(2).boundingBox();
    const start = await thumb.boundingBox();
    if (!track || !start) throw new Error("The team size slider has no box");
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width * 0.75, start.y + start.height / 2, { steps: 8 });
    // Still holding the mouse button: the value and the savings already follow.
    await expect.poll(async () => Number(await thumb.getAttribute("aria-valuenow"))).toBeGreaterThan(7);
    await expect(page.getByTestId("calculator-savings")).not.toHaveText(DEFAULTS.savings);
    await page.mouse.move(track.x + track.width + 40, start.y + start.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(thumb).toHaveAttribute("aria-valuenow", "20");
    await expect(page.getByTestId("calculator-savings")).toHaveText("$161,280");
    await expect(page).toHaveURL(/\/\?team=20$/);
  });

  test("following a link to the home page resets the calculator", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openCalculator(page, "/?team=3&location=ohio");
    await expect(slider(page, "Team size")).toHaveAttribute("aria-valuenow", "3");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(slider(page, "Team size")).toHaveAttribute("aria-valuenow", "7");
    await expect(select(page, "Location")).toHaveValue("michigan");
    await expectFigures(page, DEFAULTS);
  });

  test("a click on Home just as the calculator writes the URL still resets it", async ({ page }) => {
    // A visitor leaves a slider and clicks Home at once: the calculator's own URL write has reached
    // the address bar but not the router's render when Home is followed. The page is made to click
    // Home in the very task that writes the URL, so the race is lost every time, not one run in ten.
    await page.setViewportSize({ width: 1440, height: 900 });
    await openCalculator(page);
    await page.evaluate(() => {
      const replace = history.replaceState.bind(history);
      history.replaceState = (...args: Parameters<History["replaceState"]>) => {
        replace(...args);
        if (!String(args[2]).includes("weeks=")) return;
        history.replaceState = replace;
        queueMicrotask(() =>
          document.querySelector<HTMLAnchorElement>('nav[aria-label="Main"] a[href="/"]')?.click(),
        );
      };
    });
    const weeks = slider(page, "Project duration");
    await weeks.focus();
    // One press: a second one could land after Home has reset the slider and move it again.
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\/$/);
    await expect(weeks).toHaveAttribute("aria-valuenow", "3");
    await expectFigures(page, DEFAULTS);
  });

  test("a shared URL restores every input and its figures", async ({ page }) => {
    await openCalculator(page, "/?type=plc-controls&weeks=12&hours=50&team=3&location=california");
    await expect(select(page, "Project type")).toHaveValue("plc-controls");
    await expect(select(page, "Location")).toHaveValue("california");
    await expect(slider(page, "Project duration")).toHaveAttribute("aria-valuenow", "12");
    await expect(slider(page, "Hours per week")).toHaveAttribute("aria-valuenow", "50");
    await expect(slider(page, "Team size")).toHaveAttribute("aria-valuenow", "3");
    // week: 3,600 + 10 x 117 = 4,770 and 6,120 + 10 x 229.5 = 8,415; x 1.6 x 0.9 x 3 x 12 = x 51.84
    // 247,276.8 -> 247,277 and 436,233.6 -> 436,234; 3,645 / 8,415 = 43.3 %; floor(4.8) = 4
    await expectFigures(page, {
      traditional: "$436,234",
      platform: "$247,277",
      savings: "$188,957",
      percent: 43,
      weeksFaster: "4 weeks faster",
      rates: ["$129.60/hr", "$168.48/hr", "$207.36/hr"],
    });
    // The breakdown shows what was applied.
    await page.getByText("How is this calculated?").click();
    const breakdown = page.locator("#calculator details");
    await expect(
      breakdown.getByRole("heading", { name: "Hourly rates for PLC Programming / Controls Engineer" }),
    ).toBeVisible();
    await expect(breakdown).toContainText("$229.50");
    await expect(breakdown).toContainText("Location: California");
    await expect(breakdown).toContainText("Duration: 12 weeks (12-24 weeks band)");
    await expect(breakdown).toContainText("$4,770 × 1.6 × 0.9 × 3 × 12 = $247,276.80, rounded to $247,277");
    await expect(page).toHaveURL(/type=plc-controls&weeks=12&hours=50&team=3&location=california$/);
  });

  test("a URL with garbage shows defaults and clamped values, with no console error", async ({ page }) => {
    await openCalculator(
      page,
      `/?type=%7B%7D&weeks=abc&weeks=9&hours=999&team=-5&location=atlantis&extra=${"x".repeat(3000)}`,
    );
    await expect(select(page, "Project type")).toHaveValue("robot-programming");
    await expect(select(page, "Location")).toHaveValue("michigan");
    await expect(slider(page, "Project duration")).toHaveAttribute("aria-valuenow", "3");
    await expect(slider(page, "Hours per week")).toHaveAttribute("aria-valuenow", "70");
    await expect(slider(page, "Team size")).toHaveAttribute("aria-valuenow", "1");
    await expect(warning(page)).toBeVisible();
    // The rejected values leave the address bar; the clamped ones stay as shown; a key the
    // calculator does not own is left alone.
    await expect
      .poll(() => {
        const params = new URL(page.url()).searchParams;
        return ["type", "weeks", "hours", "team", "location"].map((key) => params.getAll(key).join(","));
      })
      .toEqual(["", "", "70", "1", ""]);
    expect(new URL(page.url()).searchParams.get("extra")).toBe("x".repeat(3000));
    // 40 x 80 + 20 x 104 + 10 x 128 = 6,560 and 12,240 a week, x 1.2 x 1 x 3 = x 3.6
    await expectFigures(page, {
      traditional: "$44,064",
      platform: "$23,616",
      savings: "$20,448",
      percent: 46,
      weeksFaster: "1 week faster",
    });
  });

  test("huge and malformed values never break the page", async ({ page }) => {
    await openCalculator(
      page,
      `/?weeks=${"9".repeat(5000)}&hours=1e400&team=%5B%5D&type=%00&location=%E0%A4%A`,
    );
    await expectFigures(page, DEFAULTS);
  });

  /** The calculator's chunk, each time the page asks for it. */
  const calculatorChunks = (page: Page) => {
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/SavingsCalculator-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    return chunks;
  };

  test("the calculator's script is fetched once the page is idle; the HTML hydrates only as the section nears the viewport", async ({
    page,
  }) => {
    const chunks = calculatorChunks(page);
    // On the full home page the calculator sits thousands of pixels below the fold.
    await page.setViewportSize({ width: 1440, height: 900 });
    // A plain /: a link with calculator inputs loads the panel at once (see the shared-link tests).
    await page.goto("/");
    expect(
      await page.locator("#calculator").evaluate((el) => el.getBoundingClientRect().top),
    ).toBeGreaterThan(900 + 800);
    await hydrated(page);
    // Fetched without the visitor's hand (issue 35), so scrolling to it waits only for hydration.
    await expect.poll(() => chunks.length, { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(500);
    await expect(page.locator("[data-calculator-ready]")).toHaveCount(0);
    await expect(page.locator("[data-island=calculator]")).not.toHaveAttribute("data-hydrated", "");
    // The prerendered calculator is already there, with the default figures.
    await expect(page.getByTestId("calculator-savings")).toHaveText(DEFAULTS.savings);

    await page.locator("#calculator").scrollIntoViewIfNeeded();
    await expect(page.locator("[data-calculator-ready]")).toBeAttached();
    expect(chunks).toHaveLength(1);
  });

  test("on a data saver, the calculator's script waits until the section nears the viewport", async ({
    page,
  }) => {
    const chunks = calculatorChunks(page);
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }),
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await hydrated(page);
    await pageIdle(page);
    await page.waitForTimeout(1000);
    expect(chunks).toEqual([]);
    await page.locator("#calculator").scrollIntoViewIfNeeded();
    await expect(page.locator("[data-calculator-ready]")).toBeAttached();
    expect(chunks).toHaveLength(1);
    await expect(slider(page, "Team size")).toHaveAttribute("aria-valuenow", "7");
    await expectFigures(page, DEFAULTS);
  });

  for (const width of [390, 1440]) {
    test(`no axe violations at ${width} px with the warning and the breakdown open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openCalculator(page, "/?hours=65");
      await expect(warning(page)).toBeVisible();
      await page.getByText("How is this calculated?").click();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("a shared link before the calculator hydrates", () => {
  test("dims the prerendered default figures until the link's own are shown", async ({ page }) => {
    const release = await holdClientEntry(page);
    await page.goto("/?hours=61&team=3#calculator", { waitUntil: "domcontentloaded" });
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-calculator-pending", "");
    await expect(page.getByTestId("calculator-savings")).toHaveText(DEFAULTS.savings);
    await expect(page.locator("[data-calculator-panel]")).toHaveCSS("opacity", "0.35");
    release();
    await expect(page.locator("[data-calculator-ready]")).toBeAttached();
    await expect(html).not.toHaveAttribute("data-calculator-pending");
    await expect(slider(page, "Hours per week")).toHaveAttribute("aria-valuenow", "61");
    await expect(slider(page, "Team size")).toHaveAttribute("aria-valuenow", "3");
    await expect(page.locator("[data-calculator-panel]")).toHaveCSS("opacity", "1");
    // x 1.2 x 3 x 3 = x 10.8 at 61 hours: the link's own figures.
    await expect(page.getByTestId("calculator-savings")).not.toHaveText(DEFAULTS.savings);
  });

  test("a link with calculator inputs loads the panel at once, wherever the section is", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/?team=2");
    expect(
      await page.locator("#calculator").evaluate((el) => el.getBoundingClientRect().top),
    ).toBeGreaterThan(900 + 800);
    await expect(page.locator("[data-calculator-ready]")).toBeAttached();
    // x 1.2 x 2 x 3 = x 7.2: 23,040 and 39,168
    await expect(slider(page, "Team size")).toHaveAttribute("aria-valuenow", "2");
    await expect(page.getByTestId("calculator-savings")).toHaveText("$16,128");
  });

  test("a plain / is never marked pending", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveAttribute("data-calculator-pending");
  });
});
