import { useId } from "react";
import { dialogName } from "../../content/pieces";
import { lazyComponent, useFailureNotice, useOnDemand } from "../hooks/useOnDemand";
import type { DialogProps } from "./Dialog";

/** The dialog's code (Ark's dialog, its focus trap and layers), shared by every LazyDialog. */
const dialogCode = lazyComponent(() => import("./Dialog").then((module) => module.Dialog));

/**
 * Fetches the dialog's code ahead of need, where that cannot fail for want of a connection: a page
 * calls it once the visitor starts on the form whose success dialog it is, so the dialog opens even
 * if the connection is gone by the time they submit.
 */
export const warmDialog = dialogCode.warm;

/**
 * The Dialog, with its code fetched the first time it opens rather than in the page's first load.
 * Closed, it renders nothing at all (as the Dialog does: its content mounts only while open). If
 * the code cannot be loaded, the page stays as it is and a notice says so, with a retry; dismissing
 * the notice closes the dialog as its close button would.
 */
export function LazyDialog(props: DialogProps) {
  const id = useId();
  const state = useOnDemand(dialogCode, props.open);
  const what = typeof props.title === "string" ? dialogName.titled(props.title) : dialogName.untitled;
  useFailureNotice(`dialog${id}`, what, dialogCode, state, { wanted: props.open, onDismiss: props.onClose });
  if (!props.open || state.status !== "loaded") return null;
  const Dialog = state.value;
  return <Dialog {...props} />;
}
