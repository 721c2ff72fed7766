import { tooltipAnatomy } from "@ark-ui/react/anatomy";
import { defineSlotRecipe } from "@pandacss/dev";

export const tooltip = defineSlotRecipe({
  className: "tooltip",
  slots: tooltipAnatomy.keys(),
  base: {
    content: {
      bg: "bg.inverted",
      color: "white",
      fontSize: "xs",
      fontWeight: "500",
      px: "2.5",
      py: "1.5",
      borderRadius: "sm",
      boxShadow: "raised",
      maxWidth: "xs",
      zIndex: "tooltip",
      _open: { animation: "fadeIn 120ms ease-out" },
      _closed: { animation: "fadeOut 100ms ease-in" },
    },
    arrow: { "--arrow-size": "8px", "--arrow-background": "colors.bg.inverted" },
  },
});
