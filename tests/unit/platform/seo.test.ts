import { describe, expect, it } from "vitest";
import { pages, ROUTE_PATHS } from "../../../src/content/pages";
import { canonicalUrl, headFor, jsonLdText } from "../../../src/platform/seo";

function meta(path: (typeof ROUTE_PATHS)[number], key: string) {
  return headFor(path).meta.find((tag) => tag.name === key || tag.property === key)?.content;
}

describe("head tags per route", () => {
  it.each(ROUTE_PATHS)(
    "%s has its title, description, keywords, canonical, Open Graph, Twitter and JSON-LD",
    (path) => {
      const head = headFor(path);
      const page = pages[path];
      expect(head.meta.filter((tag) => "title" in tag)).toEqual([{ title: page.title }]);
      expect(meta(path, "description")).toBe(page.description);
      expect(meta(path, "keywords")).toBe(page.keywords.join(", "));
      expect(head.links).toEqual([{ rel: "canonical", href: canonicalUrl(path) }]);
      expect(canonicalUrl(path)).toMatch(/^https:\/\//);
      expect(meta(path, "og:title")).toBe(page.title);
      expect(meta(path, "og:description")).toBe(page.description);
      expect(meta(path, "og:url")).toBe(canonicalUrl(path));
      expect(meta(path, "og:image")).toMatch(/^https:\/\/.+\.png$/);
      expect(meta(path, "twitter:card")).toBe("summary_large_image");
      expect(meta(path, "twitter:title")).toBe(page.title);
      expect(head.scripts).toHaveLength(1);
      const graph = JSON.parse(head.scripts[0]?.children ?? "{}")["@graph"] as Array<{ "@type": string }>;
      expect(graph.map((node) => node["@type"])).toContain(page.schemaType);
      expect(meta(path, "robots")).toBe(
        page.indexable === false ? "noindex, follow" : "index, follow, max-image-preview:large",
      );
    },
  );

  it("gives the home page Organization and WebSite structured data", () => {
    const graph = JSON.parse(headFor("/").scripts[0]?.children ?? "{}")["@graph"] as Array<{
      "@type": string;
    }>;
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "WebSite", "WebPage"]);
  });

  it("gives every route its own title and description", () => {
    const titles = ROUTE_PATHS.map((path) => pages[path].title);
    const descriptions = ROUTE_PATHS.map((path) => pages[path].description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) expect(description.length).toBeLessThanOrEqual(170);
  });

  it("escapes JSON-LD so no value can close the script tag", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>&" });
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>&" });
  });

  it("builds canonical URLs from the configured origin", () => {
    expect(canonicalUrl("/", "https://site.test")).toBe("https://site.test/");
    expect(canonicalUrl("/about", "https://site.test")).toBe("https://site.test/about");
  });
});
