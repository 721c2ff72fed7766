import { createRequestHandler, RouterServer, renderRouterToString } from "@tanstack/react-router/ssr/server";
import type { ServerManifest } from "@tanstack/router-core";
import { site } from "./content/site";
import { createRouter } from "./router";

export { INDEXED_PATHS, ROUTE_PATHS } from "./content/pages";
export { startPolicyFor } from "./platform/startPolicy";
export { site };

/** Renders one URL of the site to a full HTML document. Used at build time by scripts/prerender.mjs. */
export async function render(
  path: string,
  manifest: ServerManifest,
): Promise<{ status: number; html: string }> {
  const request = new Request(new URL(path, site.siteOrigin));
  const handler = createRequestHandler({ request, createRouter, getRouterManifest: () => manifest });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  return { status: response.status, html: await response.text() };
}

/** Every path the router knows, for checking that each one is prerendered and in the sitemap. */
export function routerPaths(): string[] {
  const router = createRouter();
  return Object.keys(router.routesByPath).map((path) => (path === "" ? "/" : path));
}
