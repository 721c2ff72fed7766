import { describe, expect, it } from "vitest";
import type { TemplateId } from "../../../src/domain/resume";
import { renderResumePdf } from "../../../src/views/resume/export/resumePdf";
import { fontsFor, janeDoe, pdfText } from "../../support/pdf";

describe("the resume PDF", () => {
  for (const template of ["modern", "classic", "professional"] as TemplateId[]) {
    it(`is a real PDF with the resume's text in the ${template} template`, async () => {
      const bytes = await renderResumePdf({ template, profile: janeDoe, fonts: fontsFor("") });
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      const text = await pdfText(bytes);
      for (const expected of [
        "Jane Doe",
        "Fanuc Automation Specialist",
        "jane.doe@example.com",
        "Senior Robot Programmer",
        "Great Lakes Robotics",
        "Mar 2019",
        "Vision Systems",
        "OSHA 10-Hour",
      ]) {
        expect(text).toContain(expected);
      }
    });
  }
});
