import { css } from "styled-system/css";

/** The inner width and vertical rhythm every about-page section shares. */
export const sectionInner = css({
  maxW: "container",
  mx: "auto",
  px: { base: "4", md: "6" },
  py: { base: "14", md: "20" },
});

export const sectionGridGap = css({ mt: { base: "10", md: "12" } });
