import { staticPart } from "../../startup/islands";

/** /locations has nothing a visitor changes: the whole page stays its prerendered HTML (islands.tsx). */
export const locationsPage = staticPart("locations", () =>
  import("./LocationsPage").then((module) => ({ default: module.LocationsPage })),
);
