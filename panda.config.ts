import { defineConfig } from "@pandacss/dev";
import { globalCss } from "./src/theme/globalCss";
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
  globalCss,
});
