import type { TemplateColors, TemplateLayout } from "../types";

/*
 * Classic: a serif face, a centred heading over a double rule, ruled section titles, one column,
 * no photo. Defined here once: the preview (./Resume.tsx) and the PDF
 * (src/views/resume/export/resumePdf.ts) both draw from these.
 */

/** Colours by part: role tokens (src/theme/colors.ts); the PDF resolves them to the theme's hex. */
export const colors = {
  text: "fg.default",
  name: "fg.default",
  placeholderName: "fg.muted",
  title: "fg.body",
  contacts: "fg.muted",
  rule: "border.emphasized",
  heading: "fg.strong",
  roleMeta: "fg.muted",
  roleBody: "fg.secondary",
  items: "fg.secondary",
  bullet: "fg.muted",
  placeholder: "fg.muted",
} as const satisfies TemplateColors;

export const layout = {
  main: ["experience", "skills", "certifications"],
  side: [],
  face: "serif",
  photo: null,
  heading: "rule",
  skills: "line",
  skillSeparator: ", ",
  contactSeparator: "  •  ",
  certifications: "bullets",
} as const satisfies TemplateLayout;
