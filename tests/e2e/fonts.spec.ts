import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import {
  FONT_CORE_RANGE,
  FONT_REST_RANGE,
  FONT_UNICODE_RANGE,
  WEB_FONTS,
} from "../../scripts/fontSettings.mjs";
import { readWoff2, unicodeRange } from "../support/woff2";
import { expect, ROUTES, test } from "./fixtures";

/**
 * The bundled fonts (scripts/fonts.mjs) are smaller than their Fontsource sources, each in two files
 * (the characters the site's words use, and the rest), and must draw every character the same, at
 * every weight the theme uses: each character is drawn on a canvas in the source font and in the
 * bundled pair (two @font-face rules with their unicode-ranges, as the site has them), and the
 * pixels compared. (Dropping pnum, for one, changed
 * Inter's minus sign; narrowing the weight axis moved outlines between the masters.)
 */
const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "../..");
const weights = {
  "inter-core-wght.woff2": [400, 500, 600, 700, 800],
  "space-grotesk-core-wght.woff2": [400, 500, 600, 700],
};

for (const font of WEB_FONTS) {
  test(`${font.core} and ${font.rest} draw every character as their source does`, async ({ page }) => {
    const source = readFileSync(require.resolve(font.source));
    const bundled = (file: string) =>
      readFileSync(path.join(root, "src/assets/fonts", file)).toString("base64");
    const range = unicodeRange(FONT_UNICODE_RANGE);
    const text = [...readWoff2(source).codePoints]
      .filter((c) => range.has(c) && c > 0x20)
      .map((c) => String.fromCodePoint(c));
    // Sequences that features act on: kerning pairs, contextual alternates, tabular figures.
    text.push("AV", "To", "->", "-->", "1:00", "12×34", "0123456789", "$1,250.50", "fi", "(H)");
    await page.setContent(`<style>
      @font-face { font-family: Source; src: url(data:font/woff2;base64,${source.toString("base64")}); font-weight: 100 900; }
      @font-face { font-family: Bundled; src: url(data:font/woff2;base64,${bundled(font.core)}); font-weight: 100 900; unicode-range: ${FONT_CORE_RANGE}; }
      @font-face { font-family: Bundled; src: url(data:font/woff2;base64,${bundled(font.rest)}); font-weight: 100 900; unicode-range: ${FONT_REST_RANGE}; }
    </style>`);
    const differences = await page.evaluate(
      async ({ text, weights }) => {
        const canvas = document.createElement("canvas");
        canvas.width = 200;
        canvas.height = 60;
        const context = canvas.getContext("2d", { willReadFrequently: true });
        if (!context) throw new Error("no 2d context");
        const draw = (family: string, weight: number, sample: string) => {
          context.clearRect(0, 0, canvas.width, canvas.height);
          context.font = `${weight} 36px ${family}`;
          context.fillText(sample, 8, 44);
          return context.getImageData(0, 0, canvas.width, canvas.height).data;
        };
        const found: string[] = [];
        for (const weight of weights) {
          await document.fonts.load(`${weight} 36px Source`);
          // Both files of the pair: load() takes the text whose characters pick the faces.
          await document.fonts.load(`${weight} 36px Bundled`, text.join(""));
          for (const sample of text) {
            const a = draw("Source", weight, sample);
            const b = draw("Bundled", weight, sample);
            if (a.some((value, i) => value !== b[i])) found.push(`${weight} ${JSON.stringify(sample)}`);
          }
        }
        return found;
      },
      { text, weights: weights[font.core as keyof typeof weights] },
    );
    expect(text.length).toBeGreaterThan(200);
    expect(differences).toEqual([]);

    // Tabular figures (the theme's tabular-nums), which a canvas cannot turn on: drawn as text.
    const figures = "0123456789 −1,234.50 $72/hr 40–61";
    for (const weight of weights[font.core as keyof typeof weights]) {
      const line = (family: string) =>
        `<p style="font: ${weight} 28px ${family}; font-variant-numeric: tabular-nums; margin: 0; padding: 4px; width: 720px; background: #fff">${figures}</p>`;
      await page.evaluate((html) => {
        document.body.innerHTML = html;
      }, line("Source") + line("Bundled"));
      await page.evaluate(() => document.fonts.ready);
      const [a, b] = await Promise.all([
        page.locator("p").nth(0).screenshot(),
        page.locator("p").nth(1).screenshot(),
      ]);
      expect(a.equals(b), `tabular figures at ${weight}`).toBe(true);
    }
  });
}

test("no page fetches a font's second file: the site's words are all in the preloaded ones", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname);
  });
  for (const route of ROUTES) {
    await page.goto(route);
    await page.evaluate(() => document.fonts.ready);
  }
  expect(fonts.filter((file) => file.includes("-rest-"))).toEqual([]);
  expect(fonts.some((file) => file.includes("inter-core-"))).toBe(true);
  expect(fonts.some((file) => file.includes("space-grotesk-core-"))).toBe(true);

  // A character outside them (a name typed with an accent) fetches the second file, and it draws.
  await page.goto("/create-profile");
  await page.getByRole("textbox", { name: "Full name" }).fill("Zoë Ångström");
  await expect.poll(() => fonts.filter((file) => file.includes("inter-rest-")).length).toBeGreaterThan(0);
});
