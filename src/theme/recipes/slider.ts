import { sliderAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/** Ark UI Slider: a 6 px track, an accent range and a 24 px thumb (WCAG 2.2 target size). */
export const slider = defineSlotRecipe({
  className: "slider",
  slots: sliderAnatomy.keys(),
  base: {
    root: { display: "flex", flexDirection: "column", gap: "2", width: "full" },
    label: { fontSize: "sm", fontWeight: "600", color: "fg.default" },
    valueText: {
      fontSize: "sm",
      fontWeight: "700",
      color: "fg.default",
      fontVariantNumeric: "tabular-nums",
      whiteSpace: "nowrap",
    },
    control: {
      // Ark sets this inline once the code runs; the prerendered slider needs it from the stylesheet,
      // or its thumbs are placed against the page (one at its right edge, widening it).
      position: "relative",
      display: "flex",
      alignItems: "center",
      height: "8",
      cursor: "pointer",
      _disabled: { cursor: "not-allowed", opacity: 0.5 },
    },
    track: {
      flex: "1",
      position: "relative",
      height: "1.5",
      borderRadius: "full",
      bg: "border.default",
      overflow: "hidden",
    },
    range: { height: "full", bg: "accent.default", borderRadius: "full" },
    thumb: {
      width: "24px",
      height: "24px",
      borderRadius: "full",
      bg: "white",
      borderWidth: "2px",
      borderColor: "accent.default",
      boxShadow: "0 1px 2px rgba(11, 21, 32, 0.2), 0 2px 6px rgba(11, 21, 32, 0.12)",
      cursor: "grab",
      outline: "none",
      transitionProperty: "box-shadow, transform",
      transitionDuration: "fast",
      _hover: { boxShadow: "0 0 0 6px token(colors.accent.subtle)" },
      _focusVisible: {
        outline: "3px solid token(colors.focusRing)",
        outlineOffset: "2px",
      },
      _dragging: { cursor: "grabbing", boxShadow: "0 0 0 8px token(colors.accent.subtle)" },
    },
    markerGroup: { display: "flex", justifyContent: "space-between" },
    marker: { fontSize: "xs", color: "fg.muted" },
  },
});
