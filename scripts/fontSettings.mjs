// What scripts/fonts.mjs keeps of the two web fonts; tests/unit/scripts/fonts.test.ts checks the outputs.

/** The characters each face is used for: the union of its two @font-face rules (src/theme/fonts.css). */
export const FONT_UNICODE_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329," +
  "U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/**
 * The characters the site's own words use: ASCII and the few others its copy has (a test
 * reads the copy and the views for any other). Each face's first file holds these and is preloaded;
 * the rest of FONT_UNICODE_RANGE is a second file that a browser fetches only for a page that shows
 * one of its characters (a name typed with an accent), so it is not on the way to any page's LCP.
 */
export const FONT_CORE_RANGE =
  "U+0000-007E,U+00A0,U+00A9,U+00B7,U+00D7,U+00DC,U+00E1,U+00E3,U+00E4,U+00E9,U+00ED,U+00F7," +
  // The modifier apostrophes too: without them, Inter's right single quote (U+2019, which the copy
  // uses) is drawn a little differently at 500-800 (tests/e2e/fonts.spec.ts).
  "U+02BB-02BC,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2122,U+2212,U+20AC";

/** The code points of a CSS unicode-range list ("U+0000-00FF,U+0131"). */
export function codePointsOf(range) {
  const points = new Set();
  for (const part of range.split(",")) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`not a unicode-range part: ${part}`);
    const from = Number.parseInt(match[1], 16);
    const to = Number.parseInt(match[2] ?? match[1], 16);
    for (let c = from; c <= to; c++) points.add(c);
  }
  return points;
}

/** A CSS unicode-range list for a set of code points, runs written as ranges. */
export function rangeOf(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const hex = (c) => c.toString(16).toUpperCase().padStart(4, "0");
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j;
  }
  return parts.join(",");
}

/** The face's characters that are not in its core file. */
export const FONT_REST_RANGE = rangeOf(
  [...codePointsOf(FONT_UNICODE_RANGE)].filter((c) => !codePointsOf(FONT_CORE_RANGE).has(c)),
);

/**
 * What the second file holds: its range, and printable ASCII as well. The browser never takes
 * ASCII from it (its @font-face's unicode-range leaves ASCII to the core file), but FreeType's
 * auto-hinter, which Chromium uses on Linux, measures a Latin font's stems and heights on letters
 * like o, x and H: without them the file's accented letters rasterize a little differently from the
 * source font's (tests/e2e/fonts.spec.ts compares the pixels).
 */
export const FONT_REST_FILE_RANGE = `${FONT_REST_RANGE},U+0020-007E`;

/** OpenType features kept: all the two fonts have but fractions (frac, numr, dnom), never turned on. */
export const FONT_FEATURES = ["kern", "mark", "mkmk", "ccmp", "locl", "calt", "liga", "tnum", "pnum"];

/** Each font: its Fontsource source, and the two files made from it (core, preloaded; rest). */
export const WEB_FONTS = [
  {
    package: "@fontsource-variable/inter",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    core: "inter-core-wght.woff2",
    rest: "inter-rest-wght.woff2",
    license: "inter-LICENSE.txt",
  },
  {
    package: "@fontsource-variable/space-grotesk",
    source: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
    core: "space-grotesk-core-wght.woff2",
    rest: "space-grotesk-rest-wght.woff2",
    license: "space-grotesk-LICENSE.txt",
  },
];
