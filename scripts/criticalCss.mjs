// Each page's HTML carries only the CSS that page needs to paint (issue 16, "a lighter floor").
//
// The build emits one stylesheet (about 89 KB, 19 KB gzipped) for the whole site. Inlined whole into
// every page it is parsed and matched on every first paint, although a page uses a fifth of it.
// Beasties (a maintained fork of Critters) keeps, in each page's inline <style>, the rules whose
// selectors match an element of that page's prerendered HTML, and the @media and @keyframes they
// need. Two things it cannot see from the static HTML are kept whole:
//
// - States: a rule for :hover, :focus-visible, :checked, [data-state], [aria-expanded]… must hold
//   for a visitor without JavaScript (or before the code has arrived) who points, tabs or ticks.
//   Panda writes most of them as `:is(:focus-visible, [data-focus-visible])`, which Beasties cannot
//   strip to a base selector, so every rule with a state in its selector is kept (ALWAYS_KEPT).
// - Fonts: the families are named through CSS variables, so Beasties finds no use of them; the
//   @font-face rules are put back first in the inline CSS, or text would repaint in other metrics.
//
// What is left of those state rules for classes the page does not have, and the theme's custom
// properties that nothing left names, are then dropped (scripts/unusedCss.mjs).
//
// The full stylesheet is not lost: the early-input script preloads it with the page's modules, and
// the client entry applies it before it hydrates (src/startup/fullStylesheet.ts), so everything the
// code renders later (dialogs, toasts, other pages) is styled.
import Beasties from "beasties";
import { dropUnused } from "./unusedCss.mjs";

/** Selectors for states the prerendered HTML is not in: kept on every page. */
export const ALWAYS_KEPT = [
  /:(?:is|where|has|not|hover|focus|focus-visible|focus-within|checked|disabled|enabled|active|placeholder-shown|open|invalid|valid|target|empty|visited|autofill|read-only|indeterminate|popover-open|modal)\b/,
  /::(?:placeholder|backdrop|selection|marker|-webkit-)/,
  /\[(?:data-|aria-|open|hidden|disabled|inert)/,
  // Panda classes with quotes (`grid-template-areas_"main_side"`, `before:content_""`): Beasties'
  // selector engine does not match their escaped quotes, so they are kept rather than lost.
  /\\"/,
  // Panda's arbitrary selectors (`[&_svg]:color`, `[&:has(input:checked)]:bg`): their class names
  // are escaped brackets and ampersands, which it does not match either.
  /\.\\\[/,
];

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const INLINE_STYLE = /(<style data-tsr-inline-css(?:="")?>)([\s\S]*?)(<\/style>)/;

/** A reducer for prerendered pages: `reduce(html)` gives the page with only its own CSS inline. */
export function criticalCss({ dist, fullCss }) {
  const beasties = new Beasties({
    path: dist,
    external: false,
    reduceInlineStyles: true,
    mergeStylesheets: false,
    // A keyframe is often named by a class the code adds later (a spinner): all of them are kept.
    keyframes: "all",
    fonts: false,
    allowRules: ALWAYS_KEPT,
    compress: true,
    logLevel: "warn",
  });
  const fontFaces = (fullCss.match(FONT_FACE) ?? []).join("");
  return async function reduce(html) {
    if (!INLINE_STYLE.test(html)) throw new Error("No <style data-tsr-inline-css> to reduce in the page");
    // Only the reduced CSS is taken from Beasties' output: it serializes the whole document anew, and
    // the rest of the page stays byte for byte what React rendered (and will hydrate).
    const match = INLINE_STYLE.exec(await beasties.process(html));
    if (!match) throw new Error("Beasties dropped the page's inline <style>");
    const body = `${fontFaces}${dropUnused(match[2].replace(FONT_FACE, ""), html)}`;
    if (body.length >= fullCss.length)
      throw new Error("The page's critical CSS is not smaller than the stylesheet");
    return html.replace(INLINE_STYLE, (_, open, _full, close) => `${open}${body}${close}`);
  };
}
