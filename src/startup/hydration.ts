import { startHandOver } from "./earlyInput";
import { claimForReact } from "./ownership";

/**
 * The root layout's first effect: React owns the page's shell, so the app takes over from the HTML.
 *
 * 1. The page's content is hydrated now. The router renders it inside a Suspense boundary, which
 *    React would hydrate only later, at idle priority; a navigation in that gap (a header link)
 *    would update a boundary React has not hydrated yet. Static parts and waiting islands inside it
 *    stay as they are (islands.tsx).
 * 2. Input held since the first paint is handed over (earlyInput.ts).
 * 3. The document is marked `data-hydrated` (for tests and tooling).
 */
export function pageHydrated(): void {
  // Once the effect has returned: React hydrates synchronously only outside its own work.
  queueMicrotask(() => {
    const content = document.querySelector("main")?.firstElementChild;
    if (content) claimForReact(content);
    startHandOver();
    document.documentElement.dataset.hydrated = "true";
  });
}
