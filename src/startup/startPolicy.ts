import { SESSION_COOKIE } from "../platform/session";

/**
 * When a page's code starts (read by the early-input script, earlyInputScript.ts).
 *
 * The HTML is the page: readable, with working links, fields that take text and native controls
 * that keep their value. The code is fetched and run only when there is something for it to do
 * (fetching it at load alone doubled a page's main-thread work under Lighthouse; the service worker
 * caches it in its own thread instead):
 *
 * - **at the visitor's first sign of intent**: a press, a touch, a key, a wheel turn, the pointer
 *   moving, focus entering the page. What they did is held and handed over (earlyInput.ts);
 * - **at once** when the page shows something the HTML cannot: state carried by the address (a
 *   query or a fragment: the shared resume is read from its link's fragment), a login cookie (the
 *   header greets the visitor), stored work this page restores (the keys below), analytics switched
 *   on (a page view is due), or the not-found page (it reports the path). The shared resume without
 *   a fragment is static: its HTML says there is no resume in the link.
 *
 * Measured (Lighthouse mobile, 4x CPU): React hydrating /find-jobs alone costs about 1.8 s of main
 * thread, more than twice the page's HTML; no scheduling inside the load window can hide it. A
 * visitor who only reads never pays it; one who acts pays it once, with the first action held and
 * performed when it is done.
 */

/** The storage keys each route restores at load (localStorage or sessionStorage). */
export const RESTORED_KEYS: Readonly<Record<string, readonly string[]>> = {
  "/find-jobs": ["find-jobs.saved", "find-jobs.alert"],
  "/search-contractors": ["contractor-search"],
  "/create-profile": ["resume-builder-draft"],
  "/post-project": ["post-project-draft", "post-project-draft.working-copy"],
  "/job-seeker-registration": ["job-seeker-registration.draft"],
};

/** Where analytics' GA4 measurement id is stored (analytics.ts); present, a page view is due at load. */
export const MEASUREMENT_ID_KEY = "ga_measurement_id";

/** Checked on every page: the header's login state and analytics' page view. */
export const SITE_WIDE_START = { cookie: SESSION_COOKIE, storageKeys: [MEASUREMENT_ID_KEY] } as const;

/**
 * The pages a visitor comes to act on (issue 35, "start early"): their code starts once the page
 * has loaded and the browser is idle, without waiting for the visitor's hand, so a first action a
 * few seconds in answers at once and one made sooner waits only for what is left. Reading pages
 * (the five content pages, the shared resume) still start at intent: a visitor who only reads
 * never pays for the code. The cost, in the load window's main-thread work, is in docs/startup.md.
 */
export const STARTS_WHEN_IDLE: readonly string[] = [
  "/",
  "/find-jobs",
  "/search-contractors",
  "/post-job",
  "/post-project",
  "/create-profile",
  "/job-seeker-registration",
];

export type StartPolicy = { at: "load" } | { at: "idle" | "intent"; restores: readonly string[] };

/** The policy of one prerendered page; `route` is null for the not-found page. */
export function startPolicyFor(route: string | null): StartPolicy {
  if (route === null) return { at: "load" };
  return {
    at: STARTS_WHEN_IDLE.includes(route) ? "idle" : "intent",
    restores: [...SITE_WIDE_START.storageKeys, ...(RESTORED_KEYS[route] ?? [])],
  };
}
