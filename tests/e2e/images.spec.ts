import type { Page } from "@playwright/test";
import { testimonials } from "../../src/content/about";
import { successStories } from "../../src/content/contractors";
import { featuredExperts } from "../../src/content/employers";
import { sampleContractors } from "../../src/content/sampleContractors";
import { featuredContractor } from "../../src/content/searchContractors";
import { expect, test } from "./fixtures";

/** The pages with bundled images (scripts/images.mjs), at a phone's and a desktop's width. */
const IMAGE_ROUTES = ["/", "/for-employers", "/for-contractors"] as const;
/** Those and the pages whose only people are badges drawn in the page (no image at all). */
const ROUTES = [...IMAGE_ROUTES, "/about", "/search-contractors"] as const;
/** /search-contractors with every sample shown: the widest filters and every page loaded. */
const ALL_CONTRACTORS = "/search-contractors?radius=100&rateMin=25&rateMax=200&shown=60";
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

interface ImageFacts {
  alt: string | null;
  width: string | null;
  height: string | null;
  decoding: string | null;
  loading: string | null;
  fetchPriority: string | null;
  /** Its top edge in the page, before any scrolling. */
  top: number;
  /** Inside a control named by its own label, or the page's hero: decorative by design. */
  decorativeContext: boolean;
  sources: { type: string | null; srcset: string | null }[];
}

async function imageFacts(page: Page): Promise<ImageFacts[]> {
  return page.locator("img").evaluateAll((images) =>
    images.map((node) => {
      const img = node as HTMLImageElement;
      const picture = img.parentElement?.tagName === "PICTURE" ? img.parentElement : null;
      return {
        alt: img.getAttribute("alt"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        decoding: img.getAttribute("decoding"),
        loading: img.getAttribute("loading"),
        fetchPriority: img.getAttribute("fetchpriority"),
        top: img.getBoundingClientRect().top + window.scrollY,
        decorativeContext:
          img.closest('button[aria-label], section[aria-labelledby="page-heading"]') !== null,
        sources: [...(picture?.querySelectorAll("source") ?? [])].map((source) => ({
          type: source.getAttribute("type"),
          srcset: source.getAttribute("srcset"),
        })),
      };
    }),
  );
}

/** Scrolls the page through, so every lazy image starts loading. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
  });
}

const PAGES_WITHOUT_IMAGES: readonly string[] = ["/about", "/search-contractors"];

for (const viewport of VIEWPORTS) {
  test.describe(`images at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of ["/about", "/search-contractors"]) {
      test(`${route}: shows its people as badges, with no image element at all`, async ({ page }) => {
        await page.goto(route);
        await expect(page.locator("[data-person-badge]").first()).toBeVisible();
        expect(await imageFacts(page)).toEqual([]);
      });
    }

    for (const route of IMAGE_ROUTES) {
      test(`${route}: every image has a size, alt text and async decoding; lazy below the fold`, async ({
        page,
      }) => {
        await page.goto(route);
        const images = await imageFacts(page);
        // People are monogram badges since issue 18: these pages show no photograph or illustration.
        if (PAGES_WITHOUT_IMAGES.includes(route)) expect(images).toEqual([]);
        else expect(images.length).toBeGreaterThan(0);
        for (const [index, image] of images.entries()) {
          const label = `image ${index + 1} (alt "${image.alt}")`;
          expect(Number(image.width), `${label} width`).toBeGreaterThan(0);
          expect(Number(image.height), `${label} height`).toBeGreaterThan(0);
          expect(image.alt, `${label} has an alt attribute`).not.toBeNull();
          if (image.alt === "") expect(image.decorativeContext, `${label} is decorative`).toBe(true);
          expect(image.decoding, label).toBe("async");
          if (image.top > viewport.height) expect(image.loading, `${label} is below the fold`).toBe("lazy");
          if (image.fetchPriority === "high") expect(image.loading, label).toBe("eager");
          // Bundled images come as <picture>: AVIF first, then WebP.
          expect(
            image.sources.map((source) => source.type),
            label,
          ).toEqual(["image/avif", "image/webp"]);
        }
      });
    }

    test("the explainer poster is fetched first, as AVIF, and keeps the button's name", async ({ page }) => {
      await page.goto("/");
      const button = page.getByRole("button", { name: /^Play video:/ });
      const poster = button.locator("img");
      await expect(poster).toHaveAttribute("fetchpriority", "high");
      await expect(poster).toHaveAttribute("loading", "eager");
      await expect(poster).toHaveAttribute("alt", "");
      // A width-described srcset for the thumbnail's width at each breakpoint.
      for (const type of ["image/avif", "image/webp"]) {
        const source = button.locator(`picture source[type="${type}"]`);
        await expect(source).toHaveAttribute("srcset", / 480w, .+ 640w, .+ 960w, .+ 1280w$/);
        await expect(source).toHaveAttribute("sizes", /522px/);
      }
      await expect
        .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /\/assets\/explainer-poster-\d+-[\w-]+\.avif$/,
      );
      const box = await button.boundingBox();
      expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
    });
  });
}

/**
 * Layout shift from the page's own boxes: images, pictures, hydration. The self-hosted fonts are
 * held back here: whether a font swaps in before or after the first paint depends on timing alone
 * (a swap re-wraps text, whatever the images do), so with them the measure would be flaky.
 */
test.describe("no layout shift", () => {
  test.use({ allowConsoleErrors: [/Failed to load resource/] });

  for (const viewport of VIEWPORTS) {
    for (const route of ROUTES) {
      test(`${route} at ${viewport.width} px: nothing moves while the page and its images load`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.route(/\.woff2$/, (route) => route.abort());
        await page.addInitScript(() => {
          const w = window as unknown as { __shift: number };
          w.__shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) w.__shift += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(route);
        await scrollThrough(page);
        await page.evaluate(() =>
          Promise.all(
            [...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))),
          ),
        );
        expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
      });
    }
  }
});

test.describe("hero illustrations", () => {
  for (const [route, name] of [
    ["/for-employers", "hero-employers"],
    ["/for-contractors", "hero-contractors"],
  ] as const) {
    test(`${route}: from lg, the right half shows the illustration, fetched first`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(route);
      const hero = page.locator('section[aria-labelledby="page-heading"]');
      const img = hero.locator("picture img");
      await expect(img).toBeVisible();
      await expect(img).toHaveAttribute("fetchpriority", "high");
      await expect(img).toHaveAttribute("loading", "eager");
      await expect(img).toHaveAttribute("alt", "");
      await expect
        .poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0))
        .toBe(true);
      expect(await img.evaluate((node: HTMLImageElement) => node.currentSrc)).toMatch(
        new RegExp(`/assets/${name}-560-[\\w-]+\\.avif$`),
      );
      const [text, figure] = await Promise.all([
        page.getByRole("heading", { level: 1 }).boundingBox(),
        img.boundingBox(),
      ]);
      // Beside the heading, in the right half, at its 4:3 ratio, inside the 1440 px window.
      expect(figure && text && figure.x > text.x + text.width).toBe(true);
      expect(figure?.width ?? 0).toBeGreaterThan(500);
      expect((figure?.width ?? 0) / (figure?.height ?? 1)).toBeCloseTo(4 / 3, 1);
      expect((figure?.x ?? 0) + (figure?.width ?? 0)).toBeLessThanOrEqual(1440);
    });

    test(`${route}: a phone neither shows nor fetches the illustration`, async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(route);
      await scrollThrough(page);
      await expect(page.locator('section[aria-labelledby="page-heading"] picture img')).toBeHidden();
      expect(requested.filter((url) => url.includes(`/assets/${name}-`))).toEqual([]);
    });
  }
});

/** Where the portraits are: `within` a part of the page (a name can have a card and a featured box). */
const people: {
  route: string;
  size: number;
  within?: string;
  people: { name: string }[];
}[] = [
  { route: "/for-employers", size: 72, people: featuredExperts.experts },
  { route: "/for-contractors", size: 48, people: successStories.stories },
  { route: "/about", size: 48, people: testimonials.items },
  {
    route: ALL_CONTRACTORS,
    size: 64,
    within: 'section[aria-labelledby="results-heading"]',
    people: sampleContractors,
  },
  {
    route: ALL_CONTRACTORS,
    size: 72,
    within: 'section[aria-labelledby="featured-heading"]',
    people: [{ name: featuredContractor.name }],
  },
];

test.describe("sample people's badges", () => {
  for (const { route, size, within, people: list } of people) {
    test(`${route}: each person has one ${size} px monogram badge with a trade icon, and no portrait is fetched`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "image") requested.push(request.url());
      });
      await page.goto(route);
      const part = within ? page.locator(within) : page.locator("body");
      for (const person of list) {
        const badge = part.locator(`[data-person-badge="${person.name}"]`);
        await expect(badge, person.name).toHaveCount(1);
        await expect(badge).toHaveAttribute("aria-hidden", "true");
        await expect(badge).toContainText(
          person.name
            .replace(/\./g, "")
            .split(/\s+/)
            .map((word) => word[0])
            .join(""),
        );
        await expect(badge.locator("svg")).toHaveCount(1);
        const box = await badge.boundingBox();
        expect(box?.width).toBe(size);
        expect(box?.height).toBe(size);
      }
      await scrollThrough(page);
      expect(
        requested.filter((url) => /\/assets\/[a-z]+-[a-z](?:-[a-z]+)?-(?:48|64|72|96|128|144)-/.test(url)),
      ).toEqual([]);
    });
  }
});

test("no image on these pages comes from another host", async ({ page, baseURL }) => {
  const images: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") images.push(request.url());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const route of ROUTES) {
    await page.goto(route);
    await scrollThrough(page);
  }
  // The explainer's poster and the two heroes (people are drawn as badges, not fetched).
  expect(images.length).toBeGreaterThanOrEqual(3);
  const origin = new URL(baseURL ?? "").origin;
  expect(images.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin)).toEqual([]);
});
