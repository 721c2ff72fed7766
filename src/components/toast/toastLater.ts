import { clearLoadNotice, postLoadNotice } from "../../startup/loadNotices";
import { onDemand } from "../../startup/onDemand";
import type { ToastMessage } from "./toaster";
import { provideToastRegion, wantToastRegion } from "./toastRegion";

/**
 * The toast store and the toast region (Ark's toast group: about 20 KB gzipped), loaded together on
 * the first toast or Alt+T, never with the page (toastRegion.ts). If they cannot be loaded (offline,
 * with no service worker), the toast's words still reach the visitor as a notice (loadNotices.ts).
 */
const toastCode = onDemand(() =>
  import("./toastCode").then((code) => {
    provideToastRegion(code.Toaster);
    return code;
  }),
);

/** The one notice that stands in for toasts: a newer toast replaces it. */
const TOAST_NOTICE = "toast";

/** showToast without putting the toast code in a page's first load. */
export function toastLater(message: ToastMessage): void {
  toastCode.load().then(
    ({ showToast }) => {
      clearLoadNotice(TOAST_NOTICE);
      showToast(message);
    },
    () =>
      postLoadNotice({
        id: TOAST_NOTICE,
        text: message.description ? `${message.title}: ${message.description}` : message.title,
        tone: message.tone === "destructive" ? "alert" : "status",
      }),
  );
}

/**
 * dismissToasts the same way: when a flow has moved on (a form went through, say), toasts about the
 * earlier attempt should not linger over what comes next. Nothing is fetched for it.
 */
export function dismissToastsLater(): void {
  clearLoadNotice(TOAST_NOTICE);
  const state = toastCode.state();
  if (state.status === "loaded") state.value.dismissToasts();
}

/** Alt+T before any toast: the region is loaded and mounted, so the hotkey can reach it. */
export function openToastRegion(): void {
  toastCode.load().then(wantToastRegion, () => {});
}
