import { sliderAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/** Ark UI Slider (one or two thumbs): a slim steel track, an accent range and 24 px thumbs. */
export const slider = defineSlotRecipe({
  className: "slider",
  slots: sliderAnatomy.keys(),
  base: {
    root: { display: "flex", flexDirection: "column", gap: "2", w: "full" },
    label: { fontSize: "sm", fontWeight: "600", color: "fg.default" },
    valueText: { fontSize: "sm", fontWeight: "600", color: "fg.default", fontVariantNumeric: "tabular-nums" },
    control: {
      position: "relative",
      display: "flex",
      alignItems: "center",
      h: "8",
      cursor: "pointer",
      _disabled: { cursor: "not-allowed", opacity: 0.5 },
    },
    track: { position: "relative", flex: "1", h: "1.5", borderRadius: "full", bg: "steel.200" },
    range: { h: "full", borderRadius: "full", bg: "accent.default" },
    thumb: {
      w: "6",
      h: "6",
      borderRadius: "full",
      bg: "white",
      borderWidth: "2px",
      borderColor: "accent.default",
      boxShadow: "0 1px 3px rgba(11, 21, 32, 0.25)",
      cursor: "grab",
      transitionProperty: "box-shadow",
      transitionDuration: "fast",
      _hover: { boxShadow: "0 0 0 6px token(colors.safety.100)" },
      _focusVisible: { outline: "3px solid token(colors.focusRing)", outlineOffset: "2px" },
      "&[data-dragging]": { cursor: "grabbing", boxShadow: "0 0 0 8px token(colors.safety.100)" },
    },
    markerGroup: { position: "relative", h: "5", mt: "1" },
    marker: { fontSize: "xs", color: "fg.muted", fontVariantNumeric: "tabular-nums" },
  },
});
