import type { TemplateColors, TemplateLayout } from "../types";

/*
 * Professional: a navy header band with the photo in a square tile, then experience beside a ruled
 * column of skills and certifications. Defined here once: the preview (./Resume.tsx) and the PDF
 * (src/views/resume/export/resumePdf.ts) both draw from these.
 */

/** Colours by part: role tokens (src/theme/colors.ts); the PDF resolves them to the theme's hex. */
export const colors = {
  text: "fg.strong",
  band: "bg.invertedMuted",
  bandRule: "accent.strong",
  photoBacking: "bg.invertedSoft",
  name: "fg.inverted",
  title: "accent.soft",
  contacts: "fg.invertedSoft",
  heading: "fg.secondary",
  headingMark: "accent.strong",
  roleTitle: "fg.default",
  roleMeta: "fg.muted",
  roleBody: "fg.body",
  divider: "border.default",
  items: "fg.secondary",
  placeholder: "fg.muted",
} as const satisfies TemplateColors;

export const layout = {
  main: ["experience"],
  side: ["skills", "certifications"],
  face: "sans",
  photo: "tile",
  heading: "underline",
  skills: "list",
  skillSeparator: " · ",
  contactSeparator: "  ·  ",
  certifications: "list",
} as const satisfies TemplateLayout;
