import { describe, expect, it } from "vitest";
import {
  fieldError,
  inlineLink,
  invertedCard,
  pairGrid,
  requiredMark,
  roundMark,
} from "../../../styled-system/patterns";

/**
 * The forms' patterns (the "forms" block of src/theme/patterns.ts: /post-project, /post-job,
 * /job-seeker-registration) as the views call them: one style object, the view's own props last.
 */
describe("forms patterns", () => {
  it("marks a required field and its error in the danger role", () => {
    expect(requiredMark.raw()).toEqual({ color: "danger.fg", ml: "0.5" });
    expect(fieldError.raw({ mt: "2" })).toEqual({
      fontSize: "sm",
      fontWeight: "500",
      color: "danger.fg",
      mt: "2",
    });
  });

  it("puts fields in pairs from md unless told another breakpoint and gap", () => {
    expect(pairGrid.raw()).toEqual({
      display: "grid",
      gap: "5",
      gridTemplateColumns: { base: "1fr", md: "1fr 1fr" },
    });
    expect(pairGrid.raw({ from: "sm", gap: "3", mt: "3" })).toEqual({
      display: "grid",
      gap: "3",
      gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" },
      mt: "3",
    });
  });

  it("draws a round marker of the given size, the view's colours winning", () => {
    expect(roundMark.raw({ size: "7", cursor: "pointer" })).toEqual({
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      w: "7",
      h: "7",
      borderRadius: "full",
      cursor: "pointer",
    });
  });

  it("keeps the dark card and the inline link to role tokens", () => {
    expect(invertedCard.raw({ borderRadius: "xl" })).toEqual({
      bg: "bg.inverted",
      color: "white",
      borderRadius: "xl",
    });
    expect(inlineLink.raw()).toMatchObject({ color: "fg.accent", textDecoration: "underline" });
    expect(inlineLink.raw({ tone: "inverted", mt: "1" })).toMatchObject({
      color: "fg.invertedAccent",
      mt: "1",
    });
  });
});
