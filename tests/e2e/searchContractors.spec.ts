import type { Page } from "@playwright/test";
import { links } from "../../src/content/links";
import { sampleContractors } from "../../src/content/sampleContractors";
import {
  AVAILABILITY_LABELS,
  networkFigures,
  SORT_OPTIONS,
  searchContractorsCopy,
} from "../../src/content/searchContractors";
import {
  type ContractorFilters,
  DEFAULT_FILTERS,
  RESULTS_PAGE_SIZE,
  SAVED_SEARCH_KEY,
  searchContractors,
} from "../../src/domain/contractorSearch";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const copy = searchContractorsCopy;
const cards = (page: Page) => page.getByTestId("contractor-card");
const shownIds = async (page: Page) =>
  await cards(page).evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-id"))));
const expectedIds = (filters: Partial<ContractorFilters>, count = RESULTS_PAGE_SIZE) =>
  searchContractors(sampleContractors, { ...DEFAULT_FILTERS, ...filters })
    .slice(0, count)
    .map((c) => c.id);
const numbers = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).allTextContents()).map((text) =>
    Number.parseFloat(text.replace(/[^0-9.]/g, "")),
  );
const select = (page: Page, name: string) => page.getByRole("combobox", { name });
const matchCount = (page: Page) => page.getByTestId("match-count");

test.describe("Search contractors", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/search-contractors");
    await hydrated(page);
  });

  test("shows the spec's texts, badges, sample cards and sidebar", async ({ page }) => {
    // The spec's three texts, each where it is true: the network's in the network's line.
    await expect(page.getByTestId("network-figures")).toContainText("147 automation contractors found");
    await expect(page.getByText("Showing results within 50 miles of Detroit, MI")).toBeVisible();
    await expect(page.getByTestId("network-figures")).toContainText("Showing 1-20 of 147 results");
    await expect(page.getByRole("button", { name: "Certified Only" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(page.getByTestId("radius-badge")).toHaveText("Within 50 miles");
    const defaults = searchContractors(sampleContractors, DEFAULT_FILTERS);
    await expect(matchCount(page)).toHaveText(
      copy.matching(Math.min(RESULTS_PAGE_SIZE, defaults.length), defaults.length),
    );
    // The network's figures are labelled as the network's, beside a link to the full search.
    await expect(page.getByTestId("network-figures")).toContainText(networkFigures.label);
    await expect(
      page.getByTestId("network-figures").getByRole("link", { name: networkFigures.appLink }),
    ).toHaveAttribute("href", links.professionalsIndex());
    expect(await shownIds(page)).toEqual(expectedIds({}));

    const first = cards(page).first();
    const c = defaults[0];
    if (!c) throw new Error("no sample matches the defaults");
    await expect(first.getByRole("heading", { name: c.name })).toBeVisible();
    for (const text of [
      c.title,
      c.location,
      `${c.distance} mi away`,
      `$${c.rate}`,
      `${c.jobSuccess}%`,
      `$${c.totalEarned.toFixed(1)}M`,
      `(${c.reviews} reviews)`,
      AVAILABILITY_LABELS[c.availability],
    ]) {
      await expect(first).toContainText(text);
    }
    const profile = first.getByRole("link", { name: /^View Profile/ });
    await expect(profile).toHaveAttribute("href", links.contractorProfile(c.id, c.name));
    await expect(profile).toHaveAttribute("target", "_blank");
    await expect(profile).toHaveAttribute("rel", "noopener noreferrer");
    const invite = first.getByRole("link", { name: /^Invite to Project/ });
    await expect(invite).toHaveAttribute("href", links.hireWorkAdd());
    await expect(invite).toHaveAttribute("target", "_blank");

    for (const heading of [
      "Hire Our Top Talent",
      "Market insights",
      "Need a custom search?",
      "Featured contractor",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(page.getByText("$78/hour")).toBeVisible();
    await expect(page.getByText("2.3 hours")).toBeVisible();
  });

  test("the skills filter keeps only contractors with that skill", async ({ page }) => {
    await select(page, "Skills").selectOption("siemens");
    await expect(page).toHaveURL(/skill=siemens/);
    await expect.poll(() => shownIds(page)).toEqual(expectedIds({ skill: "siemens" }));
    for (const card of await cards(page).all())
      await expect(card.getByRole("list", { name: "Skills" })).toContainText("Siemens");
  });

  test("the radius slider, by keyboard, narrows to nearer contractors and updates the texts", async ({
    page,
  }) => {
    const thumb = page.getByRole("slider", { name: "Location radius" });
    await expect(thumb).toHaveAttribute("aria-valuenow", "50");
    await expect(thumb).toHaveAttribute("aria-valuetext", "50 miles");
    await thumb.focus();
    for (let i = 0; i < 7; i++) await page.keyboard.press("ArrowLeft");
    await expect(thumb).toHaveAttribute("aria-valuenow", "15");
    await expect(page).toHaveURL(/radius=15/);
    await expect(page.getByTestId("radius-badge")).toHaveText("Within 15 miles");
    await expect(page.getByText("Showing results within 15 miles of Detroit, MI")).toBeVisible();
    await expect.poll(() => shownIds(page)).toEqual(expectedIds({ radius: 15 }));
    for (const miles of await numbers(page, "distance")) expect(miles).toBeLessThanOrEqual(15);
  });

  test("the radius slider follows a pointer drag", async ({ page }) => {
    const thumb = page.getByRole("slider", { name: "Location radius" });
    const box = await thumb.boundingBox();
    const track = await page.locator("[data-part=control]").first().boundingBox();
    if (!box || !track) throw new Error("slider not laid out");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width * 0.6, box.y + box.height / 2, { steps: 8 });
    await page.mouse.move(track.x - 20, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(thumb).toHaveAttribute("aria-valuenow", "5");
    await expect(page).toHaveURL(/radius=5(&|$)/);
    await expect.poll(() => shownIds(page)).toEqual(expectedIds({ radius: 5 }));
  });

  test("the hourly rate range narrows to contractors inside it", async ({ page }) => {
    const low = page.getByRole("slider", { name: "Minimum hourly rate" });
    const high = page.getByRole("slider", { name: "Maximum hourly rate" });
    await expect(low).toHaveAttribute("aria-valuenow", "50");
    await expect(high).toHaveAttribute("aria-valuenow", "150");
    await low.focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowRight");
    await high.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/rateMin=90/);
    await expect(page).toHaveURL(/rateMax=120/);
    await expect(page.getByText("$90-$120 per hour")).toBeVisible();
    await expect.poll(() => shownIds(page)).toEqual(expectedIds({ rateMin: 90, rateMax: 120 }));
    for (const rate of await numbers(page, "rate")) {
      expect(rate).toBeGreaterThanOrEqual(90);
      expect(rate).toBeLessThanOrEqual(120);
    }
  });

  test("availability and Certified Only narrow the list", async ({ page }) => {
    await select(page, "Availability").selectOption("now");
    await expect.poll(() => shownIds(page)).toEqual(expectedIds({ availability: "now" }));
    for (const card of await cards(page).all()) await expect(card).toContainText("Available now");
    await page.getByRole("button", { name: "Certified Only" }).click();
    await expect(page.getByRole("button", { name: "Certified Only" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page).toHaveURL(/certified=true/);
    await expect.poll(() => shownIds(page)).toEqual(expectedIds({ availability: "now", certified: true }));
    for (const card of await cards(page).all()) await expect(card).toContainText("Certified");
  });

  for (const { value, label } of SORT_OPTIONS) {
    test(`sorting by ${label} orders the list`, async ({ page }) => {
      await page.getByRole("combobox", { name: "Sort by" }).selectOption(value);
      await expect.poll(() => shownIds(page)).toEqual(expectedIds({ sort: value }));
      if (value === "nearest") {
        const miles = await numbers(page, "distance");
        expect(miles).toEqual([...miles].sort((a, b) => a - b));
      }
      if (value === "rate") {
        const rates = await numbers(page, "rate");
        expect(rates).toEqual([...rates].sort((a, b) => a - b));
      }
      if (value === "rating") {
        const ratings = await numbers(page, "rating");
        expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      }
    });
  }

  test("no match shows the empty state; Reset filters brings every default back", async ({ page }) => {
    await page.goto("/search-contractors?skill=scada&radius=5");
    await hydrated(page);
    await expect(page.getByTestId("empty-state")).toBeVisible();
    await expect(matchCount(page)).toHaveText(copy.matching(0, 0));
    await expect(page.getByRole("button", { name: copy.loadMore })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByTestId("empty-state").getByRole("button", { name: copy.filters.reset }).click();
    await expect(page).toHaveURL(/\/search-contractors$/);
    await expect.poll(() => shownIds(page)).toEqual(expectedIds({}));
    await expect(select(page, "Skills")).toHaveValue("any");
  });

  test("filters round-trip through the URL, and a garbage URL falls back to defaults", async ({ page }) => {
    await page.goto(
      "/search-contractors?skill=allen-bradley&radius=35&rateMin=60&rateMax=140&availability=week&sort=rate&certified=true",
    );
    await hydrated(page);
    await expect(select(page, "Skills")).toHaveValue("allen-bradley");
    await expect(select(page, "Availability")).toHaveValue("week");
    await expect(select(page, "Sort by")).toHaveValue("rate");
    await expect(page.getByRole("slider", { name: "Location radius" })).toHaveAttribute(
      "aria-valuenow",
      "35",
    );
    await expect(page.getByRole("slider", { name: "Minimum hourly rate" })).toHaveAttribute(
      "aria-valuenow",
      "60",
    );
    await expect(page.getByRole("slider", { name: "Maximum hourly rate" })).toHaveAttribute(
      "aria-valuenow",
      "140",
    );
    await expect(page.getByRole("button", { name: "Certified Only" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const filters = {
      skill: "allen-bradley",
      radius: 35,
      rateMin: 60,
      rateMax: 140,
      availability: "week",
      sort: "rate",
      certified: true,
    } as const;
    await expect.poll(() => shownIds(page)).toEqual(expectedIds(filters));

    // A change goes to the URL; a reload shows the same.
    await select(page, "Sort by").selectOption("nearest");
    await expect(page).toHaveURL(/sort=nearest/);
    await page.reload();
    await hydrated(page);
    await expect(select(page, "Sort by")).toHaveValue("nearest");
    await expect.poll(() => shownIds(page)).toEqual(expectedIds({ ...filters, sort: "nearest" }));

    await page.goto(
      "/search-contractors?skill=%3Cscript%3E&radius=9999&rateMin=abc&rateMax=-5&sort=&certified=maybe&shown=1e9&x=1",
    );
    await hydrated(page);
    await expect(select(page, "Skills")).toHaveValue("any");
    await expect(page.getByRole("slider", { name: "Location radius" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    // Rejected values fall back (and leave the URL); the rate range was put in order.
    await expect(page).not.toHaveURL(/script|maybe/);
    await expect(page.getByText("$25-$50 per hour")).toBeVisible();
    await expect
      .poll(() => shownIds(page))
      .toEqual(expectedIds({ radius: 100, rateMin: 25, rateMax: 50 }, 60));
  });

  test("Load More reveals more samples and moves focus to the first new one", async ({ page }) => {
    const all = searchContractors(sampleContractors, DEFAULT_FILTERS);
    await expect(cards(page)).toHaveCount(RESULTS_PAGE_SIZE);
    await page.getByRole("button", { name: copy.loadMore }).click();
    await expect(cards(page)).toHaveCount(Math.min(all.length, RESULTS_PAGE_SIZE * 2));
    await expect(page).toHaveURL(/shown=12/);
    await expect(cards(page).nth(RESULTS_PAGE_SIZE).getByRole("heading")).toBeFocused();
    if (all.length <= RESULTS_PAGE_SIZE * 2) {
      await expect(page.getByRole("button", { name: copy.loadMore })).toHaveCount(0);
      await expect(page.getByText(copy.allShown(all.length))).toBeVisible();
    }
    // Changing a filter starts the list over.
    await select(page, "Sort by").selectOption("rate");
    await expect(page).not.toHaveURL(/shown=/);
    await expect(cards(page)).toHaveCount(RESULTS_PAGE_SIZE);
  });

  for (const [query, filters] of [
    ["", {}],
    ["?shown=12", {}],
    ["?skill=fanuc", { skill: "fanuc" }],
    ["?skill=scada&radius=20", { skill: "scada", radius: 20 }],
    ["?skill=scada&radius=5", { skill: "scada", radius: 5 }],
  ] as const) {
    test(`the result line counts exactly the cards on screen (${query || "defaults"})`, async ({ page }) => {
      await page.goto(`/search-contractors${query}`);
      await hydrated(page);
      const all = searchContractors(sampleContractors, { ...DEFAULT_FILTERS, ...filters });
      const shown = Math.min(query.includes("shown=12") ? 12 : RESULTS_PAGE_SIZE, all.length);
      await expect(cards(page)).toHaveCount(shown);
      await expect(matchCount(page)).toHaveText(copy.matching(shown, all.length));
      // The line's own numbers agree with the cards: "1-6 of 11", "all 11" or "the 1".
      const text = (await matchCount(page).textContent()) ?? "";
      const range = /Showing 1-(\d+) of (\d+)/.exec(text);
      if (range) expect([Number(range[1]), Number(range[2])]).toEqual([shown, all.length]);
      else if (all.length > 1) expect(text).toContain(`all ${shown} `);
      // Load More says what it adds, or the page says why there is nothing more to load.
      if (shown < all.length) {
        await expect(page.getByRole("button", { name: copy.loadMore })).toBeVisible();
        await expect(
          page.getByText(copy.loadMoreHint(Math.min(RESULTS_PAGE_SIZE, all.length - shown))),
        ).toBeVisible();
      } else {
        await expect(page.getByRole("button", { name: copy.loadMore })).toHaveCount(0);
        if (all.length) await expect(page.getByTestId("all-shown")).toContainText(copy.allShown(all.length));
      }
      // The network's page line is never the line under the sample cards.
      await expect(page.getByText(networkFigures.showing)).toHaveCount(1);
      await expect(page.getByTestId("network-figures")).toContainText(networkFigures.showing);
    });
  }

  test("on a phone the first card is in the first screen and the filters wait behind a labelled button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/search-contractors?skill=fanuc&certified=true");
    await hydrated(page);
    const first = await cards(page).first().boundingBox();
    expect(first?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844 - 120);
    const filtersRegion = page.getByRole("region", { name: copy.filtersHeading });
    await expect(filtersRegion).toBeHidden();
    const toggle = page.getByRole("button", { name: /^Filters/ });
    await expect(toggle).toHaveAccessibleName("Filters 2 active");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(filtersRegion).toBeVisible();
    await expectNoAxeViolations(page);
    const all = searchContractors(sampleContractors, { ...DEFAULT_FILTERS, skill: "fanuc", certified: true });
    await filtersRegion.getByRole("button", { name: copy.showResults(all.length) }).click();
    await expect(filtersRegion).toBeHidden();
    await expect(
      page.getByRole("heading", { name: copy.headline(all.length, sampleContractors.length) }),
    ).toBeFocused();
    await toggle.click();
    // Focus moves into the panel (a frame after the tap), where Escape closes it.
    await expect(filtersRegion).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(filtersRegion).toBeHidden();
    await expect(toggle).toBeFocused();
    // Escape on the button of the open panel closes it too.
    await page.keyboard.press("Enter");
    await expect(filtersRegion).toBeFocused();
    await toggle.focus();
    await page.keyboard.press("Escape");
    await expect(filtersRegion).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("Save this search keeps the filters on this device and offers them again", async ({ page }) => {
    await select(page, "Skills").selectOption("fanuc");
    await page.getByRole("button", { name: copy.saveSearch }).click();
    await expect(page.getByText(copy.savedToast.title, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: copy.searchSaved })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), SAVED_SEARCH_KEY)) ?? "{}",
    );
    expect(stored.data).toMatchObject({ skill: "fanuc" });

    await page.goto("/search-contractors");
    await hydrated(page);
    const prompt = page.getByTestId("saved-search");
    await expect(prompt).toContainText("Fanuc · within 50 miles");
    await expectNoAxeViolations(page);
    await prompt.getByRole("link", { name: copy.applySavedSearch }).click();
    await expect(page).toHaveURL(/skill=fanuc/);
    await expect(page.getByRole("button", { name: copy.searchSaved })).toBeVisible();
    await expect(prompt).toHaveCount(0);
  });

  test("the custom search card is set apart: tinted and flat, unlike the other sidebar cards", async ({
    page,
  }) => {
    const look = (id: string) =>
      page.locator(`section[aria-labelledby="${id}"]`).evaluate((element) => {
        const style = getComputedStyle(element);
        return { bg: style.backgroundColor, shadow: style.boxShadow };
      });
    const featured = await look("featured-heading");
    const custom = await look("custom-search-heading");
    expect(custom.bg).not.toBe(featured.bg);
    expect(custom.shadow).toBe("none");
    expect(featured.shadow).not.toBe("none");
  });

  test("nothing overflows at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(cards(page).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
