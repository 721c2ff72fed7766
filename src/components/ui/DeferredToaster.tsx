import { lazy, Suspense, useEffect, useState } from "react";
import { onToastRegionWanted, wantToastRegion } from "./toastRegion";

const Toaster = lazy(() => import("./Toaster").then((module) => ({ default: module.Toaster })));

/**
 * The toast region, loaded when it is first needed (toastRegion.ts): a toast is shown, or the visitor
 * presses the region's hotkey (Alt+T). Toasts created meanwhile wait in the store and show as soon
 * as the region mounts.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const stop = onToastRegionWanted(() => setReady(true));
    const hotkey = (event: KeyboardEvent) => {
      if (event.altKey && event.code === "KeyT") wantToastRegion();
    };
    addEventListener("keydown", hotkey);
    return () => {
      stop();
      removeEventListener("keydown", hotkey);
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
