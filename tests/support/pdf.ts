import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { ResumeProfile } from "../../src/domain/resume";
import { type FontFiles, subsetsFor } from "../../src/views/resume/export/resumePdf";

/** Shared by the PDF's unit tests and the browser test of its download. */
const require = createRequire(import.meta.url);
const fontFile = (subset: string, weight: number) =>
  new Uint8Array(
    readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
  );
export const fontsFor = (text: string): FontFiles[] =>
  subsetsFor(text).map((subset) => ({ subset, regular: fontFile(subset, 400), bold: fontFile(subset, 700) }));

export const janeDoe: ResumeProfile = {
  personalInfo: {
    fullName: "Jane Doe",
    email: "jane.doe@example.com",
    phone: "+1 313 555 0147",
    location: "Detroit, MI",
  },
  specialty: "fanuc",
  experience: [
    {
      id: 1,
      company: "Great Lakes Robotics",
      title: "Senior Robot Programmer",
      location: "Warren, MI",
      startDate: "2019-03",
      endDate: "",
      description: "Commissioned 40 Fanuc R-30iB cells for body-in-white welding.\nCut cycle time by 12 %.",
    },
  ],
  skills: ["Fanuc Robot Programming", "PLC Programming", "Vision Systems"],
  certifications: ["Fanuc Certified Robot Operator", "OSHA 10-Hour"],
};

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl: `${path.dirname(require.resolve("pdfjs-dist/package.json"))}/standard_fonts/`,
  }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(""));
  }
  return parts.join("\n");
}
