import { describe, expect, it } from "vitest";
import { countBadge, emptyFrame, iconText, textLink } from "../../../styled-system/patterns";

describe("search patterns", () => {
  it("sets an icon beside its text inline, a small gap apart unless told", () => {
    expect(iconText.raw({})).toEqual({ display: "inline-flex", alignItems: "center", gap: "1" });
    expect(iconText.raw({ gap: "2", color: "fg.default" })).toEqual({
      display: "inline-flex",
      alignItems: "center",
      gap: "2",
      color: "fg.default",
    });
  });

  it("frames an empty state in a dashed border and leaves its layout to the view", () => {
    expect(emptyFrame.raw({ borderRadius: "xl", bg: "bg.subtle" })).toEqual({
      borderWidth: "1px",
      borderStyle: "dashed",
      borderColor: "border.strong",
      borderRadius: "xl",
      bg: "bg.subtle",
    });
  });

  it("lets a view's own props win over the pattern's", () => {
    expect(textLink.raw({ fontSize: "sm", color: "accent.emphasized" })).toMatchObject({
      textDecoration: "underline",
      fontSize: "sm",
      color: "accent.emphasized",
    });
    expect(countBadge.raw({ bg: "success.fg" })).toMatchObject({ bg: "success.fg", color: "white" });
  });

  it("names role tokens only", () => {
    const values = JSON.stringify([
      iconText.raw({}),
      emptyFrame.raw({}),
      textLink.raw({}),
      countBadge.raw({}),
    ]);
    expect(values).not.toMatch(/\b(steel|safety)\.\d+/);
  });
});
