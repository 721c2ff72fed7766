import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  codePointsOf,
  FONT_CORE_RANGE,
  FONT_FEATURES,
  FONT_REST_FILE_RANGE,
  FONT_REST_RANGE,
  FONT_UNICODE_RANGE,
  WEB_FONTS,
} from "../../../scripts/fontSettings.mjs";
import { sourceFiles } from "../../support/sourceFiles";
import { readWoff2, unicodeRange } from "../../support/woff2";

/**
 * The two web fonts are the Fontsource files made smaller by scripts/fonts.mjs, each in two files:
 * the characters the site's own words use (preloaded) and the rest of the face's range. These tests
 * hold the committed outputs to what that script promises: together, every character the face is
 * used for, every feature but fractions, the whole weight axis; the stylesheet and the preloads
 * point at them; and the site's copy needs nothing from the second file.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const require = createRequire(import.meta.url);
const fontsCss = readFileSync(path.join(root, "src/theme/fonts.css"), "utf8");
const whole = unicodeRange(FONT_UNICODE_RANGE);
const core = unicodeRange(FONT_CORE_RANGE);
const rest = unicodeRange(FONT_REST_RANGE);
const sorted = (points: Iterable<number>) => [...points].sort((a, b) => a - b);

it("splits each face's characters in two, with none left out and none in both", () => {
  expect(sorted([...core, ...rest])).toEqual(sorted(whole));
  expect([...core].filter((c) => rest.has(c))).toEqual([]);
  expect(sorted(codePointsOf(FONT_CORE_RANGE))).toEqual(sorted(core));
});

it("has in the core files every character of the face's range that the site's words use", () => {
  // The copy, the views and the machines (whose messages the views show): a character of the face's
  // range outside the core would fetch the second file, and swap a glyph, on the page that shows it.
  const files = ["src/content", "src/views", "src/components", "src/domain", "machines"].flatMap((dir) =>
    sourceFiles(path.join(root, dir)),
  );
  const outside = new Map<string, string>();
  for (const file of files) {
    // Comments are not shown to anyone.
    const code = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
    for (const char of code) {
      const c = char.codePointAt(0) ?? 0;
      if (whole.has(c) && !core.has(c)) outside.set(char, path.relative(root, file));
    }
  }
  expect(Object.fromEntries(outside)).toEqual({});
});

describe.each(WEB_FONTS)("$core and $rest", (font) => {
  const sourceBytes = readFileSync(require.resolve(font.source));
  const source = readWoff2(sourceBytes);
  const files = [
    { file: font.core, range: core, holds: core },
    // The second file also holds ASCII, for the auto-hinter (scripts/fontSettings.mjs); its
    // @font-face never gives ASCII to it.
    { file: font.rest, range: rest, holds: unicodeRange(FONT_REST_FILE_RANGE) },
  ].map(({ file, range, holds }) => {
    const bytes = readFileSync(path.join(root, "src/assets/fonts", file));
    return { file, range, holds, bytes, font: readWoff2(bytes) };
  });

  it("map, between them, every character of the face's range that their source maps, each in its file", () => {
    for (const { holds, font: output } of files) {
      expect(sorted(output.codePoints)).toEqual(sorted([...source.codePoints].filter((c) => holds.has(c))));
    }
    expect(files[0]?.font.codePoints.size).toBeGreaterThan(100);
    expect(files[1]?.font.codePoints.size).toBeGreaterThan(100);
  });

  it("keep every OpenType feature of their source but fractions, and the whole weight axis", () => {
    const expected = [...source.features].filter((f) => FONT_FEATURES.includes(f)).sort();
    expect(expected).toEqual(expect.arrayContaining(["kern", "tnum", "pnum"]));
    for (const { font: output } of files) {
      expect(output.features.has("frac")).toBe(false);
      expect(output.axes).toEqual(source.axes);
    }
    // Between them, every feature kept; the core file has all but those that act only on combining
    // marks (composition and mark positioning), since it has none.
    const union = new Set([...(files[0]?.font.features ?? []), ...(files[1]?.font.features ?? [])]);
    expect([...union].sort()).toEqual(expected);
    const markOnly = ["ccmp", "mark", "mkmk"];
    expect([...(files[0]?.font.features ?? [])].sort()).toEqual(
      expected.filter((f) => !markOnly.includes(f)),
    );
  });

  it("preload less than two thirds of their source, and the licence is beside them", () => {
    expect(files[0]?.bytes.length).toBeLessThan(sourceBytes.length * 0.67);
    expect(readFileSync(path.join(root, "src/assets/fonts", font.license), "utf8")).toMatch(
      /SIL Open Font License, Version 1\.1/,
    );
  });

  it("are the files their @font-face rules load, for the same characters", () => {
    for (const { file, range } of files) {
      const face = fontsCss
        .split("@font-face")
        .find((block) => block.includes(`url("../assets/fonts/${file}")`));
      expect(face, `a @font-face loading ${file}`).toBeDefined();
      const css = /unicode-range:([^;]+);/.exec(face ?? "")?.[1] ?? "";
      expect(unicodeRange(css.replace(/\s+/g, ""))).toEqual(range);
    }
  });
});

it("the preloads name the two core files and no other font", () => {
  const preloads = readFileSync(path.join(root, "src/startup/fonts.ts"), "utf8");
  for (const font of WEB_FONTS) {
    expect(preloads).toContain(`../assets/fonts/${font.core}?url`);
    expect(preloads).not.toContain(font.rest);
  }
  expect(preloads).not.toContain("@fontsource");
});
