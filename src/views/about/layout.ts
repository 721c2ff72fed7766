import { pageContainer } from "styled-system/patterns";

/** The inner width and vertical rhythm every about-page section shares. */
export const sectionInner = pageContainer({ rhythm: "section" });
