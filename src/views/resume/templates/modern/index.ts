import type { TemplateColors, TemplateLayout } from "../types";

/*
 * Modern: a dark sidebar with the photo, contact and skills; the name, experience and
 * certifications beside it; orange accents. Defined here once: the preview (./Resume.tsx) and the
 * PDF (src/views/resume/export/resumePdf.ts) both draw from these.
 */

/** Colours by part: role tokens (src/theme/colors.ts); the PDF resolves them to the theme's hex. */
export const colors = {
  text: "fg.strong",
  name: "fg.default",
  placeholderName: "fg.muted",
  title: "fg.accent",
  heading: "fg.strong",
  headingMark: "accent.strong",
  roleTitle: "fg.default",
  roleMeta: "fg.muted",
  roleBody: "fg.body",
  roleRule: "accent.soft",
  mark: "fg.accent",
  placeholder: "fg.muted",
  sidebar: "bg.invertedRaised",
  sideText: "fg.invertedSoft",
  sideHeading: "fg.invertedAccent",
  sideMark: "fg.invertedAccent",
  sidePlaceholder: "fg.invertedSubtle",
  photoRing: "accent.vivid",
  photoBacking: "bg.invertedFaint",
  chip: "bg.invertedMuted",
  chipText: "fg.inverted",
} as const satisfies TemplateColors;

export const layout = {
  main: ["experience", "certifications"],
  side: ["contact", "skills"],
  face: "sans",
  photo: "ring",
  heading: "bar",
  skills: "chips",
  skillSeparator: " · ",
  contactSeparator: " · ",
  certifications: "marks",
} as const satisfies TemplateLayout;
