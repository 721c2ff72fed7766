import { sliderAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/** Ark UI slider (single value or a range): a steel track, an accent range and round thumbs. */
export const slider = defineSlotRecipe({
  className: "slider",
  slots: sliderAnatomy.keys(),
  base: {
    root: { display: "flex", flexDirection: "column", gap: "2", width: "full" },
    label: { fontWeight: "600", fontSize: "sm", color: "fg.default" },
    valueText: { fontSize: "sm", color: "fg.muted", fontVariantNumeric: "tabular-nums" },
    control: {
      position: "relative",
      display: "flex",
      alignItems: "center",
      h: "6",
      // Room for the thumbs at both ends.
      mx: "2.5",
    },
    track: { flex: "1", h: "1.5", borderRadius: "full", bg: "steel.200", overflow: "hidden" },
    range: { h: "full", bg: "accent.default" },
    thumb: {
      w: "5",
      h: "5",
      borderRadius: "full",
      bg: "white",
      borderWidth: "2px",
      borderColor: "accent.default",
      boxShadow: "card",
      cursor: "grab",
      _focusVisible: { outline: "3px solid token(colors.focusRing)", outlineOffset: "2px" },
      _dragging: { cursor: "grabbing" },
    },
    markerGroup: { mx: "2.5" },
    marker: { fontSize: "xs", color: "fg.muted" },
  },
});
