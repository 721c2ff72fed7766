import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_FEATURES, FONT_UNICODE_RANGE, WEB_FONTS } from "../../scripts/fontSettings.mjs";
import { readWoff2, unicodeRange } from "../support/woff2";

/**
 * The two preloaded web fonts are the Fontsource files made smaller by scripts/fonts.mjs. These
 * tests hold the committed outputs to what that script promises: every character the @font-face
 * uses the face for, every feature but fractions, the whole weight axis; and the stylesheet and the
 * preloads point at them.
 */
const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
const fontsCss = readFileSync(path.join(root, "src/theme/fonts.css"), "utf8");
const kept = unicodeRange(FONT_UNICODE_RANGE);

describe.each(WEB_FONTS)("$file", (font) => {
  const sourceBytes = readFileSync(require.resolve(font.source));
  const outputBytes = readFileSync(path.join(root, "src/assets/fonts", font.file));
  const source = readWoff2(sourceBytes);
  const output = readWoff2(outputBytes);

  it("maps every character of the unicode-range that its source maps, and nothing else", () => {
    const expected = [...source.codePoints].filter((c) => kept.has(c)).sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(200);
    expect([...output.codePoints].sort((a, b) => a - b)).toEqual(expected);
  });

  it("keeps every OpenType feature of its source but fractions, and the whole weight axis", () => {
    const expected = [...source.features].filter((f) => FONT_FEATURES.includes(f)).sort();
    expect([...output.features].sort()).toEqual(expected);
    expect(expected).toEqual(expect.arrayContaining(["kern", "tnum", "pnum"]));
    expect(output.features.has("frac")).toBe(false);
    expect(output.axes).toEqual(source.axes);
  });

  it("is smaller than its source, and the licence is beside it", () => {
    expect(outputBytes.length).toBeLessThan(sourceBytes.length * 0.92);
    expect(readFileSync(path.join(root, "src/assets/fonts", font.license), "utf8")).toMatch(
      /SIL Open Font License, Version 1\.1/,
    );
  });

  it("is the file its @font-face loads, for the same characters", () => {
    const face = fontsCss
      .split("@font-face")
      .find((block) => block.includes(`url("../assets/fonts/${font.file}")`));
    expect(face, `a @font-face loading ${font.file}`).toBeDefined();
    const range = /unicode-range:([^;]+);/.exec(face ?? "")?.[1] ?? "";
    expect(unicodeRange(range.replace(/\s+/g, ""))).toEqual(kept);
  });
});

it("the preloads name the same two files", () => {
  const preloads = readFileSync(path.join(root, "src/platform/fonts.ts"), "utf8");
  for (const font of WEB_FONTS) expect(preloads).toContain(`../assets/fonts/${font.file}?url`);
  expect(preloads).not.toContain("@fontsource");
});
