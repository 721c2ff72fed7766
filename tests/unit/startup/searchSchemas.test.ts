// @vitest-environment jsdom
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { schema } from "../../../src/domain/schema";
import { lazySchema, loadSearchSchemas, loadSearchSchemasFirst } from "../../../src/startup/searchSchemas";

/** A schema that keeps `q` in upper case, so a test can tell validated search from raw. */
const upperQuery = schema((raw) => {
  const q = (raw as { q?: unknown } | undefined)?.q;
  return { q: typeof q === "string" ? q.toUpperCase() : "" };
});

function counted(fail = 0) {
  const fetches = { count: 0 };
  const lazy = lazySchema(() => {
    fetches.count++;
    return fetches.count <= fail ? Promise.reject(new Error("offline")) : Promise.resolve(upperQuery);
  });
  return { lazy, fetches };
}

function siteRouter(path: string) {
  const { lazy, fetches } = counted();
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: "/", component: () => null });
  const jobs = createRoute({
    getParentRoute: () => root,
    path: "/jobs",
    validateSearch: lazy,
    component: () => null,
  });
  // Typed loosely: the app's registered route tree is not this one.
  const router = createRouter({
    routeTree: root.addChildren([home, jobs]),
    history: createMemoryHistory({ initialEntries: [path] }),
  }) as unknown as AnyRouter;
  loadSearchSchemasFirst(router);
  return { router, fetches, lazy };
}

describe("a lazy search schema", () => {
  it("refuses to validate before its code is in, then validates as the schema does", async () => {
    const { lazy, fetches } = counted();
    expect(lazy.loaded()).toBe(false);
    expect(() => lazy.parse({ q: "plc" })).toThrow(/before its code was loaded/);
    await Promise.all([lazy.load(), lazy.load()]);
    expect(fetches.count).toBe(1);
    expect(lazy.loaded()).toBe(true);
    expect(lazy["~standard"].validate({ q: "plc" })).toEqual({ value: { q: "PLC" } });
  });

  it("fetches again after a failed fetch", async () => {
    const { lazy, fetches } = counted(1);
    await expect(lazy.load()).rejects.toThrow("offline");
    expect(lazy.loaded()).toBe(false);
    await lazy.load();
    expect(fetches.count).toBe(2);
    expect(lazy.parse({ q: "scada" })).toEqual({ q: "SCADA" });
  });
});

describe("the router with lazy search schemas", () => {
  it("does not fetch a schema for a page that has none", async () => {
    const { router, fetches } = siteRouter("/");
    await router.load();
    expect(router.state.location.pathname).toBe("/");
    expect(fetches.count).toBe(0);
    expect(loadSearchSchemas(router, "/")).toBeUndefined();
  });

  it("fetches the schema before a navigation matches its route, which then sees validated search", async () => {
    const { router, fetches } = siteRouter("/");
    await router.load();
    await router.navigate({ href: "/jobs?q=plc" });
    expect(fetches.count).toBe(1);
    expect(router.state.location.pathname).toBe("/jobs");
    expect(router.state.matches.at(-1)?.search).toEqual({ q: "PLC" });
    expect(router.state.matches.at(-1)?.status).toBe("success");
  });

  it("fetches it before a preload, and once for the navigation that follows", async () => {
    const { router, fetches } = siteRouter("/");
    await router.load();
    await router.preloadRoute({ href: "/jobs?q=hmi" } as never);
    expect(fetches.count).toBe(1);
    await router.navigate({ href: "/jobs?q=hmi" });
    expect(fetches.count).toBe(1);
    expect(router.state.matches.at(-1)?.search).toEqual({ q: "HMI" });
  });

  it("fetches it before the first load of a page that has one (the prerender's path)", async () => {
    const { router, fetches } = siteRouter("/jobs?q=robot");
    await router.load();
    expect(fetches.count).toBe(1);
    expect(router.state.matches.at(-1)?.search).toEqual({ q: "ROBOT" });
  });

  it("fetches it when the history itself moves to the page (Back, Forward: the router's load)", async () => {
    const { router, fetches } = siteRouter("/");
    await router.load();
    // What the router's Transitioner does in the browser: every history change loads.
    const unsubscribe = router.history.subscribe(() => void router.load());
    router.history.push("/jobs?q=abb");
    await expect.poll(() => router.state.matches.at(-1)?.search).toEqual({ q: "ABB" });
    expect(router.state.location.pathname).toBe("/jobs");
    expect(fetches.count).toBe(1);
    unsubscribe();
  });
});
