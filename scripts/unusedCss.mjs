// What Beasties leaves in a page's inline CSS that the page cannot use (scripts/criticalCss.mjs).
//
// Beasties keeps every rule for a state (:hover, [data-state], :is(:focus-visible, …)) whatever its
// classes, since it cannot match a state against static HTML: on every page that was about 150 rules
// of the site's other pages. And the theme's tokens are all declared (280 custom properties), though
// a page's rules name a third of them. Both are dropped here, soundly:
//
// - A rule is dropped when a selector names a class that no element of the page's HTML has (outside
//   a functional pseudo-class such as :is() or :not(), whose classes need not be present): no state
//   can make it match before the code runs, and once it runs the whole stylesheet is applied
//   (src/startup/fullStylesheet.ts).
// - A custom property is dropped when nothing left names it in a var(): not the page's CSS, not its
//   HTML (style attributes), not another property that is kept. Properties the code reads itself
//   (getPropertyValue) are kept: READ_BY_CODE, held to the source by a unit test.
import postcss from "postcss";

/** Custom properties the code reads with getPropertyValue(), so kept whatever the CSS names. */
export const READ_BY_CODE = ["--sizes-header"];

const ENTITIES = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" };

/** An attribute's text as the DOM has it (React escapes &, ", ', < and >). */
function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The page's markup without its <style> elements (the CSS being reduced). */
const withoutStyles = (html) => html.replace(/<style\b[\s\S]*?<\/style>/gi, "");

/** Every class name on an element of the HTML (the inline <style> left out), as the DOM has it. */
export function classesOf(html) {
  const classes = new Set();
  const markup = withoutStyles(html);
  for (const match of markup.matchAll(/\sclass\s*=\s*(?:"([^"]*)"|'([^']*)')/gi))
    for (const name of decodeEntities(match[1] ?? match[2] ?? "").split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** A CSS identifier's escapes resolved (`\:` is ":", `\31 ` is "1"). */
function unescapeIdent(ident) {
  return ident.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|([\s\S]))/g, (_, hex, char) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );
}

/** Where the escape that starts at `index` (a backslash) ends: a character, or hex digits and a space. */
function escapeEnd(text, index) {
  const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(text.slice(index + 1, index + 8));
  return index + 1 + (hex ? hex[0].length : 1);
}

/**
 * The classes an element must have for `selector` to match anything: every class outside a
 * functional pseudo-class's arguments, an attribute selector and a string.
 */
export function requiredClasses(selector) {
  const classes = [];
  let depth = 0;
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index];
    if (char === "\\") {
      index = escapeEnd(selector, index) - 1;
      continue;
    }
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth = Math.max(0, depth - 1);
    else if ((char === '"' || char === "'") && depth > 0) {
      // A string inside an attribute selector or arguments: skipped whole.
      const end = selector.indexOf(char, index + 1);
      index = end < 0 ? selector.length : end;
    } else if (char === "." && depth === 0) {
      let end = index + 1;
      while (end < selector.length && /[\w\-\\\u0080-\uffff]/.test(selector[end]))
        end = selector[end] === "\\" ? escapeEnd(selector, end) : end + 1;
      if (end > index + 1) classes.push(unescapeIdent(selector.slice(index + 1, end)));
      index = end - 1;
    }
  }
  return classes;
}

const VAR_REFERENCE = /var\(\s*(--(?:[\w-]|\\[\s\S])+)/g;

/** `css` without the rules the page's HTML cannot match and the custom properties nothing names. */
export function dropUnused(css, html) {
  const classes = classesOf(html);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // A keyframe's steps (`from`, `50%`) are not selectors of the page.
    if (rule.parent?.type === "atrule" && /keyframes$/i.test(rule.parent.name)) return;
    const matching = rule.selectors.filter((selector) =>
      requiredClasses(selector).every((name) => classes.has(name)),
    );
    if (matching.length === 0) rule.remove();
    else if (matching.length < rule.selectors.length) rule.selectors = matching;
  });
  const namedInHtml = new Set([...withoutStyles(html).matchAll(VAR_REFERENCE)].map((match) => match[1]));
  // Until nothing more goes: a property named only by properties dropped in this pass goes in the next.
  for (let removed = true; removed; ) {
    removed = false;
    const named = new Set([...namedInHtml, ...READ_BY_CODE]);
    root.walkDecls((declaration) => {
      for (const match of declaration.value.matchAll(VAR_REFERENCE)) named.add(match[1]);
    });
    root.walkDecls(/^--/, (declaration) => {
      if (named.has(declaration.prop)) return;
      declaration.remove();
      removed = true;
    });
  }
  const empty = (node) => node.nodes !== undefined && node.nodes.length === 0;
  for (let removed = true; removed; ) {
    removed = false;
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && empty(node)) {
        node.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}
