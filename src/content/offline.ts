import type { RoutePath } from "./pages";

/**
 * What the site says when something it loads on demand cannot be loaded (offline, or a deployment
 * removed the file): one line naming what failed (content/pieces.ts names the pieces), and what the
 * visitor can do. The page and what was typed on it stay as they were.
 */
export const loadFailureCopy = {
  /** No connection, and no service worker to answer from its cache. */
  offline: (what: string) => `${what} could not be loaded because you are offline.`,
  /** Tried again, still with no connection. */
  stillOffline: (what: string) => `${what} could not be loaded: you are still offline.`,
  /** A fetch failed while online: trying again may help. */
  failed: (what: string) => `${what} could not be loaded.`,
  /** Failed again while online: the file is gone, most likely because the site was updated. */
  outdated: (what: string) =>
    `${what} could not be loaded: the site has been updated since this page opened.`,
  /** Under a toast about an export that could not start offline. */
  offlineHint: "Nothing was lost: press the button again once you are back online.",
  retry: "Try again",
  reload: "Reload page",
  dismiss: "Dismiss",
  /** A page named in a line about a navigation that could not be completed. */
  page: (name: string) => `The ${name} page`,
  /** A page's name in a line about a navigation that could not be completed. */
  pageNames: {
    "/": "home",
    "/for-employers": "For Employers",
    "/for-contractors": "For Contractors",
    "/find-jobs": "Find Jobs",
    "/post-project": "Post a Project",
    "/post-job": "Post a Job",
    "/search-contractors": "Search Contractors",
    "/create-profile": "Create Profile",
    "/job-seeker-registration": "Registration",
    "/industries": "Industries",
    "/locations": "Locations",
    "/about": "About",
    "/resume": "shared resume",
    "/privacy": "Privacy",
    "/sent": "Sent",
    "/not-sent": "Not sent",
  } satisfies Record<RoutePath, string>,
  /** A path the site does not know (a newer deployment's page, say). */
  unknownPage: "requested",
} as const;
