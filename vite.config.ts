import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { serviceWorkerEnabled } from "./scripts/offline.mjs";
import { pandaStatic } from "./scripts/pandaStatic.mjs";
import { stripMachineDescriptions } from "./scripts/stripDescriptions.mjs";
import { inlineTemplateConstants } from "./src/templates/inline";

export default defineConfig(({ command }) => ({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    // A resume template's preview carries its colours and layout values where it uses them, not
    // the template's table (src/templates/inline.ts; Panda reads the same, panda.config.ts).
    {
      name: "inline-template-constants",
      enforce: "pre",
      transform(code, id) {
        const inlined = inlineTemplateConstants(id.split("?")[0] ?? id, code);
        return inlined === undefined ? null : { code: inlined, map: null };
      },
    },
    // Style calls written out in full become the class names they return (scripts/pandaStatic.mjs).
    // After the template constants, which turn a template's calls into written-out ones.
    pandaStatic({ styledSystem: new URL("./styled-system/", import.meta.url) }),
    // The prerendered pages carry the stylesheet inline (scripts/prerender.mjs). With this flag on
    // the router hydrates that <style> from the text already in the page instead of emptying it.
    // The router plugin defines it "false" from its own config hook, so this one comes after it.
    {
      name: "inline-css-enabled",
      config: () => ({
        define: {
          "process.env.TSS_INLINE_CSS_ENABLED": JSON.stringify("true"),
          "import.meta.env.TSS_INLINE_CSS_ENABLED": JSON.stringify("true"),
        },
      }),
    },
    react(),
    // The machines' descriptions are for people (Stately, diagrams, test plans): not in the build.
    stripMachineDescriptions(),
  ],
  define: {
    // Whether the page's first script registers the service worker (src/platform/earlyInputScript.ts;
    // serviceWorker.ts follows it): in builds only, never in development, and off when
    // scripts/offline.mjs, deciding which worker it builds, finds it turned off.
    "import.meta.env.SERVICE_WORKER": JSON.stringify(
      command === "build" && serviceWorkerEnabled() ? "on" : "off",
    ),
  },
  resolve: {
    alias: { "styled-system": new URL("./styled-system", import.meta.url).pathname },
  },
  build: {
    manifest: true,
    target: "es2022",
    // One stylesheet for the whole site, inlined in every page by scripts/prerender.mjs. Split per
    // chunk, Vite's preload helper would fetch it again with the first lazy chunk as a
    // <link rel="stylesheet">, and the browser would recompute every style, lay the page out again
    // and reload the fonts' @font-face rules after hydration (a 25 ms task on /find-jobs, 100 ms
    // under Lighthouse's 4x CPU slowdown).
    cssCodeSplit: false,
    rollupOptions: {
      input: "src/entry-client.tsx",
      output: {
        // Every route's search goes through schemas (src/domain/schema.ts): they, the searches made
        // of them and text.ts, which every page loads already, are one chunk. Left to Rolldown the
        // schemas were one more file for every page to fetch, compressed apart from the searches
        // that use them: every route 219-317 B gzipped larger than with the hand-written parsers,
        // and 105-179 B smaller with this group (issue 19).
        codeSplitting: {
          groups: [
            {
              name: "search",
              test: /[\\/]src[\\/]domain[\\/](text|schema|jobSearch|contractorSearch|calculatorSearch)\.ts$/,
            },
          ],
        },
      },
      // Panda's generated modules only define functions and tables (css.mjs fills two lookup maps
      // when it loads), so one whose exports no page code calls can go: with its style calls written
      // out at build time (scripts/pandaStatic.mjs), a page that imports just cx() does not carry
      // the whole css() runtime.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]styled-system[\\/]/.test(id),
      },
    },
  },
  test: {
    include: [
      "tests/unit/**/*.test.{ts,tsx}",
      "tests/flows/**/*.test.{ts,tsx}",
      "tests/robustness/**/*.test.{ts,tsx}",
    ],
    environment: "node",
  },
}));
