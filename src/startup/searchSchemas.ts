import type { AnyRouter } from "@tanstack/react-router";
import type { Schema } from "../domain/schema";

/**
 * Search schemas that come with their page's code, not with every page's start.
 *
 * Three routes keep their state in the URL (the calculator on `/`, `/find-jobs`,
 * `/search-contractors`) and validate it with a schema (domain/schema.ts). The router runs a route's
 * `validateSearch` synchronously whenever it matches a path, so as plain imports the route tree
 * made every page start with all three schemas and the rate tables behind them (3.5 KB gzipped).
 * A lazy schema is fetched instead, before the router matches its route:
 *
 * - on the server, before the prerender's load (the router's `load` is wrapped);
 * - in the browser, before hydration for the page landed on (entry-client.tsx; its page's modules
 *   already hold the schema, the page's view uses the same module), and before each load, preload
 *   and navigation for the page it goes to (the router's `load`, `preloadRoute` and
 *   `buildAndCommitLocation` are wrapped by `loadSearchSchemasFirst`).
 *
 * A schema whose code could not be fetched (offline, with no service worker) leaves the route to
 * fail as a route whose code could not be fetched does: the navigation guard keeps the visitor on
 * the page with a notice, or the router shows its error screen with a retry.
 */
export interface LazySchema<T> extends Schema<T> {
  readonly lazy: true;
  /** Whether the schema's code is in; until then validating throws. */
  loaded(): boolean;
  /** Fetches the schema's code (once; again after a failure). */
  load(): Promise<void>;
}

export function lazySchema<T>(fetch: () => Promise<Schema<T>>): LazySchema<T> {
  let schema: Schema<T> | undefined;
  let loading: Promise<void> | undefined;
  const parse = (value: unknown): T => {
    if (!schema) throw new Error("A search schema was used before its code was loaded");
    return schema.parse(value);
  };
  return {
    "~standard": { version: 1, vendor: "site", validate: (value) => ({ value: parse(value) }) },
    parse,
    lazy: true,
    loaded: () => schema !== undefined,
    load: () =>
      (loading ??= fetch().then(
        (loadedSchema) => {
          schema = loadedSchema;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}

const isLazySchema = (value: unknown): value is LazySchema<unknown> =>
  typeof value === "object" && value !== null && "lazy" in value && value.lazy === true;

/**
 * Loads the schemas of the routes `pathname` matches that are not in yet. Undefined when there is
 * nothing to wait for, so a navigation within a page (a filter, a slider) is not put off by a tick.
 */
export function loadSearchSchemas(router: AnyRouter, pathname: string): Promise<void> | undefined {
  const [routes] = router.getMatchedRoutes(pathname) as unknown as [
    ReadonlyArray<{ options: { validateSearch?: unknown } }>,
  ];
  const pending = routes
    .map((route) => route.options.validateSearch)
    .filter((schema) => isLazySchema(schema) && !schema.loaded()) as LazySchema<unknown>[];
  return pending.length ? Promise.all(pending.map((schema) => schema.load())).then(() => {}) : undefined;
}

/** Wraps the router's matching entry points so that a route's schema is loaded before it is matched. */
export function loadSearchSchemasFirst(router: AnyRouter): void {
  // A failed fetch goes on to the router, which meets the route's error as for any missing code.
  const after = <R>(pathname: string, go: () => Promise<R>): Promise<R> => {
    const waiting = loadSearchSchemas(router, pathname);
    return waiting ? waiting.then(go, go) : go();
  };
  // Where the options lead (the router's own reading of them, without validating any search).
  const pathOf = (options: unknown) =>
    (router.buildLocation as unknown as (options: unknown) => { pathname: string })(options ?? {}).pathname;
  const { load, preloadRoute, buildAndCommitLocation } = router;
  router.load = (options) => after(router.history.location.pathname, () => load(options));
  router.preloadRoute = ((options) =>
    after(pathOf(options), () => preloadRoute(options))) as typeof preloadRoute;
  router.buildAndCommitLocation = (options) => after(pathOf(options), () => buildAndCommitLocation(options));
}
