import { css } from "styled-system/css";

/** The column the intake pages' text sits in: the site's container, at a readable measure. */
export const prose = css({
  maxW: "container",
  mx: "auto",
  px: { base: "4", md: "6" },
  py: { base: "10", md: "14" },
});
export const measure = css({ maxW: "2xl" });
export const sectionHeading = css({
  textStyle: "xl",
  fontWeight: "semibold",
  mt: "8",
  mb: "3",
  color: "fg.default",
});
export const paragraph = css({ color: "fg.muted", lineHeight: "relaxed", mt: "3" });
