/**
 * Whether this build registers the service worker, and where it lives: shared by the early-input
 * script (which registers it once the page has loaded, so a visit that only reads still leaves the
 * site offline-capable) and serviceWorker.ts (updates and the hand-over at navigation). Production
 * builds only; `VITE_SERVICE_WORKER=off` turns it off (README, "Offline and installable").
 */
export const SW_URL = "/sw.js";

export function serviceWorkerEnabled(): boolean {
  // `import.meta.env` is Vite's: absent where a test runner imports this module directly.
  const env = import.meta.env as ImportMetaEnv | undefined;
  return Boolean(env?.PROD) && !/^(off|false|0|no)$/i.test(env?.VITE_SERVICE_WORKER?.trim() ?? "");
}
