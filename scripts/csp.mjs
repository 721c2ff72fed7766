// The Content Security Policy of a prerendered page: only the site itself, the video embed host in
// frames, the analytics host, and no inline script except the router's own bootstrap, by hash; no
// inline stylesheet except the page's own inlined CSS, by hash.
import { createHash } from "node:crypto";

const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attrs, body] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attrs ?? "")) continue;
    if (/type="application\/(ld\+)?json"/.test(attrs ?? "")) continue; // data, never executed
    hashes.push(sha256(body));
  }
  return [...new Set(hashes)];
}

/** The stylesheets a prerendered page carries inline, as text (the CSS the prerender inlines). */
export function inlineStylesOf(html) {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(([, body]) => body);
}

export function inlineStyleHashes(html) {
  return [...new Set(inlineStylesOf(html).map(sha256))];
}

/**
 * The inline scripts a route puts in <head> (its head() scripts, e.g. the home page's pending-link
 * mark). The router inserts them again when a visitor navigates to that route from another page,
 * so every page's policy allows these, besides its own bootstrap.
 */
export function headScriptHashes(html) {
  const head = html.slice(0, html.indexOf("</head>"));
  return inlineScriptHashes(head);
}

/**
 * The origin of the lead intake when the forms post to another origin (VITE_LEADS_ENDPOINT set to an
 * absolute URL, the intake running elsewhere: docs/intake.md), or "" when they post to this site.
 */
export function leadsOriginOf(endpoint = process.env.VITE_LEADS_ENDPOINT ?? "") {
  try {
    const url = new URL(endpoint);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : "";
  } catch {
    return "";
  }
}

export function policyFor(
  html,
  { videoEmbedOrigin, analytics = true, siteHeadScripts = [], leadsOrigin = leadsOriginOf() },
) {
  const leads = leadsOrigin ? ` ${leadsOrigin}` : "";
  const analyticsScript = analytics ? " https://www.googletagmanager.com" : "";
  const analyticsConnect = analytics
    ? " https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com"
    : "";
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set([...inlineScriptHashes(html), ...siteHeadScripts])].join(" ")}${analyticsScript}`,
    ["style-src 'self'", ...inlineStyleHashes(html)].join(" "),
    // Components position popovers and toasts with style attributes; no script can run from them.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The forms send to the lead intake, by fetch with JavaScript and as a plain post without it.
    `connect-src 'self'${leads}${analyticsConnect}`,
    `frame-src ${videoEmbedOrigin}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${leads}`,
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ].join("; ");
}

/** Puts the policy in a meta tag right after the charset, before any script. */
export function withCspMeta(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const charset = '<meta charSet="utf-8"/>';
  if (!html.includes(charset)) throw new Error("No charset meta to anchor the CSP meta");
  return html.replace(charset, `${charset}${meta}`);
}
