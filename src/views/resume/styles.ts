import { css } from "styled-system/css";
import { eyebrow, iconButton, panel, title } from "styled-system/patterns";

/** Class names shared by the builder's pieces. */

/** A card of the right column. */
export const sideCard = panel({ borderRadius: "xl", elevated: true, p: { base: "5", md: "6" } });

/** A side card's heading, led by its orange icon. */
export const sideHeading = title({
  display: "flex",
  alignItems: "center",
  gap: "2",
  color: "fg.default",
  "& svg": { color: "fg.accent", flexShrink: 0 },
});

export const subHeading = eyebrow({ letterSpacing: "0.06em", color: "fg.default" });

/** The chip's raw styles, for a variant that merges its changes in the same call. */
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

export const chipRemove = iconButton({
  size: "7",
  borderRadius: "full",
  color: "fg.body",
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

/** Visually hidden on phones (still read by screen readers), shown from the sm breakpoint. */
export const hiddenBelowSm = css({
  position: { base: "absolute", sm: "static" },
  w: { base: "1px", sm: "auto" },
  h: { base: "1px", sm: "auto" },
  overflow: { base: "hidden", sm: "visible" },
  clip: { base: "rect(0, 0, 0, 0)", sm: "auto" },
  whiteSpace: "nowrap",
});
