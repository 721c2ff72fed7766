import {
  contractorStats,
  contractorsHero,
  createProfile,
  latestProjects,
  successStories,
} from "../../src/content/contractors";
import { links } from "../../src/content/links";
import { pages } from "../../src/content/pages";
import { expect, hydrated, test } from "./fixtures";
import { expectExternalLink, expectExternalLinksSafe, expectNoHorizontalOverflow } from "./marketing";

const content = pages["/for-contractors"];

test.describe("/for-contractors", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/for-contractors");
  });

  test("the hero claims 40,000+ engineers and links to the hourly-contract search", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.heading);
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero).toContainText("40,000+");
    await expect(
      hero.getByRole("link", { name: new RegExp(`^${contractorsHero.cta.label}`) }),
    ).toHaveAttribute("href", links.workSearch("Hourly Contract"));
    await expectExternalLink(hero, links.workSearch("Hourly Contract"));
  });

  test("four stat cards", async ({ page }) => {
    const stats = page.locator("section", {
      has: page.getByRole("heading", { name: contractorStats.heading }),
    });
    await expect(stats.getByRole("listitem")).toHaveCount(4);
    for (const stat of contractorStats.cards) {
      await expect(stats).toContainText(stat.value);
      await expect(stats).toContainText(stat.label);
    }
  });

  test("latest-projects holds three sample jobs linking to their work pages", async ({ page }) => {
    const section = page.locator("section#latest-projects");
    await expect(section).toHaveAttribute("aria-labelledby", "latest-projects-heading");
    await expect(section.getByRole("article")).toHaveCount(3);
    for (const job of latestProjects.jobs) {
      const card = section.getByRole("article", { name: job.title });
      for (const text of [job.location, job.hourlyRate, job.startDate, job.duration, job.tag, job.status]) {
        await expect(card).toContainText(text);
      }
      await expect(card).toContainText(
        `${job.schedule.hoursPerDay} hrs/day, ${job.schedule.daysPerWeek} days/week`,
      );
      const link = card.getByRole("link", { name: new RegExp(`^${latestProjects.labels.view}`) });
      await expect(link).toHaveAttribute("href", links.workDetail(job.id));
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("success-stories holds three testimonials", async ({ page }) => {
    const section = page.locator("section#success-stories");
    await expect(section.locator("blockquote")).toHaveCount(3);
    for (const story of successStories.stories) {
      await expect(section).toContainText(story.quote);
      await expect(section).toContainText(story.name);
    }
  });

  test("'Create Profile in 3 Minutes' has three steps and links to registration", async ({ page }) => {
    const section = page.locator(`section#${createProfile.id}`);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Create Profile in 3 Minutes");
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      createProfile.steps.map((step) => step.title),
    );
    await expectExternalLink(section, links.register());
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
