import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HERO_PEOPLE, HERO_TRADES } from "../../../scripts/heroSvg.mjs";
import { imageList, renditions } from "../../../scripts/images.mjs";
import { initials, TRADE_TONES, tradeOf } from "../../../src/components/ui/PersonBadge";
import { type PersonKey, people } from "../../../src/content/people";

const root = path.resolve(import.meta.dirname, "../../..");
const images = imageList();

/** Pixel size of an AVIF (its `ispe` property) or a lossy/extended WebP (VP8 / VP8X header). */
function pixelSize(file: Buffer): { format: string; width: number; height: number } {
  if (file.toString("latin1", 4, 12) === "ftypavif") {
    const ispe = file.indexOf("ispe", 0, "latin1");
    return { format: "avif", width: file.readUInt32BE(ispe + 8), height: file.readUInt32BE(ispe + 12) };
  }
  if (file.toString("latin1", 0, 4) === "RIFF" && file.toString("latin1", 8, 12) === "WEBP") {
    const chunk = file.toString("latin1", 12, 16);
    if (chunk === "VP8 ")
      return {
        format: "webp",
        width: file.readUInt16LE(26) & 0x3fff,
        height: file.readUInt16LE(28) & 0x3fff,
      };
    if (chunk === "VP8X")
      return { format: "webp", width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
  }
  throw new Error("neither AVIF nor lossy WebP");
}

describe("sample people are badges, never images", () => {
  it("renders no portrait: every bundled image is an illustration", () => {
    expect(images.map((i) => i.group)).toEqual(images.map(() => "illustrations"));
    expect(existsSync(path.join(root, "src/assets/images/portraits"))).toBe(false);
    expect(existsSync(path.join(root, "assets-src/portraits"))).toBe(false);
  });

  it("draws the heroes' people as the pages do: their initials and their trade's badge colours", () => {
    const keys = Object.keys(HERO_PEOPLE) as Array<keyof typeof HERO_PEOPLE>;
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const person = people[key as PersonKey];
      expect(person, key).toBeDefined();
      const drawn = HERO_PEOPLE[key];
      expect(drawn.initials, key).toBe(initials(person.name));
      expect(drawn.trade, key).toBe(tradeOf(person));
      const tone = TRADE_TONES[drawn.trade as keyof typeof TRADE_TONES];
      const hero = HERO_TRADES[drawn.trade as keyof typeof HERO_TRADES];
      expect(tone.disc, key).toBe(`linear-gradient(145deg, ${hero.disc[0]}, ${hero.disc[1]})`);
      expect(tone.chip, key).toBe(hero.chip);
    }
    const heroes = images.filter((i) => i.name.startsWith("hero-")).map((i) => i.svg);
    for (const key of keys)
      expect(heroes.join("\n")).toContain(`data-initials="${HERO_PEOPLE[key].initials}"`);
  });

  it("has no image file or module that nothing imports", () => {
    const dir = path.join(root, "src/assets/images");
    const sources = readdirSync(path.join(root, "src"), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|tsx)$/.test(file) && !file.startsWith(`assets${path.sep}images`))
      .map((file) => readFileSync(path.join(root, "src", file), "utf8"))
      .join("\n");
    for (const group of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      const files = readdirSync(path.join(dir, group.name));
      for (const file of files.filter((f) => f.endsWith(".ts"))) {
        const name = file.replace(/\.ts$/, "");
        // Each generated module is imported by some view, and each of its renditions by the module.
        expect(sources, `src/assets/images/${group.name}/${file} is imported by nothing`).toContain(
          `assets/images/${group.name}/${name}"`,
        );
      }
      const modules = files
        .filter((f) => f.endsWith(".ts"))
        .map((f) => readFileSync(path.join(dir, group.name, f), "utf8"))
        .join("\n");
      for (const file of files.filter((f) => /\.(avif|webp)$/.test(f)))
        expect(modules, `${group.name}/${file} is used by no module`).toContain(`./${file}?no-inline`);
    }
  });
});

describe("npm run images", () => {
  it("has committed every generated SVG source as the parameters draw it now", () => {
    for (const image of images.filter((i) => i.generated)) {
      expect(
        readFileSync(image.source, "utf8"),
        `${path.relative(root, image.source)} is stale: npm run images`,
      ).toBe(image.svg);
    }
    expect(existsSync(path.join(root, "assets-src/illustrations/explainer-poster.svg"))).toBe(true);
  });

  it("has committed every rendition, AVIF and WebP, at its pixel size and within budget", () => {
    for (const image of images) {
      const dir = path.join(root, "src/assets/images", image.group);
      expect(existsSync(path.join(dir, `${image.name}.ts`)), `${image.name}.ts`).toBe(true);
      for (const rendition of renditions(image)) {
        for (const format of ["avif", "webp"]) {
          const file = readFileSync(path.join(dir, `${image.name}-${rendition.width}.${format}`));
          expect(pixelSize(file), `${image.name}-${rendition.width}.${format}`).toEqual({
            format,
            width: rendition.width,
            height: rendition.height,
          });
          // An illustration at any width under 40 KB (the hero's budget).
          const budget = 40 * 1024;
          expect(file.length, `${image.name}-${rendition.width}.${format}`).toBeLessThan(budget);
        }
      }
    }
  });
});
