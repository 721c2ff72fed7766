import { defineRecipe } from "@pandacss/dev";

export const button = defineRecipe({
  className: "button",
  jsx: ["Button", "ButtonLink", "ExternalButton"],
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    fontWeight: "600",
    borderRadius: "md",
    borderWidth: "1px",
    borderColor: "transparent",
    cursor: "pointer",
    whiteSpace: "nowrap",
    textDecoration: "none",
    transitionProperty: "background-color, border-color, color, box-shadow",
    transitionDuration: "fast",
    _disabled: { opacity: 0.5, cursor: "not-allowed" },
    "& svg": { width: "1.1em", height: "1.1em", flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: "accent.default",
        color: "accent.solidText",
        _hover: { bg: "accent.emphasized" },
      },
      outline: {
        bg: "bg.canvas",
        color: "fg.default",
        borderColor: "border.strong",
        _hover: { bg: "bg.subtle" },
      },
      ghost: {
        bg: "transparent",
        color: "fg.default",
        _hover: { bg: "bg.muted" },
      },
      inverted: {
        bg: "white",
        color: "fg.default",
        _hover: { bg: "bg.muted" },
      },
      outlineInverted: {
        bg: "transparent",
        color: "white",
        borderColor: "border.control",
        _hover: { bg: "bg.invertedMuted" },
      },
    },
    size: {
      sm: { h: "9", px: "3", fontSize: "sm" },
      md: { h: "11", px: "4", fontSize: "sm" },
      lg: { h: "12", px: "6", fontSize: "md" },
    },
  },
  defaultVariants: { variant: "solid", size: "md" },
});
