/**
 * A bundled raster image in two encodings, as `npm run images` writes it (scripts/images.mjs):
 * each a `srcset` of URLs with w descriptors (several widths, for a `sizes`).
 */
export interface ImageAsset {
  /** The intrinsic size in CSS pixels: the <img> width and height, so the box is reserved. */
  width: number;
  height: number;
  avif: string;
  webp: string;
  /** The <img> src: the WebP at the intrinsic size. */
  src: string;
}
