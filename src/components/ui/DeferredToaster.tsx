import { useEffect, useState } from "react";
import { onToastRegionWanted, toastRegionComponent } from "../toast/toastRegion";

/**
 * The toast region, mounted when it is first needed (toastRegion.ts): a toast is shown, or the
 * visitor presses the region's hotkey (Alt+T). Its code is loaded by toastLater.ts, which shows the
 * toast's words in a notice instead when it cannot be loaded. Toasts created meanwhile wait in the
 * store and show as soon as the region mounts.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const stop = onToastRegionWanted(() => setReady(true));
    const hotkey = (event: KeyboardEvent) => {
      if (!event.altKey || event.code !== "KeyT" || toastRegionComponent()) return;
      import("../toast/toastLater").then(
        (module) => module.openToastRegion(),
        () => {},
      );
    };
    addEventListener("keydown", hotkey);
    return () => {
      stop();
      removeEventListener("keydown", hotkey);
    };
  }, []);
  const Region = ready ? toastRegionComponent() : null;
  return Region ? <Region /> : null;
}
