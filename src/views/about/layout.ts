import { css } from "styled-system/css";
import { pageContainer } from "styled-system/patterns";

/** The inner width and vertical rhythm every about-page section shares. */
export const sectionInner = pageContainer({ rhythm: "section" });

export const sectionGridGap = css({ mt: { base: "10", md: "12" } });
