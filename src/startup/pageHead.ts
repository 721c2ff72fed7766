import { documentMeta, type HeadTags } from "../platform/seo";

/**
 * Writes a page's head in the browser, when the router shows another page than the one the HTML
 * was prerendered for (startup/documentHead.ts loads this then, with the head data it needs).
 */
export { headOfMatches } from "../platform/seo";

const documentMetaNames = new Set<string>(documentMeta.flatMap((tag) => ("name" in tag ? [tag.name] : [])));

/** The page's tags in <head>: everything a page's head gives, nothing the document owns. */
const PAGE_TAGS =
  'title, meta[name], meta[property], link[rel="canonical"], script[type="application/ld+json"]';

/** Replaces the page's tags in the document's head with `head`'s. */
export function applyPageHead(head: HeadTags, doc: Document = document): void {
  for (const element of doc.head.querySelectorAll(PAGE_TAGS)) {
    if (element.localName === "meta" && documentMetaNames.has(element.getAttribute("name") ?? "")) continue;
    element.remove();
  }
  const add = (name: string, attributes: Record<string, string>, text?: string) => {
    const element = doc.createElement(name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    if (text !== undefined) element.textContent = text;
    doc.head.append(element);
  };
  for (const tag of head.meta) {
    if ("title" in tag) add("title", {}, tag.title);
    else add("meta", tag);
  }
  for (const link of head.links) add("link", link);
  for (const script of head.scripts) add("script", { type: script.type }, script.children);
}
