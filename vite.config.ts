import { readFile } from "node:fs/promises";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { minifySync, type Plugin, transformWithOxc } from "vite";
import { defineConfig } from "vitest/config";
import { serviceWorkerEnabled } from "./scripts/offline.mjs";
import { pandaStatic } from "./scripts/pandaStatic.mjs";
import { startupPackagePatterns } from "./scripts/startupChunk.mjs";
import { stripMachineDescriptions } from "./scripts/stripDescriptions.mjs";
import { inlineTemplateConstants } from "./src/views/resume/templates/inline";

/** The modules of the start-up chunk (see codeSplitting below). */
const STARTUP_MODULES = new RegExp(
  [
    // React's core and JSX runtime (react-dom is the entry's own)
    String.raw`node_modules[\/]react[\/](index|jsx-runtime)\.js$`,
    String.raw`node_modules[\/]react[\/]cjs[\/]react(-jsx-runtime)?\.production\.js$`,
    String.raw`node_modules[\/]use-sync-external-store[\/]`,
    String.raw`node_modules[\/]@tanstack[\/](history|react-store)[\/]`,
    // the router's modules every page runs, and lucide's icon factory and the header's icon
    // (scripts/startupChunk.mjs: their file names, held by a unit test)
    ...startupPackagePatterns(),
    // lucide's shared helpers
    String.raw`node_modules[\/]lucide-react[\/]dist[\/]esm[\/](shared[\/])?src[\/]`,
    // Vite's helper that preloads a lazy chunk's imports with it (every page's entry calls it; left
    // to Rolldown it lands in whichever shared chunk sorts first, and pulls that chunk into every page)
    String.raw`vite[\/]preload-helper`,
    // the site's own start-up modules
    String.raw`[\/]src[\/]startup[\/](earlyInputScript|islands|loadNotices|connection)\.tsx?$`,
    String.raw`[\/]src[\/]platform[\/]session\.ts$`,
    String.raw`[\/]src[\/]content[\/](site|links|navigation)\.ts$`,
    String.raw`[\/]src[\/]components[\/]ui[\/]ExternalLink\.tsx$`,
    String.raw`[\/]src[\/]components[\/]toast[\/]toastRegion\.ts$`,
    String.raw`[\/]styled-system[\/]css[\/]cx\.mjs$`,
  ].join("|"),
);

/** The modules of the tool pages' shared chunk (see codeSplitting below). */
const TOOL_MODULES = new RegExp(
  [
    String.raw`[\/]src[\/]components[\/]ui[\/](NoScriptNote|Field|inputs)\.tsx$`,
    String.raw`[\/]src[\/]components[\/]toast[\/]toastLater\.ts$`,
    String.raw`[\/]src[\/]components[\/]hooks[\/]useOnDemand\.ts$`,
    String.raw`[\/]src[\/]startup[\/]onDemand\.ts$`,
    String.raw`[\/]src[\/]content[\/]options\.ts$`,
    String.raw`[\/]src[\/]domain[\/](jsonShape|storedSchema)\.ts$`,
    String.raw`node_modules[\/]lucide-react[\/]dist[\/]esm[\/]icons[\/](triangle-exclamation-point|map-pin|x|arrow-right|check|loader-circle|arrow-left|rotate-ccw|info)\.mjs$`,
  ].join("|"),
);

/** The state machine library and the hook that runs a flow (see codeSplitting below). */
const STATE_MACHINE_MODULES = new RegExp(
  [
    String.raw`node_modules[\/](xstate|@xstate[\/]react|use-isomorphic-layout-effect)[\/]`,
    String.raw`[\/]src[\/]flows[\/](useFlow|inspector)\.ts$`,
  ].join("|"),
);

/**
 * The project wizard's modules that /post-project starts with (see codeSplitting below): all of it
 * but the later steps (Review & Post with its send card and outcome) and the posting help, which
 * load on demand.
 */
const PROJECT_WIZARD_MODULES = new RegExp(
  [
    String.raw`[\/]src[\/]views[\/]postProject[\/](?!(SkillsStep|BudgetStep|ReviewStep|ProjectSend|ProjectOutcome|PostingHelp|NoScriptSteps)\.tsx$|noScriptPart\.ts$)`,
    String.raw`[\/]src[\/](content|domain)[\/](postProject|projectWizard)\.ts$`,
    // what the machine sends (issue 34); the send card's copy loads with Review & Post
    String.raw`[\/]src[\/]domain[\/]projectLead\.ts$`,
    String.raw`[\/]machines[\/]projectWizard\.ts$`,
    // the one icon no other page draws
    String.raw`node_modules[\/]lucide-react[\/]dist[\/]esm[\/]icons[\/]save\.mjs$`,
  ].join("|"),
);

const INLINE_SCRIPT = "?inline-script";

/**
 * `import text from "./module?inline-script"`: the module's one exported function, compiled from
 * TypeScript and minified, as the text of a function expression, for a page's inline <script>
 * (src/startup/earlyInputScript.ts). The module must stand alone: it may import types only, since
 * nothing else is there when the inline script runs.
 */
function inlineScript(): Plugin {
  return {
    name: "inline-script",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(INLINE_SCRIPT)) return null;
      const resolved = await this.resolve(source.slice(0, -INLINE_SCRIPT.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${resolved.id}${INLINE_SCRIPT}` : null;
    },
    async load(id) {
      if (!id.endsWith(INLINE_SCRIPT)) return null;
      const file = id.slice(0, -INLINE_SCRIPT.length);
      this.addWatchFile(file);
      const { code } = await transformWithOxc(await readFile(file, "utf8"), file, { lang: "ts" });
      if (/^\s*import\b/m.test(code)) throw new Error(`${file}: an inline script may import types only`);
      const minified = minifySync(file.replace(/\.ts$/, ".js"), code, {
        compress: true,
        mangle: true,
        module: true,
      });
      if (minified.errors.length)
        throw new Error(`${file}: ${minified.errors.map((error) => error.message).join("; ")}`);
      const text = minified.code.trim().replace(/;$/, "");
      if (!/^export function \w+\(/.test(text) || /\bexport\b/.test(text.slice(6)))
        throw new Error(`${file}: an inline script exports one function and nothing else`);
      return `export default ${JSON.stringify(text.slice("export ".length))};`;
    },
  };
}

/**
 * The day of the build (src/content/site.ts, buildDate): sample dates and the copyright are reckoned
 * from it, never from the visitor's clock. Set VITE_BUILD_DATE=YYYY-MM-DD to build as of another day.
 */
if (!/^\d{4}-\d{2}-\d{2}$/.test(process.env.VITE_BUILD_DATE ?? "")) {
  process.env.VITE_BUILD_DATE = new Date().toISOString().slice(0, 10);
}
/** The footer's copyright: the site was first published in 2025 (the spec's year); the build's year ends it. */
const buildYear = (process.env.VITE_BUILD_DATE ?? "").slice(0, 4);
process.env.VITE_COPYRIGHT_YEARS = buildYear > "2025" ? `2025–${buildYear}` : "2025";

export default defineConfig(({ command }) => ({
  plugins: [
    inlineScript(),
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    // A resume template's preview carries its colours and layout values where it uses them, not
    // the template's table (src/views/resume/templates/inline.ts; Panda reads the same, panda.config.ts).
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
    // Whether the page's first script registers the service worker (src/startup/earlyInputScript.ts;
    // serviceWorker.ts follows it): in builds only, never in development, and off when
    // scripts/offline.mjs, deciding which worker it builds, finds it turned off.
    "import.meta.env.SERVICE_WORKER": JSON.stringify(
      command === "build" && serviceWorkerEnabled() ? "on" : "off",
    ),
    // How long the lead intake keeps leads: the same variable it purges by, read at build so /privacy
    // says it (src/content/leadPages.ts checks it; 365 when unset).
    "import.meta.env.LEADS_RETENTION_DAYS": JSON.stringify(process.env.LEADS_RETENTION_DAYS ?? ""),
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
        // What every page loads as it starts besides the entry chunk, as one chunk: the schemas
        // and searches every route's validateSearch uses (issue 19), React's core, the router's
        // shared modules, the header's content and icon, the session, islands and notices. Left to
        // Rolldown these were some twenty files of a few hundred bytes, each compressed and fetched
        // apart (they are shared with the route chunks that import them too): one file is 3.5 KB
        // gzipped less on every route. A module listed here that a page stops needing at start
        // would be loaded anyway: the list is the start-up set of every route, checked by
        // build.spec ("the start-up chunk holds only what every page runs").
        codeSplitting: {
          groups: [
            { name: "startup", test: STARTUP_MODULES },
            // What the pages with a tool (a form, a search, a builder) start with besides the
            // above: the fields, the no-script note, the JSON shape check, the stored-draft schemas
            // and nine icons, loaded by most of the seven, fetched apart in files of 0.2-0.7 KB
            // before. The last four icons (loader, back arrow, reset, info) joined it when the
            // wizard and the resume builder reached their 151 KB budget: each in a file of its own
            // cost 0.2 KB where 0.1 KB is the icon; /post-project and /create-profile went from
            // 151.0 to 150.3 KB, /find-jobs (which uses none of them) from 148.0 to 148.2 KB.
            { name: "tools", test: TOOL_MODULES },
            // The state machine library with the hook that runs a flow, as one chunk whatever part of
            // it a chunk loaded later imports (an island's view reads a machine it does not run).
            { name: "useFlow", test: STATE_MACHINE_MODULES },
            // The project wizard's step 1 and what steps 2-4 share with it, as one chunk: left to
            // Rolldown, splitting off the later steps cut the shared modules into three more files.
            // Only these modules: what they import stays in the chunks it is shared through.
            { name: "post-project", test: PROJECT_WIZARD_MODULES, includeDependenciesRecursively: false },
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
      "tests/server/**/*.test.ts",
    ],
    environment: "node",
    // Property tests and jsdom renders take well under a second alone, but CI's 2 cores may be busy:
    // a slow machine must not fail a test that is only slow.
    testTimeout: 30_000,
  },
}));
