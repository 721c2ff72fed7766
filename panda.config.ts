import { defineConfig, definePreset } from "@pandacss/dev";
import pandaPreset from "@pandacss/preset-panda";
import { globalCss } from "./src/theme/globalCss";
import * as patterns from "./src/theme/patterns";
import { recipes, slotRecipes } from "./src/theme/recipes";
import { semanticTokens, tokens } from "./src/theme/tokens";
import { inlineTemplateConstants } from "./src/views/resume/templates/inline";

/*
 * Panda's default theme without its 22 colour palettes (242 custom properties, about 6 KB of the
 * stylesheet every page inlines and loads): the site's colours are its own (src/theme/tokens.ts:
 * steel, safety and the role tokens over them), and no view names a default palette. Spacing, sizes,
 * radii, type scale, shadows, easings and the rest stay Panda's.
 */
const { colors: defaultColors, ...defaultTokens } = pandaPreset.theme.tokens;
const siteBase = definePreset({
  name: "site-base",
  theme: {
    ...pandaPreset.theme,
    tokens: {
      ...defaultTokens,
      colors: {
        current: defaultColors.current,
        black: defaultColors.black,
        white: defaultColors.white,
        transparent: defaultColors.transparent,
      },
    },
  },
});

export default defineConfig({
  presets: ["@pandacss/preset-base", siteBase],
  preflight: true,
  jsxFramework: "react",
  include: ["./src/**/*.{ts,tsx}"],
  exclude: ["./src/routeTree.gen.ts"],
  outdir: "styled-system",
  importMap: "styled-system",
  minify: true,
  hash: false,
  strictTokens: false,
  theme: {
    extend: {
      tokens,
      semanticTokens,
      recipes,
      slotRecipes,
      breakpoints: { sm: "640px", md: "768px", lg: "1024px", xl: "1280px", "2xl": "1440px" },
      keyframes: {
        fadeIn: { from: { opacity: "0" }, to: { opacity: "1" } },
        fadeOut: { from: { opacity: "1" }, to: { opacity: "0" } },
        slideIn: {
          from: { transform: "translateY(8px)", opacity: "0" },
          to: { transform: "none", opacity: "1" },
        },
        scaleIn: {
          from: { transform: "scale(0.96)", opacity: "0" },
          to: { transform: "none", opacity: "1" },
        },
        /** The bundled explainer: each of four scenes holds the stage for a quarter of the loop. */
        explainerScene: {
          "0%": { opacity: "0", transform: "translateY(12px)" },
          "4%, 22%": { opacity: "1", transform: "none" },
          "25%, 100%": { opacity: "0", transform: "translateY(-8px)" },
        },
        explainerProgress: {
          "0%": { transform: "scaleX(0)" },
          "100%": { transform: "scaleX(1)" },
        },
        explainerDraw: {
          "0%, 3%": { strokeDashoffset: "120" },
          "15%, 100%": { strokeDashoffset: "0" },
        },
      },
    },
  },
  conditions: {
    extend: {
      open: '&:is([data-state="open"])',
      closed: '&:is([data-state="closed"])',
      current: '&:is([aria-current="page"])',
      invalid: '&:is([aria-invalid="true"], [data-invalid])',
    },
  },
  patterns: { extend: patterns },
  globalCss,
  hooks: {
    // A resume template's preview names its colours from the template's table (src/views/resume/templates/<name>/
    // index.ts); Panda does not follow imports, so it reads the file with the values put in.
    "parser:before": ({ filePath, content }) => inlineTemplateConstants(filePath, content),
  },
});
