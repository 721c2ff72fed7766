import { createRouter as createTanStackRouter } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";
import { loadSearchSchemasFirst } from "./startup/searchSchemas";
import { ErrorScreen } from "./views/shell/ErrorScreen";
import { NotFound } from "./views/shell/NotFound";

/** Options every router of the site shares (tests build small routers with the same ones). */
export const routerDefaults = {
  // New entries start at the top; Back and Forward restore where the visitor was.
  scrollRestoration: true,
  defaultPreload: "intent",
  // A failing page shows the error screen inside the site's header and footer.
  defaultErrorComponent: ErrorScreen,
  defaultNotFoundComponent: NotFound,
} as const;

export function createRouter() {
  // The first render in the browser is hydration: the page the visitor has been reading since its
  // HTML painted, possibly scrolled already (the client code loads after the first paint). That
  // render must not move it, so the router's scroll handling starts with the next navigation.
  let hydrating = typeof window !== "undefined";
  const router = createTanStackRouter({
    routeTree,
    ...routerDefaults,
    scrollRestoration: () => {
      // On the server this decides whether the page carries the router's inline scroll script,
      // which ran at every load: it does not; the page's first script does its one job
      // (startup/earlyInputScript.ts).
      if (typeof window === "undefined") return false;
      if (!hydrating) return true;
      hydrating = false;
      return false;
    },
  });
  // Three routes' search schemas come with their page's code (startup/searchSchemas.ts).
  loadSearchSchemasFirst(router);
  return router;
}

export type AppRouter = ReturnType<typeof createRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
