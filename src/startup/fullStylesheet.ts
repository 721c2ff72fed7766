import { CLIENT_MODULES_ID, STYLESHEET_ATTRIBUTE } from "./earlyInputScript";

/**
 * A prerendered page inlines only the CSS rules its own HTML uses (scripts/criticalCss.mjs). What the
 * code renders afterwards (a dialog, a toast, an error message, the next page) needs the rest, so the
 * client entry applies the site's whole stylesheet before it hydrates. The early-input script has
 * preloaded it with the page's modules, so this is usually a cache hit; if it cannot be loaded
 * (offline with no service worker), hydration goes on without it after `waitMs` rather than never.
 *
 * The link is added after the inline <style>: it holds the same rules in the same order, so the
 * cascade is the stylesheet's own and nothing on the page moves.
 */
const SAME_ORIGIN_STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

export function stylesheetOf(doc: Document): string | null {
  const href = doc.getElementById(CLIENT_MODULES_ID)?.getAttribute(STYLESHEET_ATTRIBUTE) ?? null;
  return href && SAME_ORIGIN_STYLESHEET.test(href) ? href : null;
}

export function applyFullStylesheet(doc: Document = document, waitMs = 3000): Promise<void> {
  const href = stylesheetOf(doc);
  // The entry runs once per document, so the link is never there before (dev: no list, no link).
  if (!href) return Promise.resolve();
  return new Promise((resolve) => {
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    const done = () => resolve();
    link.onload = link.onerror = done;
    setTimeout(done, waitMs);
    doc.head.append(link);
  });
}
