import { css } from "styled-system/css";

/**
 * A header link; the current page is marked by aria-current. Between 1024 and 1279 px the six page
 * links, Blog and the account actions share one row, so the text is a size smaller there.
 */
export const navLinkStyles = {
  display: "inline-flex",
  alignItems: "center",
  h: "10",
  px: { base: "3", lg: "2", xl: "3" },
  borderRadius: "md",
  fontSize: { base: "sm", lg: "13px", xl: "sm" },
  fontWeight: "500",
  color: "fg.muted",
  textDecoration: "none",
  whiteSpace: "nowrap",
  _hover: { color: "fg.default", bg: "bg.subtle" },
  _current: { color: "fg.accent", fontWeight: "600", bg: "bg.accentSubtle" },
} as const;

export const navLink = css(navLinkStyles);
