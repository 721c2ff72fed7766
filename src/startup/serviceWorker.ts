import { WORKER_SCOPE, WORKER_URL } from "./workerRegistration";

/**
 * The service worker (scripts/offline.mjs builds it with Workbox), in production builds only, never
 * in development (README, "Offline and installable"). Its precache (the whole site) waits for the
 * page's own needs: a page whose code starts registers it from here, once the code is in and the
 * page idle (the entry loads this module with the offline support); a page read without its code
 * starting is registered by its first script (earlyInputScript.ts) once it has been loaded and
 * quiet for `WORKER_QUIET_MS`. Either way a visit that only reads leaves the site ready offline,
 * and the worker's fetches never compete with the page's first load or with the code a visitor's
 * first tap asks for. This module then follows updates.
 *
 * Updates: a new deployment's worker installs in the background (it precaches the new version
 * whole) and then waits. At the visitor's next navigation in the app, the navigation guard asks
 * `handOverBeforeNavigation()`: the waiting worker is told to take over, and the next page loads as
 * a whole document from the new version. A page never runs old and new chunks side by side; until
 * that navigation, the old worker keeps serving the old version's files. A tab whose worker was
 * replaced from another tab is marked stale, and its next navigation is a whole document as well.
 *
 * Built with VITE_SERVICE_WORKER=off, nothing is registered and a worker left by an earlier
 * deployment is unregistered (its /sw.js is then one that removes itself, too).
 */

/** How long a navigation waits for the new worker to take over before it loads anyway. */
const TAKE_OVER_TIMEOUT_MS = 3000;

let registration: ServiceWorkerRegistration | undefined;
/** A newer worker has taken over this page: its code is the old version's. */
let stale = false;

function whenIdle(run: () => void): void {
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

/** Registers the worker and follows it (or, turned off, removes any earlier one). */
export function startServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  // The build's switch (vite.config.ts), the one the page's first script reads.
  if (import.meta.env.SERVICE_WORKER !== "on") {
    if (import.meta.env.PROD)
      whenIdle(() => {
        container.getRegistrations().then(
          (registrations) => {
            for (const found of registrations) void found.unregister();
          },
          () => {},
        );
      });
    return;
  }
  // Idempotent: the registration the page's first script may have made is returned as it is.
  container.register(WORKER_URL, { scope: WORKER_SCOPE }).then(null, () => {});
  let controller = container.controller;
  container.addEventListener("controllerchange", () => {
    // The first install claims an uncontrolled page: same version. A change of worker is not.
    if (controller) stale = true;
    controller = container.controller;
  });
  // Settles once a worker is active; never where registration is blocked or refused (the
  // end-to-end tests' default, private modes): the site then works as before, online.
  void container.ready.then((active) => {
    registration = active;
  });
}

/** The new version's worker, installed and waiting, when this page is controlled by an older one. */
function waitingWorker(): ServiceWorker | null {
  return navigator.serviceWorker?.controller ? (registration?.waiting ?? null) : null;
}

/**
 * Called before a navigation in the app. True when the navigation must load the next page as a
 * whole document, because a newer version is ready (its worker has been told to take over, and has,
 * or the wait timed out) or has already taken over this page.
 */
export async function handOverBeforeNavigation(): Promise<boolean> {
  if (stale) return true;
  const worker = waitingWorker();
  if (!worker) return false;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      navigator.serviceWorker.removeEventListener("controllerchange", done);
      resolve();
    };
    const timer = setTimeout(done, TAKE_OVER_TIMEOUT_MS);
    navigator.serviceWorker.addEventListener("controllerchange", done);
    worker.postMessage({ type: "SKIP_WAITING" });
  });
  return true;
}
