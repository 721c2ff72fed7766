import { css } from "styled-system/css";

/** The calculator's white cards: edge to edge on phones, so the longest project type fits its select. */
export const panelCard = css({
  bg: "bg.panel",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: { base: "0", sm: "2xl" },
  borderLeftWidth: { base: "0", sm: "1px" },
  borderRightWidth: { base: "0", sm: "1px" },
  mx: { base: "-4", sm: "0" },
  boxShadow: "card",
});
