import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { resumeCopy } from "../../../src/content/resume";
import { emptyProfile, type TemplateId } from "../../../src/domain/resume";
import { semanticTokens, tokens } from "../../../src/theme/tokens";
import { renderResumePdf } from "../../../src/views/resume/export/resumePdf";
import { ResumePaper } from "../../../src/views/resume/ResumePreview";
import { resumeData } from "../../../src/views/resume/resumeData";
import { templates } from "../../../src/views/resume/templates";
import { hexOf } from "../../../src/views/resume/templates/colors";
import { inlineTemplateConstants } from "../../../src/views/resume/templates/inline";
import type { ResumeSection } from "../../../src/views/resume/templates/types";
import { fontsFor, janeDoe } from "../../support/pdf";

/*
 * Each resume template is defined once (src/views/resume/templates/<name>/index.ts): the preview and the PDF
 * draw from it, and the PDF's colours are the theme's own values, resolved from its role tokens.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const ids = Object.keys(templates) as TemplateId[];

/** The theme's value of a colour token, read from the objects Panda is given (tokens.ts). */
function themeHex(token: string): string {
  const find = (tree: unknown, dotted: string) =>
    dotted
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree) as
      | { value: string }
      | undefined;
  const entry = find(semanticTokens.colors, token) ?? find(tokens.colors, token);
  if (!entry) throw new Error(`not a theme colour: ${token}`);
  const reference = /^\{colors\.(.+)\}$/.exec(entry.value);
  return reference ? themeHex(reference[1] as string) : entry.value;
}

const toHex = (value: unknown): string =>
  typeof value === "string"
    ? value.toLowerCase()
    : `#${Array.from(value as ArrayLike<number>)
        .slice(0, 3)
        .map((channel) => Math.round(channel).toString(16).padStart(2, "0"))
        .join("")}`;

/** Every fill and stroke colour the PDF sets, as hex. */
async function pdfColours(bytes: Uint8Array): Promise<Set<string>> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false })
    .promise;
  const found = new Set<string>();
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const list = await (await pdf.getPage(n)).getOperatorList();
    list.fnArray.forEach((fn, index) => {
      if (fn === OPS.setFillRGBColor || fn === OPS.setStrokeRGBColor) {
        const args = list.argsArray[index] as unknown[];
        found.add(toHex(args.length === 1 ? args[0] : args));
      }
    });
  }
  return found;
}

describe("resume templates", () => {
  it.each(ids)("%s: every colour is a role token, resolved to the theme's value for the PDF", (id) => {
    for (const [part, token] of Object.entries(templates[id].colors)) {
      expect(token, `${id}.${part}`).toMatch(/^(bg|fg|border|accent)\./);
      expect(hexOf(token), `${id}.${part} (${token})`).toBe(themeHex(token));
    }
  });

  it.each(ids)(
    "%s: the PDF is drawn in the template's colours and no others",
    async (id) => {
      const bytes = await renderResumePdf({ template: id, profile: janeDoe, fonts: fontsFor("") });
      const used = await pdfColours(bytes);
      const palette = new Set(Object.values(templates[id].colors).map(hexOf));
      expect([...used].filter((hex) => !palette.has(hex))).toEqual([]);
      // The parts every filled-in resume shows: the name and the section titles.
      const { colors } = templates[id] as { colors: Record<string, string> };
      expect(used).toContain(hexOf(colors.name as string));
      expect(used).toContain(hexOf(colors.heading as string));
    },
    30_000,
  );

  it.each(ids)("%s: the preview names every colour of the template, and no palette step", (id) => {
    const markup = [resumeData(janeDoe, null), resumeData(emptyProfile(), null)]
      .map((data) => renderToStaticMarkup(<ResumePaper template={id} data={data} />))
      .join("");
    const classes = [...markup.matchAll(/class="([^"]*)"/g)].map((match) => match[1]).join(" ");
    for (const [part, token] of Object.entries(templates[id].colors)) {
      expect(classes, `${id}.${part} (${token})`).toContain(token);
    }
    expect(classes).not.toMatch(/(steel|safety|signal)\.\d/);
  });

  it.each(ids)("%s: the preview's sections follow the template's layout", (id) => {
    const markup = renderToStaticMarkup(<ResumePaper template={id} data={resumeData(janeDoe, null)} />);
    const headings = [...markup.matchAll(/<h4[^>]*>([^<]*)<\/h4>/g)].map((match) => match[1]);
    const label: Record<ResumeSection, string> = {
      contact: resumeCopy.preview.contact,
      experience: resumeCopy.preview.experience,
      skills: resumeCopy.preview.skills,
      certifications: resumeCopy.preview.certifications,
    };
    const { layout } = templates[id];
    expect(headings).toEqual([...layout.main, ...layout.side].map((section) => label[section]));
  });

  it.each(ids)(
    "%s: the preview's file is read with the template's values put in, and without its table",
    (id) => {
      const file = path.join(root, "src/views/resume/templates", id, "Resume.tsx");
      const source = readFileSync(file, "utf8");
      expect(source).toMatch(/\bcolors\.\w+/);
      const inlined = inlineTemplateConstants(file, source) ?? "";
      expect(inlined).not.toMatch(/(?<![\w.$]|token\()(colors|layout)\.\w+/);
      expect(inlined).not.toMatch(/from "\.(\/index)?";/);
      expect(inlined).toContain(JSON.stringify(templates[id].colors.text));
      expect(
        inlineTemplateConstants(path.join(root, "src/views/resume/ResumePreview.tsx"), source),
      ).toBeUndefined();
    },
  );
});
