import { links } from "../content/links";
import { notFoundPage, type PageContent, pages, ROUTE_PATHS, type RoutePath } from "../content/pages";
import { site } from "../content/site";

/** The document's own meta tags, the same on every page (the root's head); a navigation keeps them. */
export const documentMeta = [
  { charSet: "utf-8" },
  { name: "viewport", content: "width=device-width, initial-scale=1, viewport-fit=cover" },
  { name: "theme-color", content: "#0b1520" },
  { name: "format-detection", content: "telephone=no" },
] as const;

/** The social preview image, bundled in public/ and addressed absolutely. */
export const OG_IMAGE_PATH = "/og-image.png";

export function canonicalUrl(path: string, origin: string = site.siteOrigin): string {
  return `${origin}${path === "/" ? "/" : path}`;
}

/** JSON for a <script type="application/ld+json">: no value can close the tag or open markup. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function structuredData(page: PageContent): unknown[] {
  const url = canonicalUrl(page.path);
  const organization = {
    "@type": "Organization",
    "@id": `${site.siteOrigin}/#organization`,
    name: site.productName,
    url: `${site.siteOrigin}/`,
    logo: `${site.siteOrigin}/icon-512.png`,
    sameAs: [links.blog()],
    foundingDate: "1999",
  };
  const webPage = {
    "@type": page.schemaType,
    "@id": `${url}#webpage`,
    url,
    name: page.title,
    description: page.description,
    isPartOf: { "@id": `${site.siteOrigin}/#website` },
    publisher: { "@id": `${site.siteOrigin}/#organization` },
    inLanguage: "en-US",
  };
  if (page.path === "/") {
    const website = {
      "@type": "WebSite",
      "@id": `${site.siteOrigin}/#website`,
      url: `${site.siteOrigin}/`,
      name: site.productName,
      description: page.description,
      publisher: { "@id": `${site.siteOrigin}/#organization` },
      inLanguage: "en-US",
    };
    return [{ "@context": "https://schema.org", "@graph": [organization, website, webPage] }];
  }
  return [{ "@context": "https://schema.org", "@graph": [webPage] }];
}

export interface HeadTags {
  meta: Array<Record<string, string>>;
  links: Array<{ rel: string; href: string }>;
  scripts: Array<{ type: string; children: string }>;
}

/** Everything a route puts in <head>: title, description, keywords, canonical, Open Graph, Twitter, JSON-LD. */
export function headFor(path: RoutePath): HeadTags {
  const page = pages[path];
  const url = canonicalUrl(path);
  const image = `${site.siteOrigin}${OG_IMAGE_PATH}`;
  return {
    meta: [
      { title: page.title },
      { name: "description", content: page.description },
      { name: "keywords", content: page.keywords.join(", ") },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: site.productName },
      { property: "og:title", content: page.title },
      { property: "og:description", content: page.description },
      { property: "og:url", content: url },
      { property: "og:image", content: image },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: `${site.productName}: automation talent marketplace` },
      { property: "og:locale", content: "en_US" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: page.title },
      { name: "twitter:description", content: page.description },
      { name: "twitter:image", content: image },
      {
        name: "robots",
        content: page.indexable === false ? "noindex, follow" : "index, follow, max-image-preview:large",
      },
    ],
    links: [{ rel: "canonical", href: url }],
    scripts: structuredData(page).map((data) => ({
      type: "application/ld+json",
      children: jsonLdText(data),
    })),
  };
}

/** The 404 page's head: it has no route of its own, and search engines should not list it. */
export function notFoundHead(): HeadTags {
  return {
    meta: [
      { title: notFoundPage.title },
      { name: "description", content: notFoundPage.description },
      { name: "robots", content: "noindex" },
    ],
    links: [],
    scripts: [],
  };
}

const isRoutePath = (id: string): id is RoutePath => (ROUTE_PATHS as readonly string[]).includes(id);

/** What the router shows, as far as the head is concerned (a subset of its matches). */
export interface ShownMatch {
  routeId: string;
  status?: string;
  globalNotFound?: boolean;
  _notFound?: boolean;
}

/**
 * The head of the page the router shows: its deepest route's, or the 404 page's when nothing but the
 * root matched or a route said not found. The root route owns the head (__root.tsx, prerendered) and
 * the browser follows it on each client navigation (startup/documentHead.ts).
 */
export function headOfMatches(matches: ReadonlyArray<ShownMatch>): HeadTags {
  const notFound = matches.some(
    (match) => match.status === "notFound" || match.globalNotFound || match._notFound,
  );
  const leaf = matches[matches.length - 1]?.routeId ?? "";
  return !notFound && isRoutePath(leaf) ? headFor(leaf) : notFoundHead();
}
