// npm run images: renders the site's bundled images from their SVG sources to AVIF and WebP.
//
// - Portraits: assets-src/portraits/people.mjs holds each sample person's parameters;
//   scripts/portraitSvg.mjs draws them to assets-src/portraits/<slug>.svg, rendered square at the
//   avatar's CSS size (1x) and twice that (2x). The sample contractors of /search-contractors
//   (`contractors`, 64 px) go to src/assets/images/contractors/ with their own lookup.
// - Illustrations: assets-src/illustrations/explainer-poster.svg (hand-drawn) and the two heroes
//   (drawn by scripts/heroSvg.mjs), rendered at several widths for a `srcset` with `sizes`.
//
// Chromium (the system one, as for the end-to-end tests) rasterises each SVG at the exact pixel size,
// ImageMagick encodes the PNG to AVIF and WebP. Outputs go to src/assets/images/<group>/, each image
// with a generated module (<name>.ts) that imports its files through Vite (`?no-inline`, so a small
// file is still a cached file, not base64 in the JavaScript) and exports an ImageAsset for
// <ResponsiveImage>. The outputs are committed; run this after changing a source.
//
// Usage: node scripts/images.mjs [name ...]   (default: every image)
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { contractors, FEATURED_CARD, featuredContractors, people } from "../assets-src/portraits/people.mjs";
import { ensureChromium } from "./chromium.mjs";
import { contractorsHeroSvg, employersHeroSvg, HERO } from "./heroSvg.mjs";
import { portraitSvg } from "./portraitSvg.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const rel = (file) => path.relative(root, file);

/** Encoder settings: AVIF first (every current browser), WebP as the fallback and the <img> src. */
const QUALITY = {
  portrait: { avif: 70, webp: 86 },
  illustration: { avif: 66, webp: 82 },
};

/**
 * Every image: where its SVG comes from, how it is sized.
 * - density: square at `size` CSS pixels, files at 1x and 2x, srcset with x descriptors;
 * - widths: at each of `widths` pixels wide, srcset with w descriptors (the view gives `sizes`).
 */
export function imageList() {
  const portrait = (group) => (person) => ({
    group,
    name: person.slug,
    svg: portraitSvg(person),
    // One source per face: a contractor who is also in `people` has the same parameters, so the same SVG.
    source: path.join(root, "assets-src", "portraits", `${person.slug}.svg`),
    generated: true,
    quality: QUALITY.portrait,
    density: { width: person.size, height: person.size },
  });
  const featured = featuredContractors.map((slug) => {
    const person = contractors.find((p) => p.slug === slug);
    if (!person) throw new Error(`The featured contractor ${slug} is not in contractors`);
    return { ...portrait("contractors")({ ...person, size: FEATURED_CARD }), name: `${slug}-featured` };
  });
  const portraits = [
    ...people.map(portrait("portraits")),
    ...contractors.map(portrait("contractors")),
    ...featured,
  ];
  const illustration = (name, svg, widths, ratio) => ({
    group: "illustrations",
    name,
    svg: svg ?? readFileSync(path.join(root, "assets-src", "illustrations", `${name}.svg`), "utf8"),
    source: path.join(root, "assets-src", "illustrations", `${name}.svg`),
    generated: svg !== null,
    quality: QUALITY.illustration,
    widths: { widths, ratio },
  });
  return [
    ...portraits,
    // The home hero's video thumbnail: half the container on desktop, the full width on phones.
    illustration("explainer-poster", null, [480, 640, 960, 1280], { width: 640, height: 360 }),
    // The heroes' right half from the lg breakpoint: 460 to 548 CSS pixels wide.
    illustration("hero-employers", employersHeroSvg(people), [560, 840, 1120], HERO),
    illustration("hero-contractors", contractorsHeroSvg(people), [560, 840, 1120], HERO),
  ];
}

const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/** The pixel sizes an image is rendered at, each with its srcset descriptor. */
export function renditions(image) {
  if (image.density) {
    const { width, height } = image.density;
    return [
      { width, height, descriptor: "1x" },
      { width: width * 2, height: height * 2, descriptor: "2x" },
    ];
  }
  const { widths, ratio } = image.widths;
  return widths.map((width) => ({
    width,
    height: Math.round((width * ratio.height) / ratio.width),
    descriptor: `${width}w`,
  }));
}

function moduleFor(image, files) {
  const base = image.density ?? image.widths.ratio;
  const imports = [];
  const sets = { avif: [], webp: [] };
  for (const { format, rendition, file } of files) {
    const local = `${format}${rendition.width}`;
    imports.push(`import ${local} from "./${path.basename(file)}?no-inline";`);
    sets[format].push(`\${${local}} ${rendition.descriptor}`);
  }
  const fallback =
    files.find((f) => f.format === "webp" && f.rendition.width === base.width) ??
    files.find((f) => f.format === "webp");
  return `// Generated by \`npm run images\` (scripts/images.mjs) from ${rel(image.source)}. Do not edit.
import type { ImageAsset } from "../imageAsset";
${imports.join("\n")}

export const ${camel(image.name)}: ImageAsset = {
  width: ${base.width},
  height: ${base.height},
  avif: \`${sets.avif.join(", ")}\`,
  webp: \`${sets.webp.join(", ")}\`,
  src: ${fallback.format}${fallback.rendition.width},
};
`;
}

function portraitIndex() {
  const slugs = people.map((person) => person.slug).sort();
  return `// Generated by \`npm run images\` (scripts/images.mjs) from assets-src/portraits/people.mjs. Do not edit.
import type { ImageAsset } from "../imageAsset";
${slugs.map((slug) => `import { ${camel(slug)} } from "./${slug}";`).join("\n")}

/** Every sample person's portrait, by the slug a content module names it with. */
export const portraits = {
${slugs.map((slug) => `  "${slug}": ${camel(slug)},`).join("\n")}
} satisfies Record<string, ImageAsset>;

export type PortraitName = keyof typeof portraits;
`;
}

/**
 * /search-contractors' own lookup: the contractor cards' 64 px portraits and the featured
 * contractor's 72 px one, so the page never loads every portrait.
 */
function contractorIndex() {
  const slugs = contractors.map((person) => person.slug).sort();
  const featured = [...featuredContractors].sort();
  const featuredLocal = (slug) => `${camel(slug)}Featured`;
  return `// Generated by \`npm run images\` (scripts/images.mjs) from assets-src/portraits/people.mjs. Do not edit.
import type { ImageAsset } from "../imageAsset";
${featured.map((slug) => `import { ${featuredLocal(slug)} } from "./${slug}-featured";`).join("\n")}
${slugs.map((slug) => `import { ${camel(slug)} } from "./${slug}";`).join("\n")}

/** Each sample contractor's portrait at the search card's size, by slug. */
export const contractorPortraits = {
${slugs.map((slug) => `  "${slug}": ${camel(slug)},`).join("\n")}
} satisfies Record<string, ImageAsset>;

export type ContractorPortraitName = keyof typeof contractorPortraits;

/** The sidebar's featured contractor at the featured card's size, by slug. */
export const featuredContractorPortraits = {
${featured.map((slug) => `  "${slug}": ${featuredLocal(slug)},`).join("\n")}
} satisfies Record<string, ImageAsset>;

export type FeaturedContractorPortraitName = keyof typeof featuredContractorPortraits;
`;
}

async function main() {
  const only = process.argv.slice(2);
  const images = imageList().filter((image) => only.length === 0 || only.includes(image.name));
  if (images.length === 0) throw new Error(`No image named ${only.join(", ")}`);
  const scratch = mkdtempSync(path.join(tmpdir(), "images-"));
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: ["--no-sandbox"] });
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const report = [];
  const modules = [];
  try {
    for (const image of images) {
      if (image.generated) writeFileSync(image.source, image.svg);
      const outDir = path.join(root, "src", "assets", "images", image.group);
      mkdirSync(outDir, { recursive: true });
      const dataUri = `data:image/svg+xml;base64,${Buffer.from(image.svg).toString("base64")}`;
      const files = [];
      for (const rendition of renditions(image)) {
        const { width, height } = rendition;
        await page.setViewportSize({ width, height });
        await page.setContent(
          `<!doctype html><html><body style="margin:0"><img src="${dataUri}" width="${width}" height="${height}" style="display:block"></body></html>`,
        );
        await page.locator("img").evaluate((img) => img.decode());
        const png = path.join(scratch, `${image.name}-${width}.png`);
        await page.screenshot({ path: png, clip: { x: 0, y: 0, width, height } });
        for (const format of ["avif", "webp"]) {
          const file = path.join(outDir, `${image.name}-${width}.${format}`);
          const options =
            format === "avif"
              ? ["-quality", String(image.quality.avif)]
              : ["-quality", String(image.quality.webp), "-define", "webp:method=6"];
          execFileSync("convert", [png, "-strip", ...options, file]);
          files.push({ format, rendition, file });
          report.push([rel(file), `${width}x${height}`, `${(statSync(file).size / 1024).toFixed(1)} KB`]);
        }
      }
      const modulePath = path.join(outDir, `${image.name}.ts`);
      writeFileSync(modulePath, moduleFor(image, files));
      modules.push(modulePath);
    }
  } finally {
    await browser.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  // The portraits by slug, for views to look up the name a content module gives (content stays
  // plain data: the end-to-end tests import it in Node, where an image file cannot be imported).
  const index = path.join(root, "src", "assets", "images", "portraits", "index.ts");
  writeFileSync(index, portraitIndex());
  modules.push(index);
  const contractorsIndex = path.join(root, "src", "assets", "images", "contractors", "index.ts");
  mkdirSync(path.dirname(contractorsIndex), { recursive: true });
  writeFileSync(contractorsIndex, contractorIndex());
  modules.push(contractorsIndex);
  // The generated modules follow the project's formatting.
  execFileSync(path.join(root, "node_modules", ".bin", "biome"), ["format", "--write", ...modules], {
    stdio: "ignore",
  });
  const widths = [0, 1, 2].map((i) => Math.max(...report.map((row) => row[i].length)));
  for (const row of report) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join("  "));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
