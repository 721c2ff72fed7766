import { defineGlobalStyles } from "@pandacss/dev";

export const globalCss = defineGlobalStyles({
  html: {
    // The sticky header must never cover an anchor target (Park UI's way: CSS, not script).
    scrollPaddingTop: "calc(token(sizes.header) + 16px)",
    fontFamily: "body",
    color: "fg.default",
    bg: "bg.canvas",
    lineHeight: "1.6",
    WebkitTextSizeAdjust: "100%",
    textRendering: "optimizeLegibility",
    WebkitFontSmoothing: "antialiased",
  },
  body: { minHeight: "100dvh", display: "flex", flexDirection: "column" },
  "h1, h2, h3, h4": {
    fontFamily: "heading",
    lineHeight: "1.2",
    letterSpacing: "-0.01em",
    textWrap: "balance",
  },
  // A press the page's first script holds until the code answers it (src/startup/earlyInputRuntime.ts):
  // shown at once as taken, so the visitor does not tap again.
  "[data-held]": { cursor: "progress", opacity: "0.6", transition: "none" },
  ":focus-visible": { outline: "3px solid token(colors.focusRing)", outlineOffset: "2px" },
  "::selection": { bg: "safety.200" },
  "@media (prefers-reduced-motion: reduce)": {
    "*, *::before, *::after": {
      animationDuration: "0.01ms !important",
      transitionDuration: "0.01ms !important",
    },
    html: { scrollBehavior: "auto !important" },
  },
});
