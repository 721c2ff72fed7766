import { popoverAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

/** Ark UI popover: a small raised panel next to its trigger. */
export const popover = defineSlotRecipe({
  className: "popover",
  slots: popoverAnatomy.keys(),
  base: {
    positioner: { zIndex: "popover" },
    content: {
      position: "relative",
      bg: "bg.panel",
      color: "fg.default",
      borderWidth: "1px",
      borderColor: "border.default",
      borderRadius: "lg",
      boxShadow: "raised",
      p: "5",
      pr: "12",
      width: "min(22rem, calc(100vw - 2rem))",
      _open: { animation: "fadeIn 120ms ease-out" },
      _closed: { animation: "fadeOut 100ms ease-in" },
      _focusVisible: { outline: "3px solid token(colors.focusRing)", outlineOffset: "2px" },
    },
    title: { fontFamily: "heading", fontWeight: "700", fontSize: "md" },
    description: { color: "fg.muted", fontSize: "sm", mt: "1" },
    closeTrigger: {
      position: "absolute",
      top: "2",
      right: "2",
      w: "9",
      h: "9",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      borderRadius: "full",
      color: "fg.muted",
      cursor: "pointer",
      _hover: { bg: "bg.muted", color: "fg.default" },
    },
    arrow: { "--arrow-size": "10px", "--arrow-background": "colors.white" },
    arrowTip: { borderTopWidth: "1px", borderLeftWidth: "1px", borderColor: "border.default" },
  },
});
