/**
 * Whether the page's code can be fetched now. Offline with no service worker to answer from its
 * cache, a fetch is bound to fail, and Chromium remembers a failed module fetch for the life of the
 * page (see onDemand.ts, whose `canFetchCode` takes a connection tests can supply): so code that
 * is not needed at once waits for the connection instead. No React, for the start-up code.
 */
export const canFetchCode = (): boolean =>
  typeof navigator === "undefined" ||
  navigator.onLine !== false ||
  Boolean(navigator.serviceWorker?.controller);

/** `load()` now if the code can be fetched, else once the connection is back. */
export function loadWhenFetchable<T>(load: () => Promise<T>): Promise<T> {
  return canFetchCode()
    ? load()
    : new Promise((resolve, reject) =>
        addEventListener("online", () => loadWhenFetchable(load).then(resolve, reject), { once: true }),
      );
}
