import { islandNames } from "../../content/islandNames";
import { island, preloadParts, staticPart } from "../../startup/islands";

/**
 * The sidebar (featured contractor, top talent, market insights, custom search) never changes with
 * the filters: it stays its prerendered HTML (startup/islands.tsx), and its code loads only for a
 * client navigation to the page.
 */
export const sidebar = staticPart("contractor-sidebar", () =>
  import("./Sidebar").then((module) => ({ default: module.Sidebar })),
);

/**
 * The distance and rate sliders: an island, so that the slider's code (Ark's and zag's, about 15 KB
 * gzipped) loads when a visitor reaches for them (points at, touches or tabs to one, or opens the
 * filter panel on a phone), not with the page. A key pressed before then is held and handed over.
 * It hydrates at once when the URL or a change of filters gives them values the HTML does not show
 * (the page wakes it: SearchContractorsPage).
 */
export const filterSliders = island(
  "contractor-sliders",
  () => import("./FilterSliders").then((module) => ({ default: module.FilterSliders })),
  { trigger: "intent", what: islandNames.contractorSliders },
);

/** Every part the page shows: the route's `beforeLoad` awaits them when the page is entered. */
export const preload = preloadParts(sidebar, filterSliders);
