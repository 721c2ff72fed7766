/**
 * Where the service worker is and when a page registers it (serviceWorker.ts says who does): read by
 * the page's first script (earlyInputScript.ts, at build) and by the page's code, so that neither
 * brings the other's code.
 */

/** The worker's script and scope (scripts/offline.mjs writes it there). */
export const WORKER_URL = "/sw.js";
export const WORKER_SCOPE = "/";

/**
 * How long a page whose code has not started waits after its load before its first script registers
 * the worker (then at the browser's next idle moment). Registered at the load's first idle moment,
 * the worker's start and its precache (the whole site) ran inside the page's load, on a phone's
 * network and main thread: a trace of /post-job at 4x CPU slowdown held 1.59 s of main-thread tasks
 * in its first 6 s with it, 1.36 s without (medians of 6, alternated; noisy, as such figures are).
 */
export const WORKER_QUIET_MS = 3000;
