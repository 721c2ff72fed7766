import { homeHero, howItWorks, skills, socialProof } from "../../src/content/home";
import { links } from "../../src/content/links";
import { pages } from "../../src/content/pages";
import { expect, hydrated, test } from "./fixtures";
import { expectExternalLink, expectExternalLinksSafe, expectNoHorizontalOverflow } from "./marketing";

const home = pages["/"];

test.describe("home page", () => {
  test("the raw HTML already holds every section's content", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const text of [
      home.intro,
      homeHero.primaryCta.label,
      homeHero.secondaryCta.label,
      socialProof.testimonial.quote,
      ...skills.items.map((item) => item.skill),
      ...howItWorks.employers.steps.map((step) => step.title.replace("&", "&amp;")),
      ...howItWorks.contractors.steps.map((step) => step.title),
    ]) {
      expect(html).toContain(text);
    }
  });

  test("the sections appear in the spec's order, the calculator after How It Works", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.heading);
    const ids = await page
      .getByRole("main")
      .locator("section[id]")
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    const order = [socialProof.id, skills.id, howItWorks.id, "calculator"];
    expect(ids.filter((id) => order.includes(id))).toEqual(order);
  });

  test("the hero has its tagline, both calls to action and three trust badges", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero).toContainText(home.intro);
    await expectExternalLink(hero, links.hireWorkAdd());
    await expectExternalLink(hero, links.workSearch("Hourly Contract"));
    await expect(
      hero.getByRole("link", { name: new RegExp(`^${homeHero.primaryCta.label}`) }),
    ).toHaveAttribute("href", links.hireWorkAdd());
    await expect(
      hero.getByRole("link", { name: new RegExp(`^${homeHero.secondaryCta.label}`) }),
    ).toHaveAttribute("href", "https://app.example.com/work/search?work_type=Hourly%20Contract");
    const badges = hero.getByRole("list", { name: homeHero.trustBadgesLabel }).getByRole("listitem");
    await expect(badges).toHaveText(homeHero.trustBadges.map((badge) => badge.label));
  });

  test("social proof shows the three cards and the testimonial", async ({ page }) => {
    await page.goto("/");
    const section = page.locator(`#${socialProof.id}`);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      socialProof.cards.map((card) => card.title),
    );
    for (const card of socialProof.cards) await expect(section).toContainText(card.figure);
    await expect(section.locator("blockquote")).toContainText(socialProof.testimonial.quote);
  });

  test("skills list each specialist count and average rate, then the industries", async ({ page }) => {
    await page.goto("/");
    const section = page.locator(`#${skills.id}`);
    for (const item of skills.items) {
      const card = section
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: item.skill }) });
      await expect(card).toContainText(`${item.specialists} specialists`);
      await expect(card).toContainText(item.averageRate);
      await expect(card).toContainText(item.description);
    }
    await expect(section.getByRole("heading", { name: skills.industriesHeading })).toBeVisible();
    for (const industry of skills.industries) {
      await expect(section.getByRole("heading", { name: industry.title, exact: true })).toBeVisible();
    }
  });

  test("How It Works shows the 4-step employer flow and the 4-step contractor journey", async ({ page }) => {
    await page.goto("/");
    const section = page.locator(`#${howItWorks.id}`);
    const [employerList, contractorList] = [section.locator("ol").nth(0), section.locator("ol").nth(1)];
    await expect(employerList.locator(":scope > li")).toHaveCount(4);
    await expect(contractorList.locator(":scope > li")).toHaveCount(4);
    for (const step of howItWorks.employers.steps) {
      const item = employerList.locator(":scope > li").nth(step.step - 1);
      await expect(item).toContainText(step.title);
      await expect(item).toContainText(step.timeline, { ignoreCase: true });
    }
    for (const [index, step] of howItWorks.contractors.steps.entries()) {
      const item = contractorList.locator(":scope > li").nth(index);
      await expect(item).toContainText(step.title);
      await expect(item).toContainText(step.duration, { ignoreCase: true });
    }
  });

  test("every external link in the page opens a new tab without opener", async ({ page }) => {
    await page.goto("/");
    await expectExternalLinksSafe(page);
  });

  test("nothing overflows sideways at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await hydrated(page);
    await expectNoHorizontalOverflow(page);
  });
});
