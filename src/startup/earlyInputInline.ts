import { CALCULATOR_SEARCH_KEYS } from "../domain/calculatorKeys";
import type { EarlyInputConfig } from "./earlyInputRuntime";
import earlyInputRuntime from "./earlyInputRuntime?inline-script";
import {
  CALCULATOR_PENDING_ATTRIBUTE,
  CLIENT_MODULES_ID,
  HELD_ATTRIBUTE,
  HELD_INPUT_GLOBAL,
  HISTORY_KEY,
  LINK_FRAGMENT_ATTRIBUTE,
  MANIFEST_URL,
  RESTORES_ATTRIBUTE,
  SCROLL_CACHE_KEY,
  START_ATTRIBUTE,
  STYLESHEET_ATTRIBUTE,
} from "./earlyInputScript";
import { SITE_WIDE_START } from "./startPolicy";
import { WORKER_QUIET_MS, WORKER_SCOPE, WORKER_URL } from "./workerRegistration";

/**
 * Whether this build registers the service worker: decided once for the whole build by vite.config.ts
 * (builds only, unless `VITE_SERVICE_WORKER=off`; README, "Offline and installable").
 */
function serviceWorkerEnabled(): boolean {
  // `import.meta.env` is Vite's: absent where a test runner imports this module directly. PROD as
  // well, so that no development server ever registers it, whatever it defines.
  const env = import.meta.env as ImportMetaEnv | undefined;
  return Boolean(env?.PROD) && env?.SERVICE_WORKER === "on";
}

/** What the page's first script is given: every name it shares with the page's code. */
export function earlyInputConfig(): EarlyInputConfig {
  return {
    held: HELD_INPUT_GLOBAL,
    calculatorKeys: CALCULATOR_SEARCH_KEYS,
    calculatorPendingAttribute: CALCULATOR_PENDING_ATTRIBUTE,
    linkFragmentAttribute: LINK_FRAGMENT_ATTRIBUTE,
    scrollCacheKey: SCROLL_CACHE_KEY,
    historyKey: HISTORY_KEY,
    modulesId: CLIENT_MODULES_ID,
    startAttribute: START_ATTRIBUTE,
    stylesheetAttribute: STYLESHEET_ATTRIBUTE,
    restoresAttribute: RESTORES_ATTRIBUTE,
    heldAttribute: HELD_ATTRIBUTE,
    sessionCookie: SITE_WIDE_START.cookie,
    manifestUrl: MANIFEST_URL,
    worker: serviceWorkerEnabled() ? { url: WORKER_URL, scope: WORKER_SCOPE } : null,
    quietMs: WORKER_QUIET_MS,
  };
}

/**
 * The page's first script, inline in <head> (allowed by its hash in the page's CSP, which
 * scripts/csp.mjs reckons from the page as written): earlyInputRuntime.ts, compiled and minified by
 * the build (vite.config.ts, `?inline-script`), called with this build's names. It is in the
 * prerendered HTML only (the client's root head leaves it out, __root.tsx), so no page's
 * JavaScript carries its text; should it run twice in one document, the second run finds the first
 * one's state and stops.
 */
export function earlyInputScript(): string {
  return `(${earlyInputRuntime})(${JSON.stringify(earlyInputConfig())});`;
}
