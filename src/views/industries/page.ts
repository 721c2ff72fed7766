import { staticPart } from "../../startup/islands";

/** /industries has nothing a visitor changes: the whole page stays its prerendered HTML (islands.tsx). */
export const industriesPage = staticPart("industries", () =>
  import("./IndustriesPage").then((module) => ({ default: module.IndustriesPage })),
);
