import { describe, expect, it } from "vitest";
import {
  barTrack,
  heroFrame,
  iconText,
  nameLine,
  quoteMark,
  tableCell,
} from "../../../styled-system/patterns";

/**
 * The marketing pages' patterns (the end of src/theme/patterns.ts): each returns one style object
 * with the view's own props merged last, so a view's adjustment replaces the pattern's value instead
 * of adding a second class that competes with it.
 */
describe("marketing patterns", () => {
  it("rules a table cell below and sets a figure right-aligned in even digits", () => {
    expect(tableCell.raw()).toEqual({
      py: "2.5",
      borderBottomWidth: "1px",
      borderColor: "border.default",
      verticalAlign: "top",
    });
    expect(tableCell.raw({ numeric: true })).toMatchObject({
      textAlign: "right",
      fontVariantNumeric: "tabular-nums",
      whiteSpace: "nowrap",
    });
    // The last row drops the rule: one value, not two classes that compete by stylesheet order.
    expect(tableCell.raw({ borderBottomWidth: "0" }).borderBottomWidth).toBe("0");
  });

  it("lines an icon up with its text, as far apart as the view says", () => {
    expect(iconText.raw({ gap: "2" })).toEqual({ display: "inline-flex", alignItems: "center", gap: "2" });
    expect(iconText.raw({ gap: "1.5", color: "white" })).toMatchObject({ gap: "1.5", color: "white" });
  });

  it("sets a name bold on a line of its own, in the colour the view gives", () => {
    expect(nameLine.raw()).toEqual({ display: "block", fontWeight: "700" });
    expect(nameLine.raw({ color: "fg.default" })).toMatchObject({ color: "fg.default" });
  });

  it("frames a hero figure with role tokens, raised unless glass", () => {
    expect(heroFrame.raw()).toEqual({
      borderRadius: "xl",
      borderWidth: "1px",
      borderColor: "border.invertedStrong",
      boxShadow: "overlay",
      bg: "bg.invertedRaised",
    });
    expect(heroFrame.raw({ fill: "glass" }).bg).toBe("rgba(11, 21, 32, 0.55)");
  });

  it("draws the quote mark and a bar's track, the view's props last", () => {
    expect(quoteMark.raw({ transform: "scaleX(-1)" })).toEqual({
      color: "accent.vivid",
      transform: "scaleX(-1)",
    });
    expect(barTrack.raw()).toEqual({ h: "2", borderRadius: "full", bg: "bg.invertedMuted" });
    expect(barTrack.raw({ h: "1", bg: "rgba(255, 255, 255, 0.1)" })).toMatchObject({
      h: "1",
      bg: "rgba(255, 255, 255, 0.1)",
    });
  });
});
