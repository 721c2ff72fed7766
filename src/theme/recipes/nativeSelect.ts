import { defineSlotRecipe } from "@pandacss/dev";

/**
 * A native <select> styled to the site: the platform's own picker on phones, full keyboard and
 * screen reader support, and no script (Ark Select would add about 25 KB gzipped for two lists).
 */
export const nativeSelect = defineSlotRecipe({
  className: "native-select",
  slots: ["root", "label", "control", "field", "indicator"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "2", minWidth: "0" },
    label: { fontSize: "sm", fontWeight: "600", color: "fg.default" },
    control: { position: "relative" },
    field: {
      appearance: "none",
      width: "full",
      height: "12",
      pl: "3.5",
      pr: "10",
      bg: "bg.canvas",
      color: "fg.default",
      // 16 px keeps iOS from zooming on focus.
      fontSize: "md",
      fontWeight: "500",
      borderWidth: "1px",
      // border.control on white is 3.3:1, enough for a control's boundary (WCAG 1.4.11).
      borderColor: "border.control",
      borderRadius: "md",
      boxShadow: "0 1px 2px rgba(11, 21, 32, 0.05)",
      cursor: "pointer",
      textOverflow: "ellipsis",
      transitionProperty: "border-color, box-shadow",
      transitionDuration: "fast",
      _hover: { borderColor: "border.controlHover" },
      _focusVisible: {
        outline: "3px solid token(colors.focusRing)",
        outlineOffset: "1px",
        borderColor: "accent.default",
      },
    },
    indicator: {
      position: "absolute",
      right: "3",
      top: "50%",
      transform: "translateY(-50%)",
      width: "5",
      height: "5",
      color: "fg.muted",
      pointerEvents: "none",
    },
  },
});
