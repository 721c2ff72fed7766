import { staticPart } from "../../startup/islands";

/** /for-contractors has nothing a visitor changes: the whole page stays its prerendered HTML (islands.tsx). */
export const contractorsPage = staticPart("contractors", () =>
  import("./ContractorsPage").then((module) => ({ default: module.ContractorsPage })),
);
