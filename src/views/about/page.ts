import { staticPart } from "../../startup/islands";

/** /about has nothing a visitor changes: the whole page stays its prerendered HTML (islands.tsx). */
export const aboutPage = staticPart("about", () =>
  import("./AboutPage").then((module) => ({ default: module.AboutPage })),
);
