import { describe, expect, it } from "vitest";
import { css } from "../../../styled-system/css";
import { iconButton, spinner } from "../../../styled-system/patterns";

/**
 * The resume area's patterns (the end of src/theme/patterns.ts): the square icon-only button and the
 * loading spinner. Each returns one style object, the view's own props merged last.
 */
describe("resume patterns", () => {
  it("makes a square, centred, unsqueezed icon button, 9 wide unless told", () => {
    expect(iconButton.raw()).toEqual({
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      flexShrink: 0,
      w: "9",
      h: "9",
      borderRadius: "md",
      cursor: "pointer",
    });
    expect(iconButton.raw({ size: "7" })).toMatchObject({ w: "7", h: "7" });
  });

  it("lets a view's own props win over the icon button's", () => {
    const chipRemove = iconButton.raw({ size: "7", borderRadius: "full", color: "fg.body" });
    expect(chipRemove).toMatchObject({ borderRadius: "full", color: "fg.body" });
    expect(chipRemove).not.toHaveProperty("size");
  });

  it("gives the classes the same css() call would", () => {
    expect(iconButton({ size: "10", _hover: { bg: "accent.subtle" } })).toBe(
      css({
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        flexShrink: 0,
        w: "10",
        h: "10",
        borderRadius: "md",
        cursor: "pointer",
        _hover: { bg: "accent.subtle" },
      }),
    );
    expect(spinner()).toBe(css({ animation: "spin 1s linear infinite" }));
    expect(spinner.raw({ color: "fg.muted" })).toEqual({
      animation: "spin 1s linear infinite",
      color: "fg.muted",
    });
  });
});
