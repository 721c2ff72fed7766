import { brotliDecompressSync } from "node:zlib";

/**
 * Just enough of a WOFF2 reader to check the bundled fonts: which characters a font maps (cmap) and
 * which OpenType features it offers (GSUB and GPOS feature tags). WOFF2 keeps every table in one
 * Brotli stream, in directory order; cmap, GSUB and GPOS are never transformed, so they are read as
 * they are in an OpenType file. (Spec: https://www.w3.org/TR/WOFF2/.)
 */
export interface FontFacts {
  codePoints: Set<number>;
  features: Set<string>;
  axes: string[];
}

const KNOWN_TAGS = [
  "cmap",
  "head",
  "hhea",
  "hmtx",
  "maxp",
  "name",
  "OS/2",
  "post",
  "cvt ",
  "fpgm",
  "glyf",
  "loca",
  "prep",
  "CFF ",
  "VORG",
  "EBDT",
  "EBLC",
  "gasp",
  "hdmx",
  "kern",
  "LTSH",
  "PCLT",
  "VDMX",
  "vhea",
  "vmtx",
  "BASE",
  "GDEF",
  "GPOS",
  "GSUB",
  "EBSC",
  "JSTF",
  "MATH",
  "CBDT",
  "CBLC",
  "COLR",
  "CPAL",
  "SVG ",
  "sbix",
  "acnt",
  "avar",
  "bdat",
  "bloc",
  "bsln",
  "cvar",
  "fdsc",
  "feat",
  "fmtx",
  "fvar",
  "gvar",
  "hsty",
  "just",
  "lcar",
  "mort",
  "morx",
  "opbd",
  "prop",
  "trak",
  "Zapf",
  "Silf",
  "Glat",
  "Gloc",
  "Feat",
  "Sill",
];

function readBase128(bytes: Buffer, at: { offset: number }): number {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = bytes[at.offset++] ?? 0;
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) return value;
  }
  throw new Error("woff2: a UIntBase128 longer than five bytes");
}

export function readWoff2(file: Buffer): FontFacts {
  if (file.toString("latin1", 0, 4) !== "wOF2") throw new Error("not a WOFF2 file");
  const numTables = file.readUInt16BE(12);
  const compressedLength = file.readUInt32BE(20);
  const at = { offset: 48 };
  const tables: { tag: string; offset: number; length: number }[] = [];
  let position = 0;
  for (let i = 0; i < numTables; i++) {
    const flags = file[at.offset++] ?? 0;
    const tagIndex = flags & 0x3f;
    let tag: string;
    if (tagIndex === 0x3f) {
      tag = file.toString("latin1", at.offset, at.offset + 4);
      at.offset += 4;
    } else tag = KNOWN_TAGS[tagIndex] ?? "?";
    const transform = (flags >> 6) & 3;
    const origLength = readBase128(file, at);
    // glyf and loca are transformed unless the version is 3; every other table unless it is 0.
    const transformed = tag === "glyf" || tag === "loca" ? transform !== 3 : transform !== 0;
    const length = transformed ? readBase128(file, at) : origLength;
    tables.push({ tag, offset: position, length });
    position += length;
  }
  const data = brotliDecompressSync(file.subarray(at.offset, at.offset + compressedLength));
  const table = (tag: string) => {
    const entry = tables.find((t) => t.tag === tag);
    return entry ? data.subarray(entry.offset, entry.offset + entry.length) : undefined;
  };

  const codePoints = new Set<number>();
  const cmap = table("cmap");
  if (!cmap) throw new Error("woff2: no cmap table");
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const offset = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(offset);
    if (format === 4) {
      const segments = cmap.readUInt16BE(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + segments * 2 + 2;
      for (let s = 0; s < segments; s++) {
        const end = cmap.readUInt16BE(ends + s * 2);
        const start = cmap.readUInt16BE(starts + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) codePoints.add(c);
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(offset + 12);
      for (let g = 0; g < groups; g++) {
        const start = cmap.readUInt32BE(offset + 16 + g * 12);
        const end = cmap.readUInt32BE(offset + 20 + g * 12);
        for (let c = start; c <= end; c++) codePoints.add(c);
      }
    }
  }

  const features = new Set<string>();
  for (const tag of ["GSUB", "GPOS"]) {
    const layout = table(tag);
    if (!layout) continue;
    const list = layout.readUInt16BE(6);
    const count = layout.readUInt16BE(list);
    for (let i = 0; i < count; i++)
      features.add(layout.toString("latin1", list + 2 + i * 6, list + 6 + i * 6));
  }

  const axes: string[] = [];
  const fvar = table("fvar");
  if (fvar) {
    const axesOffset = fvar.readUInt16BE(4);
    const axisCount = fvar.readUInt16BE(8);
    const axisSize = fvar.readUInt16BE(10);
    for (let i = 0; i < axisCount; i++) {
      const base = axesOffset + i * axisSize;
      const min = fvar.readInt32BE(base + 4) / 65536;
      const max = fvar.readInt32BE(base + 12) / 65536;
      axes.push(`${fvar.toString("latin1", base, base + 4)} ${min}-${max}`);
    }
  }
  return { codePoints, features, axes };
}

/** Expands a CSS unicode-range list ("U+0000-00FF,U+0131") into its code points. */
export function unicodeRange(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const match = /^\s*U\+([0-9A-F?]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`not a unicode-range part: ${part}`);
    const from = Number.parseInt(match[1].replace(/\?/g, "0"), 16);
    const to = Number.parseInt(match[2] ?? match[1].replace(/\?/g, "F"), 16);
    for (let c = from; c <= to; c++) points.add(c);
  }
  return points;
}
