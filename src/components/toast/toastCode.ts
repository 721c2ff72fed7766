/** The toast store and the toast region in one chunk, loaded by toastLater.ts on the first toast or Alt+T. */

export { Toaster } from "../ui/Toaster";
export { dismissToasts, showToast } from "./toaster";
