import { staticPart } from "../../platform/islands";

/**
 * The sidebar (featured contractor, top talent, market insights, custom search) never changes with
 * the filters: it stays its prerendered HTML (platform/islands.tsx), and its code loads only for a
 * client navigation to the page.
 */
export const sidebar = staticPart("contractor-sidebar", () =>
  import("./Sidebar").then((module) => ({ default: module.Sidebar })),
);
