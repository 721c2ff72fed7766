import { defineRecipe } from "@pandacss/dev";

export const card = defineRecipe({
  className: "card",
  base: {
    bg: "bg.panel",
    borderWidth: "1px",
    borderColor: "border.default",
    borderRadius: "lg",
    boxShadow: "card",
    p: { base: "5", md: "6" },
  },
  variants: {
    tone: {
      plain: {},
      subtle: { bg: "bg.subtle", boxShadow: "none" },
      inverted: { bg: "bg.invertedRaised", borderColor: "border.inverted", color: "fg.inverted" },
    },
  },
  defaultVariants: { tone: "plain" },
});
