import type { PopoverRootProps } from "@ark-ui/react/popover";

type PositioningOptions = NonNullable<PopoverRootProps["positioning"]>;

/**
 * The part of the viewport a floating panel may use: everything below the sticky site header, whose
 * height is the `header` size token (its CSS variable, so this stays in step with the header).
 * Given as the positioning `boundary`, flip and size treat the header like the viewport's edge, so a
 * popover is never placed under it where its title and close button cannot be reached.
 */
export function belowStickyHeader() {
  const root = document.documentElement;
  const header = Number.parseFloat(getComputedStyle(root).getPropertyValue("--sizes-header")) || 0;
  return { x: 0, y: header, width: root.clientWidth, height: Math.max(0, root.clientHeight - header) };
}

/**
 * Positioning for a popover opened from a button in the page: below the button, above it when it
 * does not fit below (when it fits on neither side, on the side with more room), always inside the
 * area below the header. The size middleware sets `--available-height`, the room left on the chosen
 * side; cap the panel's body with it so that it scrolls instead of slipping under the header or off
 * the screen.
 */
export const popoverBelowHeader: PositioningOptions = {
  placement: "bottom-start",
  flip: ["top-start"],
  gutter: 10,
  overflowPadding: 8,
  boundary: belowStickyHeader,
};
