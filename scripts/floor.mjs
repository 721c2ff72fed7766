// The floor of a page: its own prerendered HTML with its scripts removed, everything else kept byte
// for byte (CSS, fonts, images, the CSP meta). `npm run bench` measures each route against its floor
// (issue 16: a page may cost at most 1.3x the main-thread work of its floor); scripts/serve.mjs
// serves it as `<route>?__floor` when started with SERVE_FLOOR=1.
//
// Removed: every <script> element (module, inline, the client loader, JSON-LD data) and every
// <link> that fetches a script (rel="modulepreload", or rel="preload" with as="script"). The CSP
// meta stays as it is: its hashes for the removed inline scripts no longer match anything, so the
// policy stays correct (it only allows less than it names).

/** An attribute list: quoted values may hold `>`. */
const ATTRS = `(?:[^>"']|"[^"]*"|'[^']*')*`;
/** A <script> element up to its first end tag, as an HTML parser reads it. */
const SCRIPT = new RegExp(String.raw`<script(?=[\s/>])${ATTRS}>[\s\S]*?</script\s*>`, "gi");
const LINK = new RegExp(String.raw`<link(?=[\s/>])${ATTRS}>`, "gi");

const attr = (tag, name) => {
  const match = new RegExp(String.raw`\s${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]).toLowerCase() : null;
};

/** True for a <link> that downloads JavaScript. */
function isScriptLink(tag) {
  const rel = (attr(tag, "rel") ?? "").split(/\s+/);
  return rel.includes("modulepreload") || (rel.includes("preload") && attr(tag, "as") === "script");
}

/** `html` without its <script> elements and script preloads; every other byte unchanged. */
export function floorHtml(html) {
  return html.replace(SCRIPT, "").replace(LINK, (tag) => (isScriptLink(tag) ? "" : tag));
}
