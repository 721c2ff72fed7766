import type { TemplateId } from "../../../domain/resume";
import * as classic from "./classic";
import * as modern from "./modern";
import * as professional from "./professional";
import type { TemplateColors, TemplateLayout } from "./types";

/*
 * The resume templates, each defined once in src/templates/<name>/index.ts: its colours (role
 * tokens) and layout. The preview draws them in src/templates/<name>/Resume.tsx, the PDF in
 * src/views/resume/export/resumePdf.ts, which resolves the colours to hex (./colors.ts).
 */
export interface Template<Colors extends TemplateColors = TemplateColors> {
  colors: Colors;
  layout: TemplateLayout;
}

export const templates: {
  modern: Template<typeof modern.colors>;
  classic: Template<typeof classic.colors>;
  professional: Template<typeof professional.colors>;
} = {
  modern: { colors: modern.colors, layout: modern.layout },
  classic: { colors: classic.colors, layout: classic.layout },
  professional: { colors: professional.colors, layout: professional.layout },
} satisfies Record<TemplateId, Template>;

export type { ResumeSection, TemplateLayout } from "./types";
