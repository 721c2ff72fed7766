import { dialogAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

export const dialog = defineSlotRecipe({
  className: "dialog",
  slots: dialogAnatomy.keys(),
  base: {
    backdrop: {
      position: "fixed",
      inset: "0",
      bg: "rgba(11, 21, 32, 0.72)",
      zIndex: "overlay",
      _open: { animation: "fadeIn 160ms ease-out" },
      _closed: { animation: "fadeOut 120ms ease-in" },
    },
    positioner: {
      position: "fixed",
      inset: "0",
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      p: { base: "3", md: "6" },
      zIndex: "modal",
      overflowY: "auto",
    },
    content: {
      position: "relative",
      bg: "bg.panel",
      borderRadius: "xl",
      boxShadow: "overlay",
      width: "100%",
      maxWidth: "lg",
      p: { base: "5", md: "7" },
      _open: { animation: "scaleIn 180ms ease-out" },
      _closed: { animation: "fadeOut 120ms ease-in" },
      _focusVisible: { outline: "none" },
    },
    title: { fontFamily: "heading", fontSize: "xl", fontWeight: "700", color: "fg.default" },
    description: { color: "fg.muted", mt: "2" },
    closeTrigger: {
      position: "absolute",
      top: "3",
      right: "3",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      w: "10",
      h: "10",
      borderRadius: "full",
      color: "fg.muted",
      cursor: "pointer",
      _hover: { bg: "bg.muted", color: "fg.default" },
    },
  },
  variants: {
    size: {
      md: {},
      video: { content: { maxWidth: "4xl", p: "0", bg: "black", overflow: "hidden" } },
    },
  },
  defaultVariants: { size: "md" },
});
