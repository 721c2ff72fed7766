import cyrillic400 from "@fontsource/inter/files/inter-cyrillic-400-normal.woff?url";
import cyrillic700 from "@fontsource/inter/files/inter-cyrillic-700-normal.woff?url";
import greek400 from "@fontsource/inter/files/inter-greek-400-normal.woff?url";
import greek700 from "@fontsource/inter/files/inter-greek-700-normal.woff?url";
import latin400 from "@fontsource/inter/files/inter-latin-400-normal.woff?url";
import latin700 from "@fontsource/inter/files/inter-latin-700-normal.woff?url";
import latinExt400 from "@fontsource/inter/files/inter-latin-ext-400-normal.woff?url";
import latinExt700 from "@fontsource/inter/files/inter-latin-ext-700-normal.woff?url";
import type { TemplateId } from "../../../domain/resume";
import { type ResumeProfile, resumeFileName } from "../../../domain/resume";
import { downloadBlob } from "./download";
import { type FontFiles, type FontSubset, profileText, renderResumePdf, subsetsFor } from "./resumePdf";

/**
 * 'Download PDF' in the browser: this module (and pdf-lib with it) is imported only when the button
 * is pressed. Fonts come from the site itself, only the scripts the resume uses.
 */
const FONT_URLS: Record<FontSubset, [string, string]> = {
  latin: [latin400, latin700],
  "latin-ext": [latinExt400, latinExt700],
  cyrillic: [cyrillic400, cyrillic700],
  greek: [greek400, greek700],
};

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function loadFonts(text: string): Promise<FontFiles[]> {
  return Promise.all(
    subsetsFor(text).map(async (subset) => {
      const [regular, bold] = await Promise.all(FONT_URLS[subset].map(fetchBytes));
      return { subset, regular: regular as Uint8Array, bold: bold as Uint8Array };
    }),
  );
}

const PHOTO_SIZE = 320;

/** The photo, cropped to a circle like the preview's, as PNG bytes; null when it cannot be read. */
async function photoPng(url: string): Promise<Uint8Array | null> {
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = PHOTO_SIZE;
    canvas.height = PHOTO_SIZE;
    const context = canvas.getContext("2d");
    if (!context) return null;
    const side = Math.min(image.naturalWidth, image.naturalHeight);
    context.beginPath();
    context.arc(PHOTO_SIZE / 2, PHOTO_SIZE / 2, PHOTO_SIZE / 2, 0, Math.PI * 2);
    context.clip();
    context.drawImage(
      image,
      (image.naturalWidth - side) / 2,
      (image.naturalHeight - side) / 2,
      side,
      side,
      0,
      0,
      PHOTO_SIZE,
      PHOTO_SIZE,
    );
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
  } catch {
    // A photo the browser cannot decode leaves the PDF without it, not without a PDF.
    return null;
  }
}

export interface PdfRequest {
  template: TemplateId;
  profile: ResumeProfile;
  photoUrl: string | null;
}

/** Makes the PDF and downloads it; resolves with the file name. */
export async function downloadResumePdf({ template, profile, photoUrl }: PdfRequest): Promise<string> {
  const [fonts, photo] = await Promise.all([
    loadFonts(profileText(profile)),
    photoUrl && template !== "classic" ? photoPng(photoUrl) : Promise.resolve(null),
  ]);
  const bytes = await renderResumePdf({ template, profile, fonts, photo });
  const fileName = resumeFileName(profile.personalInfo.fullName);
  downloadBlob(new Blob([bytes as BlobPart], { type: "application/pdf" }), fileName);
  return fileName;
}
