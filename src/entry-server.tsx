import { createRequestHandler, RouterServer, renderRouterToString } from "@tanstack/react-router/ssr/server";
import type { ServerManifest } from "@tanstack/router-core";
import { site } from "./content/site";
import { createRouter } from "./router";

export { INDEXED_PATHS, ROUTE_PATHS } from "./content/pages";
export { startPolicyFor } from "./startup/startPolicy";
export { site };

/**
 * Static parts that only the prerender renders (their code is in no browser chunk a page loads, and
 * no route names them): loaded before their page is rendered, since rendering to a string does not
 * wait. /post-project: its steps for a browser without JavaScript (issue 34).
 */
const serverOnlyParts: Partial<Record<string, () => Promise<void>>> = {
  "/post-project": () =>
    import("./views/postProject/noScriptPart").then((part) => part.noScriptSteps.preload()),
};

/** Renders one URL of the site to a full HTML document. Used at build time by scripts/prerender.mjs. */
export async function render(
  path: string,
  manifest: ServerManifest,
): Promise<{ status: number; html: string }> {
  await serverOnlyParts[new URL(path, site.siteOrigin).pathname]?.();
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
