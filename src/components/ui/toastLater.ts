import type { ToastMessage } from "./toaster";

/**
 * showToast without putting the toast store in a page's first load: the store is fetched on the
 * first toast (by then the deferred toast region has usually loaded it already).
 */
export function toastLater(message: ToastMessage): void {
  void import("./toaster").then(({ showToast }) => showToast(message));
}

/**
 * dismissToasts the same way: when a flow has moved on (a form went through, say), toasts about the
 * earlier attempt should not linger over what comes next.
 */
export function dismissToastsLater(): void {
  void import("./toaster").then(({ dismissToasts }) => dismissToasts());
}
