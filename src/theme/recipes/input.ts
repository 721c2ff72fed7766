import { defineRecipe } from "@pandacss/dev";

/** Text inputs, textareas and native selects share one look. */
export const input = defineRecipe({
  className: "input",
  base: {
    display: "block",
    w: "full",
    minW: "0",
    bg: "bg.canvas",
    color: "fg.default",
    borderWidth: "1px",
    borderColor: "border.strong",
    borderRadius: "md",
    px: "3",
    fontSize: "md",
    transitionProperty: "border-color, box-shadow",
    transitionDuration: "fast",
    _placeholder: { color: "fg.subtle" },
    _hover: { borderColor: "border.control" },
    _focusVisible: {
      outline: "none",
      borderColor: "focusRing",
      boxShadow: "0 0 0 3px token(colors.accent.soft)",
    },
    _invalid: {
      borderColor: "danger.fg",
      // A field with a problem stays marked under the pointer too (after a refused submit scrolls the
      // first problem into view, the pointer is often over another one).
      _hover: { borderColor: "danger.fg" },
      _focusVisible: { boxShadow: "0 0 0 3px token(colors.danger.bg)" },
    },
    _disabled: { bg: "bg.subtle", color: "fg.muted", cursor: "not-allowed" },
  },
  variants: {
    kind: {
      text: { h: "11" },
      textarea: { py: "2.5", minH: "28", resize: "vertical", lineHeight: "1.5" },
      select: {
        h: "11",
        appearance: "none",
        pr: "10",
        cursor: "pointer",
        backgroundImage:
          "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%2333475d' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
        backgroundRepeat: "no-repeat",
        backgroundPosition: "right 12px center",
      },
    },
  },
  defaultVariants: { kind: "text" },
});
