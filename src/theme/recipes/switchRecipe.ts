import { switchAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/** Ark UI Switch: a 44 x 24 px track with a sliding knob; the label sits beside it. */
export const switchRecipe = defineSlotRecipe({
  className: "switch",
  slots: switchAnatomy.keys(),
  base: {
    root: {
      display: "inline-flex",
      alignItems: "center",
      gap: "2.5",
      cursor: "pointer",
      userSelect: "none",
      minH: "11",
      _disabled: { cursor: "not-allowed", opacity: 0.5 },
    },
    control: {
      position: "relative",
      display: "inline-flex",
      alignItems: "center",
      flexShrink: 0,
      w: "11",
      h: "6",
      p: "0.5",
      borderRadius: "full",
      bg: "border.control",
      transitionProperty: "background-color",
      transitionDuration: "normal",
      _checked: { bg: "accent.default" },
      _focusVisible: { outline: "3px solid token(colors.focusRing)", outlineOffset: "2px" },
    },
    thumb: {
      w: "5",
      h: "5",
      borderRadius: "full",
      bg: "white",
      boxShadow: "0 1px 2px rgba(11, 21, 32, 0.3)",
      transitionProperty: "transform",
      transitionDuration: "normal",
      _checked: { transform: "translateX(20px)" },
    },
    label: { fontSize: "sm", fontWeight: "600", color: "fg.default" },
  },
});
