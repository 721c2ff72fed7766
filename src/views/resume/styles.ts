import { css } from "styled-system/css";

/** Class names shared by the builder's pieces. */

export const panel = css({
  bg: "bg.panel",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "xl",
  boxShadow: "card",
});

export const sideCard = css({
  bg: "bg.panel",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "xl",
  boxShadow: "card",
  p: { base: "5", md: "6" },
});

export const sideHeading = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  fontSize: "lg",
  fontWeight: "700",
  color: "fg.default",
  "& svg": { color: "fg.accent", flexShrink: 0 },
});

export const subHeading = css({
  fontSize: "sm",
  fontWeight: "700",
  color: "fg.default",
  textTransform: "uppercase",
  letterSpacing: "0.06em",
});

export const mutedText = css({ fontSize: "sm", color: "fg.muted" });

export const chipList = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "2",
  listStyle: "none",
  p: "0",
  m: "0",
});

/** The chip's raw styles, for a variant that merges its changes in one css() call. */
export const chipStyle = css.raw({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  minH: "9",
  pl: "3",
  pr: "1",
  borderRadius: "full",
  bg: "bg.muted",
  color: "fg.strong",
  fontSize: "sm",
  fontWeight: "600",
  maxW: "full",
  "& > span": { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
});

export const chip = css(chipStyle);

export const chipRemove = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "7",
  h: "7",
  flexShrink: 0,
  borderRadius: "full",
  color: "fg.body",
  cursor: "pointer",
  _hover: { bg: "bg.emphasized", color: "fg.default" },
});

export const suggestionChip = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1.5",
  minH: "9",
  px: "3",
  borderRadius: "full",
  borderWidth: "1px",
  borderStyle: "dashed",
  borderColor: "border.strong",
  bg: "bg.canvas",
  color: "fg.secondary",
  fontSize: "sm",
  fontWeight: "500",
  cursor: "pointer",
  textAlign: "left",
  transitionProperty: "background-color, border-color, color",
  transitionDuration: "fast",
  "& svg": { color: "fg.accent", flexShrink: 0 },
  _hover: { borderColor: "accent.default", bg: "bg.accentSubtle", color: "fg.default" },
});

export const errorText = css({ fontSize: "sm", color: "danger.fg", fontWeight: "500" });

export const srOnly = css({ srOnly: true });

/** Visually hidden on phones (still read by screen readers), shown from the sm breakpoint. */
export const hiddenBelowSm = css({
  position: { base: "absolute", sm: "static" },
  w: { base: "1px", sm: "auto" },
  h: { base: "1px", sm: "auto" },
  overflow: { base: "hidden", sm: "visible" },
  clip: { base: "rect(0, 0, 0, 0)", sm: "auto" },
  whiteSpace: "nowrap",
});
