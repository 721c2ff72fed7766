import { defineRecipe } from "@pandacss/dev";

export const badge = defineRecipe({
  className: "badge",
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "1.5",
    fontWeight: "600",
    borderRadius: "full",
    whiteSpace: "nowrap",
    lineHeight: "1",
  },
  variants: {
    tone: {
      neutral: { bg: "bg.muted", color: "fg.default" },
      accent: { bg: "accent.subtle", color: "fg.accent" },
      success: { bg: "success.bg", color: "success.fg" },
      inverted: { bg: "bg.invertedMuted", color: "fg.invertedSoft" },
    },
    size: {
      sm: { fontSize: "xs", px: "2", py: "1" },
      md: { fontSize: "sm", px: "3", py: "1.5" },
    },
  },
  defaultVariants: { tone: "neutral", size: "sm" },
});
