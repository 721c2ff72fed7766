// What scripts/fonts.mjs keeps of the two web fonts; tests/unit/fonts.test.ts checks the outputs.

/** The characters each face is used for: the unicode-range of its @font-face (src/theme/fonts.css). */
export const FONT_UNICODE_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329," +
  "U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/** OpenType features kept: all the two fonts have but fractions (frac, numr, dnom), never turned on. */
export const FONT_FEATURES = ["kern", "mark", "mkmk", "ccmp", "locl", "calt", "liga", "tnum", "pnum"];

export const WEB_FONTS = [
  {
    package: "@fontsource-variable/inter",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-latin-wght.woff2",
    license: "inter-LICENSE.txt",
  },
  {
    package: "@fontsource-variable/space-grotesk",
    source: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
    file: "space-grotesk-latin-wght.woff2",
    license: "space-grotesk-LICENSE.txt",
  },
];
