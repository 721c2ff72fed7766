/** One image `npm run images` renders (scripts/images.mjs). */
export interface ImageSpec {
  group: "illustrations";
  name: string;
  /** The SVG text the files are rendered from. */
  svg: string;
  /** Where that SVG is committed. */
  source: string;
  /** Written by the script from parameters (true), or drawn by hand (false). */
  generated: boolean;
  quality: { avif: number; webp: number };
  widths: { widths: number[]; ratio: { width: number; height: number } };
}

export interface Rendition {
  width: number;
  height: number;
  /** Its srcset descriptor: "<width>w". */
  descriptor: string;
}

export function imageList(): ImageSpec[];
export function renditions(image: ImageSpec): Rendition[];
