// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { pages } from "../../../src/content/pages";
import { notFoundPage } from "../../../src/content/statusPages";
import { documentMeta, headFor, headOfMatches, notFoundHead } from "../../../src/platform/seo";
import { applyPageHead } from "../../../src/startup/pageHead";

const root = { routeId: "__root__", status: "success" };

describe("the head of what the router shows", () => {
  it("is the deepest route's", () => {
    expect(headOfMatches([root, { routeId: "/about", status: "success" }])).toEqual(headFor("/about"));
    expect(headOfMatches([root, { routeId: "/", status: "success" }])).toEqual(headFor("/"));
  });

  it("is the 404 page's when only the root matched or a match says not found", () => {
    expect(headOfMatches([{ ...root, globalNotFound: true }])).toEqual(notFoundHead());
    expect(headOfMatches([root])).toEqual(notFoundHead());
    expect(headOfMatches([root, { routeId: "/about", status: "notFound" }])).toEqual(notFoundHead());
    expect(headOfMatches([root, { routeId: "/about", status: "success", _notFound: true }])).toEqual(
      notFoundHead(),
    );
    expect(notFoundHead().meta).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("writing a page's head in the browser", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
    const meta = (attributes: Record<string, string>) =>
      document.head.append(Object.assign(document.createElement("meta"), attributes));
    document.head.append(
      Object.assign(document.createElement("meta"), { httpEquiv: "Content-Security-Policy" }),
    );
    for (const tag of documentMeta) {
      if ("name" in tag) meta({ name: tag.name, content: tag.content });
    }
    applyPageHead(headFor("/about"));
  });

  const names = () =>
    [...document.head.querySelectorAll("meta[name], meta[property]")].map(
      (element) => element.getAttribute("name") ?? element.getAttribute("property"),
    );

  it("replaces every tag of the last page's and keeps the document's own", () => {
    applyPageHead(headFor("/industries"));
    expect(document.title).toBe(pages["/industries"].title);
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      pages["/industries"].description,
    );
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://www.example.com/industries",
    );
    const jsonLd = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(jsonLd).toHaveLength(1);
    expect(JSON.parse(jsonLd[0]?.textContent ?? "")["@graph"][0]["@type"]).toBe(
      pages["/industries"].schemaType,
    );
    // Each name once: nothing of /about's is left beside /industries'.
    expect(new Set(names()).size).toBe(names().length);
    expect(names()).toEqual(
      expect.arrayContaining(["viewport", "theme-color", "format-detection", "og:title"]),
    );
    expect(document.head.querySelector('meta[http-equiv="Content-Security-Policy"]')).not.toBeNull();
  });

  it("leaves the 404 page with its own three tags and no canonical, Open Graph or structured data", () => {
    applyPageHead(notFoundHead());
    expect(document.title).toBe(notFoundPage.title);
    expect(names().sort()).toEqual(["description", "format-detection", "robots", "theme-color", "viewport"]);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it("writes text as text: a value that looks like markup stays a value", () => {
    applyPageHead({
      meta: [{ title: "</title><script>x</script>" }, { name: "description", content: '"><img src=x>' }],
      links: [],
      scripts: [],
    });
    expect(document.title).toBe("</title><script>x</script>");
    expect(document.head.querySelector("img, script:not([type])")).toBeNull();
  });
});
