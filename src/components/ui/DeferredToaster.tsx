import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("./Toaster").then((module) => ({ default: module.Toaster })));

/**
 * The toast region, loaded once the page is interactive rather than in the first load: no toast can
 * exist before hydration, and the region's code is not needed to paint the page. Toasts created
 * earlier wait in the store and show as soon as the region mounts.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
