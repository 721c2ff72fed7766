import { css } from "styled-system/css";

/** A header link; the current page is marked by aria-current. */
export const navLink = css({
  display: "inline-flex",
  alignItems: "center",
  h: "10",
  px: { base: "3", lg: "2", xl: "3" },
  borderRadius: "md",
  fontSize: "sm",
  fontWeight: "500",
  color: "fg.muted",
  textDecoration: "none",
  whiteSpace: "nowrap",
  _hover: { color: "fg.default", bg: "bg.subtle" },
  _current: { color: "fg.accent", fontWeight: "600", bg: "bg.accentSubtle" },
});
