// npm run fonts: makes the two web fonts the pages preload smaller, from the Fontsource files.
//
// The largest text of every page waits for these two files (they are preloaded and render-critical),
// so their bytes are on the path to LCP. The Fontsource "latin" variable files carry more than the
// site uses: the whole weight axis (100-900 and 300-700) and OpenType features it never turns on
// (fractions, numerators, denominators, proportional figures, case forms, stylistic sets). This keeps
// what a page can show, glyph for glyph:
//
// - the same characters: the unicode-range of the @font-face rules (src/theme/fonts.css), so every
//   character the face is used for is still in it (the Fontsource files also map five combining
//   marks outside that range, which the browser never takes from this face), in two files: the
//   characters the site's own words use (FONT_CORE_RANGE, preloaded) and the rest, which a browser
//   fetches only for a page that shows one of them (scripts/fontSettings.mjs);
// - every OpenType feature but fractions (frac, numr, dnom), which the site never turns on. Figures
//   stay both tabular (the theme's `tabular-nums`) and proportional: Inter's minus sign is drawn
//   through pnum's lookups, and dropping them changed it.
//
// The whole weight axis stays: narrowing it with fontTools' instancer (to the theme's 400-800) made
// the file 10 KB smaller again but moved the outlines of weights between the masters by up to a
// pixel, which is a different font.
//
// Both fonts are under the SIL Open Font License 1.1 with no Reserved Font Name, which allows
// modified (subset) versions under their own names; the licence is kept beside them.
//
// It runs fontTools (Debian: `apt-get install python3-fonttools python3-brotli`; pip: `fonttools
// brotli`). The outputs in src/assets/fonts/ are committed, so a build needs neither; run this after
// upgrading a Fontsource package or changing a range below. tests/unit/scripts/fonts.test.ts checks the
// outputs against these settings and their sources.
//
// Usage: node scripts/fonts.mjs
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FONT_CORE_RANGE, FONT_FEATURES, FONT_REST_FILE_RANGE, WEB_FONTS } from "./fontSettings.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const outDir = path.join(root, "src/assets/fonts");
const python = process.env.PYTHON ?? "python3";

function fontTools(args) {
  execFileSync(python, ["-m", ...args], { stdio: ["ignore", "ignore", "inherit"] });
}

mkdirSync(outDir, { recursive: true });
for (const font of WEB_FONTS) {
  const source = require.resolve(font.source);
  for (const [file, range] of [
    [font.core, FONT_CORE_RANGE],
    [font.rest, FONT_REST_FILE_RANGE],
  ]) {
    const output = path.join(outDir, file);
    fontTools([
      "fontTools.subset",
      source,
      `--unicodes=${range}`,
      `--layout-features=${FONT_FEATURES.join(",")}`,
      "--flavor=woff2",
      `--output-file=${output}`,
    ]);
    console.log(
      `${path.relative(root, output)}: ${(statSync(output).size / 1024).toFixed(1)} KB (the source: ${(statSync(source).size / 1024).toFixed(1)} KB)`,
    );
  }
  const licence = path.join(path.dirname(require.resolve(`${font.package}/package.json`)), "LICENSE");
  copyFileSync(licence, path.join(outDir, font.license));
}
