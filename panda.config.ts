import { defineConfig } from "@pandacss/dev";
import { globalCss } from "./src/theme/globalCss";
import * as patterns from "./src/theme/patterns";
import { recipes, slotRecipes } from "./src/theme/recipes";
import { semanticTokens, tokens } from "./src/theme/tokens";

export default defineConfig({
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
});
