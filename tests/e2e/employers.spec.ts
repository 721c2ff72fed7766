import {
  chooseUs,
  employerHowItWorks,
  employersClosing,
  employersHero,
  featuredExperts,
} from "../../src/content/employers";
import { links } from "../../src/content/links";
import { pages } from "../../src/content/pages";
import { expect, hydrated, test } from "./fixtures";
import { expectExternalLink, expectExternalLinksSafe, expectNoHorizontalOverflow } from "./marketing";

const page_ = pages["/for-employers"];

test.describe("/for-employers", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/for-employers");
  });

  test("the hero claims 30,000+ specialists and links to the professionals index", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(page_.heading);
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero).toContainText("30,000+ verified ABB, Fanuc, Siemens and PLC specialists");
    await expect(hero.getByRole("link", { name: new RegExp(`^${employersHero.cta.label}`) })).toHaveAttribute(
      "href",
      links.professionalsIndex(),
    );
    await expectExternalLink(hero, links.professionalsIndex());
  });

  test("choose-us holds the three benefits", async ({ page }) => {
    const section = page.locator("section#choose-us");
    await expect(section).toHaveAttribute("aria-labelledby", "choose-us-heading");
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      chooseUs.benefits.map((benefit) => benefit.title),
    );
    await expect(section).toContainText("90% faster than traditional recruiting");
    await expect(section).toContainText("Cancel the contract any time, or request to extend it");
  });

  test("how-it-works holds the three steps with their timelines", async ({ page }) => {
    const section = page.locator("section#how-it-works");
    const steps = section.locator("ol > li");
    await expect(steps).toHaveCount(3);
    for (const step of employerHowItWorks.steps) {
      const item = steps.nth(step.step - 1);
      await expect(item.getByRole("heading")).toHaveText(step.title);
      await expect(item).toContainText(step.timeline, { ignoreCase: true });
    }
    await expect(steps.nth(1)).toContainText("Shortlist or reject applicant profiles");
  });

  test("six sample experts, each linking to their profile on the app", async ({ page }) => {
    const section = page.locator(`section#${featuredExperts.id}`);
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(6);
    for (const expert of featuredExperts.experts) {
      const card = section.getByRole("article", { name: expert.name });
      await expect(card).toContainText(expert.specialization);
      await expect(card).toContainText(expert.location);
      await expect(card).toContainText(`$${expert.ratePerHour}/hr`);
      await expect(card).toContainText("Available Now");
      await expect(card).toContainText(`${expert.successRate}%`);
      const profile = card.getByRole("link", { name: new RegExp(`View profile ${expert.name}`) });
      await expect(profile).toHaveAttribute("href", links.contractorProfile(expert.id, expert.name));
      await expect(profile).toHaveAttribute("target", "_blank");
      await expect(profile).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("the closing call to action links to posting and browsing on the app", async ({ page }) => {
    const closing = page.locator("section", {
      has: page.getByRole("heading", { name: employersClosing.heading }),
    });
    await expectExternalLink(closing, links.hireWorkAdd());
    await expectExternalLink(closing, links.professionalsIndex());
  });

  test("every external link opens a new tab without opener", async ({ page }) => {
    await expectExternalLinksSafe(page);
  });

  test("nothing overflows sideways at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await hydrated(page);
    await expectNoHorizontalOverflow(page);
  });
});
