import { staticPart } from "../../platform/islands";

/** The footer never changes: it stays the prerendered HTML on every page (platform/islands.tsx). */
export const footer = staticPart("footer", () =>
  import("./Footer").then((module) => ({ default: module.Footer })),
);
