import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { imageList, renditions } from "../../scripts/images.mjs";
import { contractorPortraits, featuredContractorPortraits } from "../../src/assets/images/contractors";
import type { ImageAsset } from "../../src/assets/images/imageAsset";
import { portraits } from "../../src/assets/images/portraits";
import { testimonials } from "../../src/content/about";
import { successStories } from "../../src/content/contractors";
import { featuredExperts } from "../../src/content/employers";
import { featuredContractorPhoto, sampleContractors } from "../../src/content/sampleContractors";
import { featuredContractor } from "../../src/content/searchContractors";

const root = path.resolve(import.meta.dirname, "../..");
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

function expectPortrait(
  photo: { portrait: string; alt: string },
  name: string,
  size: number,
  table: Record<string, ImageAsset> = portraits,
) {
  expect(photo.alt).toContain(name);
  const image = table[photo.portrait];
  if (!image) throw new Error(`no portrait ${photo.portrait}`);
  expect(image.width).toBe(size);
  expect(image.height).toBe(size);
  for (const set of [image.avif, image.webp]) {
    const candidates = set.split(", ").map((candidate) => candidate.split(" "));
    expect(candidates.map(([, descriptor]) => descriptor)).toEqual(["1x", "2x"]);
  }
  // (Under Vitest a URL keeps its import query, ?no-inline; the build drops it.)
  const file = (px: number, format: string) => `-${px}\\.${format}(\\?no-inline)?`;
  expect(image.avif).toMatch(new RegExp(`${file(size, "avif")} 1x, \\S+${file(2 * size, "avif")} 2x$`));
  expect(image.webp).toMatch(new RegExp(`${file(size, "webp")} 1x, \\S+${file(2 * size, "webp")} 2x$`));
  expect(image.src).toMatch(new RegExp(`${file(size, "webp")}$`));
}

describe("sample people's portraits", () => {
  it("gives each of the six experts a photo with alt text, at the card's 72 px and 2x", () => {
    expect(featuredExperts.experts).toHaveLength(6);
    for (const expert of featuredExperts.experts) expectPortrait(expert.photo, expert.name, 72);
    const files = featuredExperts.experts.map((expert) => expert.photo.portrait);
    expect(new Set(files).size).toBe(6);
  });

  it("gives each success story and about testimonial a 48 px portrait with alt text", () => {
    for (const story of successStories.stories) expectPortrait(story.photo, story.name, 48);
    for (const item of testimonials.items) expectPortrait(item.photo, item.name, 48);
  });
});

describe("/search-contractors' portraits", () => {
  it("gives every sample contractor a 64 px portrait with alt text, one face each", () => {
    expect(sampleContractors.length).toBeGreaterThanOrEqual(12);
    for (const c of sampleContractors) expectPortrait(c.photo, c.name, 64, contractorPortraits);
    const slugs = sampleContractors.map((c) => c.photo.portrait);
    expect(new Set(slugs).size).toBe(sampleContractors.length);
    // Every contractor portrait is someone's, and nothing else is rendered for the page.
    expect(Object.keys(contractorPortraits).sort()).toEqual([...slugs].sort());
  });

  it("gives the featured contractor a 72 px portrait, the same face as their card", () => {
    expectPortrait(featuredContractorPhoto, featuredContractor.name, 72, featuredContractorPortraits);
    const card = sampleContractors.find((c) => c.id === featuredContractor.id);
    expect(card?.name).toBe(featuredContractor.name);
    expect(card?.photo.portrait).toBe(featuredContractorPhoto.portrait);
    // Drawn from the same parameters as the card (and /for-employers), so the same face.
    const svgs = images
      .filter((i) => i.name.replace(/-featured$/, "") === featuredContractorPhoto.portrait)
      .map((i) => i.svg);
    expect(svgs.length).toBe(3);
    expect(new Set(svgs).size).toBe(1);
  });

  it("draws a name used on the marketing pages with the same parameters, so the same face", () => {
    for (const c of sampleContractors) {
      const sources = images.filter((i) => i.name === c.photo.portrait).map((i) => i.svg);
      expect(new Set(sources).size, c.name).toBe(1);
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
          // A portrait is a few KB; an illustration at 1x under 40 KB (the hero's budget).
          const budget = image.group === "illustrations" ? 40 * 1024 : 6 * 1024;
          expect(file.length, `${image.name}-${rendition.width}.${format}`).toBeLessThan(budget);
        }
      }
    }
  });
});
