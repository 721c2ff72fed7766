import { defineSemanticTokens, defineTokens } from "@pandacss/dev";
import { paletteTokens, roleTokens } from "./colors";

export const tokens = defineTokens({
  colors: paletteTokens,
  fonts: {
    body: {
      value: "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    },
    heading: { value: "'Space Grotesk Variable', 'Inter Variable', ui-sans-serif, system-ui, sans-serif" },
    mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
  },
  radii: {
    xs: { value: "4px" },
    sm: { value: "6px" },
    md: { value: "8px" },
    lg: { value: "12px" },
    xl: { value: "16px" },
    "2xl": { value: "24px" },
    full: { value: "9999px" },
  },
  sizes: {
    header: { value: "64px" },
    container: { value: "1200px" },
  },
  shadows: {
    card: { value: "0 1px 2px rgba(11, 21, 32, 0.06), 0 2px 8px rgba(11, 21, 32, 0.06)" },
    raised: { value: "0 8px 24px rgba(11, 21, 32, 0.12)" },
    overlay: { value: "0 24px 64px rgba(11, 21, 32, 0.28)" },
  },
  durations: {
    fast: { value: "120ms" },
    normal: { value: "200ms" },
  },
  // Layers named by the header, dialogs and tooltips (zIndex: "sticky"...): without these tokens
  // the names reached the CSS as invalid values and positioned page content painted over the header.
  // Only the layers something names: each token is a variable in every page's inline CSS.
  zIndex: {
    docked: { value: 10 },
    sticky: { value: 1100 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    skipLink: { value: 1600 },
    toast: { value: 1700 },
    tooltip: { value: 1800 },
  },
});

/** Role tokens (src/theme/colors.ts): views use these, never raw palette values. */
export const semanticTokens = defineSemanticTokens({ colors: roleTokens });
