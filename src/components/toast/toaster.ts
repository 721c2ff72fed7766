import { createToaster } from "@ark-ui/react/toast";
import { wantToastRegion } from "./toastRegion";

/** Toast defaults from the spec: bottom-right, Alt+T, 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: "bottom-end",
  duration: TOAST_DURATION_MS,
  hotkey: ["altKey", "KeyT"],
  overlap: false,
  gap: 12,
  max: 5,
});

export type ToastTone = "normal" | "destructive" | "success";

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: ToastTone;
  duration?: number;
  /**
   * A toast with the id of one still showing replaces it in place (issue 36: one toast per submit,
   * never stacked copies, however fast the submits come).
   */
  id?: string;
}

/** The one way views (and the actions they give machines) show a toast. */
export function showToast({ title, description, tone = "normal", duration, id }: ToastMessage): string {
  wantToastRegion();
  return toaster.create({
    ...(id ? { id } : {}),
    title,
    description,
    type: tone === "destructive" ? "error" : tone === "success" ? "success" : "info",
    ...(duration ? { duration } : {}),
  });
}

/** Dismisses every toast still showing (each leaves with its exit animation). */
export function dismissToasts(): void {
  toaster.dismiss();
}
