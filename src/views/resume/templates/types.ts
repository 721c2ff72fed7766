import type { RoleToken } from "./colors";

/** The parts of a resume a template places in its columns. */
export type ResumeSection = "contact" | "experience" | "skills" | "certifications";

/**
 * What a template is, read alike by the HTML preview (src/templates/<name>/Resume.tsx) and the PDF
 * (src/views/resume/export/resumePdf.ts): its colours by part, and its layout.
 */
export interface TemplateLayout {
  /** The sections of the main column and of the side column, in reading order. */
  main: readonly ResumeSection[];
  side: readonly ResumeSection[];
  /** Text face: the site's sans (Inter), or a serif (Georgia on screen, Times in the PDF). */
  face: "sans" | "serif";
  /** The photo: in a ring, in a square tile, or left out. */
  photo: "ring" | "tile" | null;
  /** A section title: after a short accent bar, over a rule the width of the column, over an accent underline. */
  heading: "bar" | "rule" | "underline";
  /** Skills as chips, one a line, or in one line joined by `skillSeparator`. */
  skills: "chips" | "list" | "line";
  skillSeparator: string;
  /** Between contacts set on one line (and between the placeholders while there are none). */
  contactSeparator: string;
  /** Certifications: one a line after a mark (an icon on screen, a dot in the PDF), or as a bulleted list. */
  certifications: "marks" | "bullets" | "list";
}

export type TemplateColors = Readonly<Record<string, RoleToken>>;
