import fontkit from "@pdf-lib/fontkit";
import {
  type Color,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  rgb,
  StandardFonts,
} from "pdf-lib";
import { resumeCopy } from "../../../content/resume";
import { site } from "../../../content/site";
import type { TemplateId } from "../../../domain/resume";
import { formatPeriod, type ResumeProfile } from "../../../domain/resume";
import { type ResumeData, resumeData } from "../resumeData";
import { templates } from "../templates";
import { hexOf } from "../templates/colors";
import type { ResumeSection, TemplateColors, TemplateLayout } from "../templates/types";

/**
 * The resume as a PDF, laid out in the chosen template with real, selectable text. This module and
 * the PDF library load only when 'Download PDF' is pressed. Fonts are the site's own Inter files
 * (bundled, fetched on demand, only the scripts the resume uses); the Classic template sets its
 * text in Times where Times has the letters.
 */

export type FontSubset = "latin" | "latin-ext" | "cyrillic" | "greek";
export interface FontFiles {
  subset: FontSubset;
  regular: Uint8Array;
  bold: Uint8Array;
}

const SUBSET_RANGES: Array<[FontSubset, Array<[number, number]>]> = [
  [
    "latin-ext",
    [
      [0x0100, 0x024f],
      [0x1e00, 0x1eff],
      [0x2c60, 0x2c7f],
      [0xa720, 0xa7ff],
    ],
  ],
  ["cyrillic", [[0x0400, 0x052f]]],
  ["greek", [[0x0370, 0x03ff]]],
];

/** The font files a text needs: always Latin, plus any other script Inter covers that appears in it. */
export function subsetsFor(text: string): FontSubset[] {
  const needed = new Set<FontSubset>(["latin"]);
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x0100) continue;
    for (const [subset, ranges] of SUBSET_RANGES) {
      if (ranges.some(([low, high]) => code >= low && code <= high)) needed.add(subset);
    }
  }
  return [...needed];
}

/** Every string of a profile, for choosing fonts. */
export function profileText(profile: ResumeProfile): string {
  return [
    ...Object.values(profile.personalInfo),
    ...profile.experience.flatMap((e) => [e.company, e.title, e.location, e.description]),
    ...profile.skills,
    ...profile.certifications,
  ].join(" ");
}

// ---------------------------------------------------------------------------------------------
// Text with font fallback: each run of characters goes to the first font that has them.

interface FaceFont {
  font: PDFFont;
  chars: Set<number>;
}

class Face {
  constructor(private readonly fonts: FaceFont[]) {}

  runs(text: string): Array<{ font: PDFFont; text: string }> {
    const out: Array<{ font: PDFFont; text: string }> = [];
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      let chosen = this.fonts.find((f) => f.chars.has(code));
      let glyph = char;
      if (!chosen) {
        // Not in any bundled font (CJK, Arabic, emoji...): a visible stand-in, never a crash.
        chosen = this.fonts.find((f) => f.chars.has(0xfffd)) ?? this.fonts.find((f) => f.chars.has(63));
        glyph = chosen?.chars.has(0xfffd) ? "\uFFFD" : "?";
      }
      if (!chosen) continue;
      const last = out.at(-1);
      if (last && last.font === chosen.font) last.text += glyph;
      else out.push({ font: chosen.font, text: glyph });
    }
    return out;
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  draw(page: PDFPage, text: string, x: number, y: number, size: number, color: Color): void {
    let cursor = x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { x: cursor, y, size, font: run.font, color });
      cursor += run.font.widthOfTextAtSize(run.text, size);
    }
  }

  /** Lines no wider than `width`: words wrap; a word too long for a line breaks inside. */
  wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.width(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = "";
        let rest = word;
        while (this.width(rest, size) > width) {
          const chars = Array.from(rest);
          let take = chars.length - 1;
          while (take > 1 && this.width(chars.slice(0, take).join(""), size) > width) take -= 1;
          lines.push(chars.slice(0, take).join(""));
          rest = chars.slice(take).join("");
        }
        line = rest;
      }
      if (line) lines.push(line);
    }
    return lines;
  }
}

const SPACES = new Set([0x09, 0xa0, 0x202f, 0x205f, 0x3000]);
/** Format and control characters (bidi overrides, zero-width marks, BOM) that have no glyph. */
function isInvisible(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x0a) ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

/** Text ready to set: line breaks unified, odd spaces made plain, invisible controls dropped. */
function clean(text: string): string {
  let out = "";
  for (const char of text.replace(/\r\n?/g, "\n")) {
    const code = char.codePointAt(0) ?? 0;
    if (SPACES.has(code) || (code >= 0x2000 && code <= 0x200a)) out += " ";
    else if (!isInvisible(code)) out += char;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Pages and columns: each column keeps its own cursor and asks for the next page when it runs out.

const PAGE = { width: 612, height: 792 } as const; // US Letter, in points
const MARGIN = 48;

const hex = (value: string): Color => {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

/** A template's colours (role tokens) as the theme's own values, ready for pdf-lib. */
export function pdfColors<Colors extends TemplateColors>(colors: Colors): { [Part in keyof Colors]: Color } {
  return Object.fromEntries(Object.entries(colors).map(([part, token]) => [part, hex(hexOf(token))])) as {
    [Part in keyof Colors]: Color;
  };
}

class Layout {
  readonly pages: PDFPage[] = [];
  constructor(
    private readonly doc: PDFDocument,
    private readonly decorate: (page: PDFPage, index: number) => void,
  ) {}
  page(index: number): PDFPage {
    while (this.pages.length <= index) {
      const page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.decorate(page, this.pages.length);
      this.pages.push(page);
    }
    return this.pages[index] as PDFPage;
  }
}

class Column {
  pageIndex = 0;
  constructor(
    private readonly layout: Layout,
    readonly x: number,
    readonly width: number,
    public y: number,
    private readonly top: number = PAGE.height - MARGIN,
  ) {}
  /** A narrower column at the same place, e.g. for text beside a rule; `follow` brings the cursor back. */
  inset(left: number): Column {
    const inner = new Column(this.layout, this.x + left, this.width - left, this.y, this.top);
    inner.pageIndex = this.pageIndex;
    return inner;
  }
  follow(other: Column) {
    this.pageIndex = other.pageIndex;
    this.y = other.y;
  }
  get page(): PDFPage {
    return this.layout.page(this.pageIndex);
  }
  /** Makes room for `height` points, moving to the next page when this one is full. */
  need(height: number): PDFPage {
    if (this.y - height < MARGIN) {
      this.pageIndex += 1;
      this.y = this.top;
    }
    return this.page;
  }
  gap(points: number) {
    this.y -= points;
  }
  text(
    face: Face,
    text: string,
    size: number,
    color: Color,
    options: { center?: boolean; leading?: number } = {},
  ) {
    const leading = options.leading ?? size * 1.35;
    for (const line of face.wrap(clean(text), size, this.width)) {
      const page = this.need(leading);
      this.y -= leading;
      const x = options.center ? this.x + (this.width - face.width(line, size)) / 2 : this.x;
      face.draw(page, line, x, this.y + (leading - size) / 2 + size * 0.22, size, color);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The document

export interface ResumePdfInput {
  template: TemplateId;
  profile: ResumeProfile;
  fonts: FontFiles[];
  /** A square PNG of the photo, already cropped; left out of the Classic template. */
  photo?: Uint8Array | null;
}

const copy = resumeCopy.preview;

export async function renderResumePdf({
  template,
  profile,
  fonts,
  photo,
}: ResumePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const embedded = await Promise.all(
    fonts.map(async (files) => ({
      regular: await doc.embedFont(files.regular, { subset: true }),
      bold: await doc.embedFont(files.bold, { subset: true }),
    })),
  );
  const faceOf = (fontsInOrder: PDFFont[]) =>
    new Face(fontsInOrder.map((font) => ({ font, chars: new Set(font.getCharacterSet()) })));
  let regular = faceOf(embedded.map((e) => e.regular));
  let bold = faceOf(embedded.map((e) => e.bold));
  const { layout } = templates[template];
  if (layout.face === "serif") {
    const times = await doc.embedFont(StandardFonts.TimesRoman);
    const timesBold = await doc.embedFont(StandardFonts.TimesRomanBold);
    regular = faceOf([times, ...embedded.map((e) => e.regular)]);
    bold = faceOf([timesBold, ...embedded.map((e) => e.bold)]);
  }
  const image = photo && layout.photo ? await doc.embedPng(photo) : null;

  const data = resumeData(profile, null);
  const name = clean(data.name);
  doc.setTitle(`${name}: ${copy.titleFallback} resume`);
  doc.setAuthor(data.hasName ? name : site.productName);
  doc.setSubject(data.title);
  doc.setKeywords([...data.skills, ...data.certifications].map(clean));
  doc.setCreator(site.productName);
  doc.setProducer(site.productName);
  doc.setLanguage("en-US");

  const draw = { modern: modernLayout, classic: classicLayout, professional: professionalLayout }[template];
  draw(doc, data, { regular, bold }, image);
  return doc.save();
}

interface Faces {
  regular: Face;
  bold: Face;
}

/** A section title as the template sets it off: after a bar, over a rule, over an accent underline. */
function sectionHeading(
  column: Column,
  faces: Faces,
  label: string,
  color: Color,
  style: TemplateLayout["heading"] | "plain",
  mark?: Color,
) {
  column.gap(14);
  const page = column.need(20);
  column.y -= 14;
  const text = label.toUpperCase();
  if (style === "bar" && mark) {
    page.drawRectangle({ x: column.x, y: column.y + 3, width: 10, height: 2.5, color: mark });
    faces.bold.draw(page, text, column.x + 16, column.y, 9, color);
    column.gap(6);
    return;
  }
  faces.bold.draw(page, text, column.x, column.y, 9, color);
  if ((style === "rule" || style === "underline") && mark) {
    const thickness = style === "rule" ? 0.75 : 2;
    page.drawRectangle({
      x: column.x,
      y: column.y - 5 - thickness,
      width: column.width,
      height: thickness,
      color: mark,
    });
    column.gap(10);
    return;
  }
  column.gap(6);
}

function roles(
  column: Column,
  faces: Faces,
  data: ResumeData,
  tone: { title: Color; meta: Color; body: Color; rule?: Color },
) {
  data.roles.forEach((role, index) => {
    if (index > 0) column.gap(10);
    const indent = tone.rule ? 8 : 0;
    const inner = column.inset(indent);
    const startPage = inner.pageIndex;
    const startY = inner.y;
    inner.text(faces.bold, role.title.trim() || resumeCopy.experience.untitled, 11, tone.title);
    const meta = [
      role.company.trim(),
      role.location.trim(),
      formatPeriod(role, resumeCopy.experience.present),
    ]
      .filter(Boolean)
      .join(" · ");
    if (meta) inner.text(faces.regular, meta, 9, tone.meta);
    if (role.description.trim()) {
      inner.gap(2);
      inner.text(faces.regular, role.description.trim(), 9.5, tone.body, { leading: 13 });
    }
    if (tone.rule && inner.pageIndex === startPage) {
      inner.page.drawRectangle({
        x: column.x,
        y: inner.y,
        width: 2,
        height: startY - inner.y,
        color: tone.rule,
      });
    }
    column.follow(inner);
  });
}

/** One item a line; with `bullet`, after a dot. */
function items(column: Column, faces: Faces, list: string[], color: Color, bullet?: Color) {
  const indent = bullet ? 12 : 0;
  for (const item of list) {
    const lines = faces.regular.wrap(clean(item), 9.5, column.width - indent);
    lines.forEach((line, index) => {
      const page = column.need(13);
      column.y -= 13;
      if (bullet && index === 0) {
        page.drawCircle({ x: column.x + 3, y: column.y + 3.5, size: 2, color: bullet });
      }
      faces.regular.draw(page, line, column.x + indent, column.y + 1, 9.5, color);
    });
    column.gap(2);
  }
}

function chips(column: Column, faces: Faces, list: string[], fill: Color, color: Color) {
  const size = 8.5;
  const padX = 5;
  const height = 15;
  let x = column.x;
  let rowStarted = false;
  for (const item of list) {
    const label = faces.bold.wrap(clean(item), size, column.width - padX * 2)[0] ?? "";
    const width = faces.bold.width(label, size) + padX * 2;
    if (!rowStarted || x + width > column.x + column.width) {
      if (rowStarted) column.gap(4);
      column.need(height);
      column.y -= height;
      x = column.x;
      rowStarted = true;
    }
    const page = column.page;
    page.drawRectangle({ x, y: column.y, width, height, color: fill });
    faces.bold.draw(page, label, x + padX, column.y + 4.5, size, color);
    x += width + 4;
  }
}

/** The photo: in a ring of `ring`'s colour, or square in a tile. */
function drawPhoto(page: PDFPage, image: PDFImage, x: number, y: number, size: number, ring?: Color) {
  if (ring) page.drawCircle({ x: x + size / 2, y: y + size / 2, size: size / 2 + 2.5, color: ring });
  page.drawImage(image, { x, y, width: size, height: size });
}

/** The colours a column's sections are drawn in, by part; what a template has not got is left out. */
interface Tones {
  heading: Color;
  headingMark?: Color;
  headingStyle: TemplateLayout["heading"] | "plain";
  text: Color;
  roleTitle: Color;
  roleMeta: Color;
  roleBody: Color;
  roleRule?: Color;
  items: Color;
  mark?: Color;
  chip?: Color;
  chipText?: Color;
}

/** A column's sections, in the template's order; a section with nothing in it is left out. */
function sections(
  column: Column,
  list: readonly ResumeSection[],
  layout: TemplateLayout,
  faces: Faces,
  data: ResumeData,
  tones: Tones,
) {
  const heading = (label: string) =>
    sectionHeading(column, faces, label, tones.heading, tones.headingStyle, tones.headingMark);
  for (const section of list) {
    if (section === "contact" && data.contacts.length) {
      heading(copy.contact);
      for (const line of contactLines(data)) {
        column.text(faces.regular, line, 9, tones.text);
        column.gap(3);
      }
    }
    if (section === "experience" && data.roles.length) {
      heading(copy.experience);
      roles(column, faces, data, {
        title: tones.roleTitle,
        meta: tones.roleMeta,
        body: tones.roleBody,
        rule: tones.roleRule,
      });
    }
    if (section === "skills" && data.skills.length) {
      heading(copy.skills);
      if (layout.skills === "chips" && tones.chip && tones.chipText) {
        chips(column, faces, data.skills, tones.chip, tones.chipText);
      } else if (layout.skills === "line") {
        column.text(faces.regular, data.skills.map(clean).join(layout.skillSeparator), 10, tones.items);
      } else {
        items(column, faces, data.skills, tones.items);
      }
    }
    if (section === "certifications" && data.certifications.length) {
      heading(copy.certifications);
      items(
        column,
        faces,
        data.certifications,
        tones.items,
        layout.certifications === "list" ? undefined : tones.mark,
      );
    }
  }
}

function contactLines(data: ResumeData): string[] {
  return data.contacts.map((contact) => contact.value);
}

// --- Modern: a dark sidebar with photo, contact and skills; orange accents.
function modernLayout(doc: PDFDocument, data: ResumeData, faces: Faces, image: PDFImage | null) {
  const { layout } = templates.modern;
  const ink = pdfColors(templates.modern.colors);
  const sideWidth = 200;
  const pages = new Layout(doc, (page) =>
    page.drawRectangle({ x: 0, y: 0, width: sideWidth, height: PAGE.height, color: ink.sidebar }),
  );
  const side = new Column(pages, 24, sideWidth - 48, PAGE.height - MARGIN);
  const main = new Column(pages, sideWidth + 28, PAGE.width - sideWidth - 28 - MARGIN, PAGE.height - MARGIN);
  pages.page(0);

  // The main column first: the name leads the text in reading order, as on screen.
  main.text(faces.bold, data.name, 24, ink.name, { leading: 30 });
  main.text(faces.bold, data.title, 11, ink.title);
  const common = {
    roleTitle: ink.roleTitle,
    roleMeta: ink.roleMeta,
    roleBody: ink.roleBody,
    roleRule: ink.roleRule,
    chip: ink.chip,
    chipText: ink.chipText,
  };
  sections(main, layout.main, layout, faces, data, {
    ...common,
    heading: ink.heading,
    headingMark: ink.headingMark,
    headingStyle: layout.heading,
    text: ink.text,
    items: ink.text,
    mark: ink.mark,
  });

  if (image) {
    drawPhoto(side.page, image, side.x, side.y - 80, 80, ink.photoRing);
    side.gap(92);
  }
  sections(side, layout.side, layout, faces, data, {
    ...common,
    heading: ink.sideHeading,
    headingStyle: "plain",
    text: ink.sideText,
    items: ink.sideText,
    mark: ink.sideMark,
  });
}

// --- Classic: one column, centred heading, serif text, no photo.
function classicLayout(doc: PDFDocument, data: ResumeData, faces: Faces) {
  const { layout } = templates.classic;
  const ink = pdfColors(templates.classic.colors);
  const pages = new Layout(doc, () => {});
  const column = new Column(pages, 72, PAGE.width - 144, PAGE.height - MARGIN);
  pages.page(0);
  column.text(faces.bold, data.name, 24, ink.name, { center: true, leading: 30 });
  column.text(faces.regular, data.title, 11.5, ink.title, { center: true });
  const contacts = contactLines(data).join(layout.contactSeparator);
  if (contacts) column.text(faces.regular, contacts, 10, ink.contacts, { center: true });
  column.gap(10);
  // The double rule under the heading, as on screen.
  for (const offset of [0, 2.5]) {
    column.page.drawRectangle({
      x: column.x,
      y: column.y - offset,
      width: column.width,
      height: 0.75,
      color: ink.rule,
    });
  }
  column.gap(3);
  sections(column, layout.main, layout, faces, data, {
    heading: ink.heading,
    headingMark: ink.rule,
    headingStyle: layout.heading,
    text: ink.text,
    roleTitle: ink.text,
    roleMeta: ink.roleMeta,
    roleBody: ink.roleBody,
    items: ink.items,
    mark: ink.bullet,
  });
}

// --- Professional: a navy header band, then two columns.
function professionalLayout(doc: PDFDocument, data: ResumeData, faces: Faces, image: PDFImage | null) {
  const { layout } = templates.professional;
  const ink = pdfColors(templates.professional.colors);
  const headerX = image ? MARGIN + 96 : MARGIN;
  const headerWidth = PAGE.width - headerX - MARGIN;
  const contacts = contactLines(data).join(layout.contactSeparator);
  const lines = (face: Face, text: string, size: number) => face.wrap(clean(text), size, headerWidth).length;
  const headerHeight =
    30 +
    lines(faces.bold, data.name, 22) * 28 +
    lines(faces.bold, data.title, 11) * 11 * 1.35 +
    (contacts ? 4 + lines(faces.regular, contacts, 9) * 9 * 1.35 : 0) +
    24;
  const bandHeight = Math.max(132, headerHeight);
  const ruleHeight = 4;
  const pages = new Layout(doc, (page, index) => {
    if (index === 0) {
      page.drawRectangle({
        x: 0,
        y: PAGE.height - bandHeight,
        width: PAGE.width,
        height: bandHeight,
        color: ink.band,
      });
      page.drawRectangle({
        x: 0,
        y: PAGE.height - bandHeight - ruleHeight,
        width: PAGE.width,
        height: ruleHeight,
        color: ink.bandRule,
      });
    }
  });
  pages.page(0);
  const header = new Column(pages, headerX, headerWidth, PAGE.height - 30);
  if (image) drawPhoto(header.page, image, MARGIN, PAGE.height - 30 - 76, 76);
  header.text(faces.bold, data.name, 22, ink.name, { leading: 28 });
  header.text(faces.bold, data.title, 11, ink.title);
  if (contacts) {
    header.gap(4);
    header.text(faces.regular, contacts, 9, ink.contacts);
  }
  const top = PAGE.height - bandHeight - ruleHeight - 10;
  const main = new Column(pages, MARGIN, 340, top);
  const side = new Column(pages, MARGIN + 340 + 28, PAGE.width - MARGIN * 2 - 340 - 28, top);
  const tones = {
    heading: ink.heading,
    headingMark: ink.headingMark,
    headingStyle: layout.heading,
    text: ink.text,
    roleTitle: ink.roleTitle,
    roleMeta: ink.roleMeta,
    roleBody: ink.roleBody,
    items: ink.items,
  };
  sections(main, layout.main, layout, faces, data, tones);
  sections(side, layout.side, layout, faces, data, tones);
  // The rule between the columns, as on screen, down the first page's text.
  const end = main.pageIndex === 0 && side.pageIndex === 0 ? Math.min(main.y, side.y) : MARGIN;
  if (top - 14 > end) {
    pages
      .page(0)
      .drawRectangle({ x: side.x - 14, y: end, width: 0.75, height: top - 14 - end, color: ink.divider });
  }
}
