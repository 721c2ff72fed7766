import { findJobsCopy } from "../../src/content/jobs";
import { pages } from "../../src/content/pages";
import { sharedResumeCopy } from "../../src/content/sharedResume";
import { site } from "../../src/content/site";
import { notFoundPage } from "../../src/content/statusPages";
import { expect, hydrated, ROUTES, test } from "./fixtures";

test.describe("prerendered routes", () => {
  for (const route of ROUTES) {
    test(`${route} answers 200 with its heading, title and description in the raw HTML`, async ({
      request,
    }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const page = pages[route];
      const escapeHtml = (text: string) =>
        text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
      expect(html).toContain(`<title>${escapeHtml(page.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escapeHtml(page.description)}"/>`);
      expect(html).toMatch(
        new RegExp(`<h1[^>]*>${escapeHtml(page.heading).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`),
      );
      expect(html).toContain(`<link rel="canonical" href="https://www.example.com${route}"/>`);
      expect(html).toContain('<script type="application/ld+json">');
    });
  }

  test("no page links to or embeds a video that is not configured (no placeholder ids)", async ({
    request,
  }) => {
    const configured = new Set<string | null | undefined>(
      [site.explainerVideoId, ...site.howToVideoIds].filter(Boolean),
    );
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      expect(html, route).not.toMatch(/(?:v=|\/embed\/)PLACEHOLDER/i);
      const ids = [...html.matchAll(/(?:watch\?v=|\/embed\/)([\w-]+)/g)].map((match) => match[1]);
      for (const id of ids) expect(configured.has(id), `${route} links the video id ${id}`).toBe(true);
    }
  });

  for (const route of ROUTES) {
    test(`${route} hydrates with no console error and exactly one title and description`, async ({
      page,
      problems,
    }) => {
      await page.goto(route);
      await hydrated(page);
      await expect(page.locator("h1")).toHaveText(pages[route].heading);
      // The shared resume reads its link once hydrated: with no resume in it, it says so.
      if (route === "/resume") {
        await expect(page.getByRole("alert")).toContainText(sharedResumeCopy.problems.empty.heading);
      }
      await expect(page.locator("head title")).toHaveCount(1);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      await expect(page).toHaveTitle(pages[route].title);
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test("client navigation keeps exactly one title and description and scrolls to the top", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await page.mouse.wheel(0, 600);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(pages["/about"].title);
    await expect(page.locator("head title")).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      "content",
      pages["/about"].description,
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.example.com/about",
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the head follows client navigation, from the page landed on to the next and back, and to the 404 page", async ({
    page,
    problems,
  }) => {
    const headRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/seo-[\w-]+\.js$/.test(request.url())) headRequests.push(request.url());
    });
    const headOf = () =>
      page.evaluate(() => {
        const content = (selector: string) =>
          [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute("content"));
        return {
          titles: [...document.head.querySelectorAll("title")].map((element) => element.textContent),
          description: content('meta[name="description"]'),
          ogTitle: content('meta[property="og:title"]'),
          ogUrl: content('meta[property="og:url"]'),
          twitterTitle: content('meta[name="twitter:title"]'),
          robots: content('meta[name="robots"]'),
          viewport: content('meta[name="viewport"]'),
          canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) =>
            link.getAttribute("href"),
          ),
          jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
            (script) => JSON.parse(script.textContent ?? "{}")["@graph"].at(-1)["@type"],
          ),
        };
      });
    const expected = (route: "/about" | "/industries") => ({
      titles: [pages[route].title],
      description: [pages[route].description],
      ogTitle: [pages[route].title],
      ogUrl: [`https://www.example.com${route}`],
      twitterTitle: [pages[route].title],
      robots: ["index, follow, max-image-preview:large"],
      viewport: ["width=device-width, initial-scale=1, viewport-fit=cover"],
      canonical: [`https://www.example.com${route}`],
      jsonLd: [pages[route].schemaType],
    });

    await page.goto("/about");
    await hydrated(page);
    // The page landed on keeps the head its HTML came with: the head's code is not fetched for it.
    expect(await headOf()).toEqual(expected("/about"));
    expect(headRequests).toEqual([]);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Industries" }).click();
    await expect(page).toHaveTitle(pages["/industries"].title);
    expect(await headOf()).toEqual(expected("/industries"));

    await page.goBack();
    await expect(page).toHaveTitle(pages["/about"].title);
    expect(await headOf()).toEqual(expected("/about"));

    // A link to a path with no page (in the page's static HTML, so it navigates in the app): the
    // 404 page's head, none of the last page's tags left.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement("a"), { href: "/no-such-page", textContent: "Gone" });
      document.querySelector("main [data-static]")?.append(link);
    });
    await page.getByRole("main").getByRole("link", { name: "Gone" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page).toHaveTitle(notFoundPage.title);
    expect(await headOf()).toEqual({
      titles: [notFoundPage.title],
      description: [notFoundPage.description],
      ogTitle: [],
      ogUrl: [],
      twitterTitle: [],
      robots: ["noindex"],
      viewport: ["width=device-width, initial-scale=1, viewport-fit=cover"],
      canonical: [],
      jsonLd: [],
    });
    // The navigation guard asks for the path and hears its 404; the browser logs that status.
    problems.consoleErrors = problems.consoleErrors.filter((text) => !/status of 404/.test(text));
  });

  test("a page that keeps its state in the URL is reached from one that started without its search schema", async ({
    page,
  }) => {
    const schemaRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/(jobSearch|contractorSearch|calculatorSearch)-[\w-]+\.js$/.test(request.url()))
        schemaRequests.push(new URL(request.url()).pathname);
    });
    await page.goto("/about");
    await hydrated(page);
    expect(schemaRequests).toEqual([]);

    // A link in the page's static HTML with a filter and junk: the schema is fetched before the
    // router reads the address, so the page shows the filter and drops the junk.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement("a"), {
        href: "/find-jobs?type=bogus&type=contract&rateMin=-40",
        textContent: "Contract jobs",
      });
      document.querySelector("main [data-static]")?.append(link);
    });
    await page.getByRole("main").getByRole("link", { name: "Contract jobs" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages["/find-jobs"].heading);
    const filters = page.getByRole("region", { name: findJobsCopy.filtersHeading });
    await expect(filters.getByRole("checkbox", { name: "Contract", exact: true })).toBeChecked();
    await expect(filters.getByRole("checkbox", { name: "Full-time", exact: true })).not.toBeChecked();
    await expect(filters.getByRole("slider", { name: findJobsCopy.rateThumbs[0] })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    expect(schemaRequests.filter((path) => path.includes("jobSearch"))).toHaveLength(1);
  });

  test("an unknown path answers 404 with the not-found page, a console warning and a working link home", async ({
    page,
    request,
    problems,
  }) => {
    const raw = await request.get("/no-such-page");
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain("Oops! Page not found");

    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect.poll(() => warnings.join("\n")).toContain("/no-such-page");
    await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages["/"].heading);
    await expect(page).toHaveTitle(pages["/"].title);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
      "content",
      "index, follow, max-image-preview:large",
    );
    // The browser reports the page's own 404 status as a console error; that status is the point.
    problems.consoleErrors = problems.consoleErrors.filter((text) => !/status of 404/.test(text));
  });

  test("sitemap.xml and robots.txt list every route but those only reached from a link", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const route of ROUTES) {
      const entry = `<loc>https://www.example.com${route}</loc>`;
      // The shared resume, and the pages a form sent without JavaScript lands on.
      if (pages[route].indexable === false) expect(sitemap).not.toContain(entry);
      else expect(sitemap).toContain(entry);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://www.example.com/sitemap.xml");
  });
});
