import { staticPart } from "../../startup/islands";

/** /for-employers has nothing a visitor changes: the whole page stays its prerendered HTML (islands.tsx). */
export const employersPage = staticPart("employers", () =>
  import("./EmployersPage").then((module) => ({ default: module.EmployersPage })),
);
