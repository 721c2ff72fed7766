import type { ToastMessage } from "./toaster";

/**
 * showToast without putting the toast store in a page's first load: the store is fetched on the
 * first toast (by then the deferred toast region has usually loaded it already).
 */
export function toastLater(message: ToastMessage): void {
  void import("./toaster").then(({ showToast }) => showToast(message));
}
