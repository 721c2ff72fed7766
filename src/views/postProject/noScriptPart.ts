import { staticPart } from "../../startup/islands";

/**
 * Steps 2 to 4 for a browser without JavaScript (NoScriptSteps, issue 34): a static part, so its
 * code (the skill list, the contact and consent fields) is loaded for the prerender only and the
 * page's first load in the browser does not carry it (startup/islands.tsx).
 */
export const noScriptSteps = /* @__PURE__ */ staticPart("postProjectNoScript", () =>
  import("./NoScriptSteps").then((module) => ({ default: module.NoScriptSteps })),
);
