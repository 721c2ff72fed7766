import { lazy, Suspense } from "react";
import type { DialogProps } from "./Dialog";

const Dialog = lazy(() => import("./Dialog").then((module) => ({ default: module.Dialog })));

/**
 * The Dialog, with its code fetched the first time it opens rather than in the page's first load.
 * Closed, it renders nothing at all (as the Dialog does: its content mounts only while open).
 */
export function LazyDialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
