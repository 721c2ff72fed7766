import { Toaster as ArkToaster, Toast } from "@ark-ui/react/toast";
import { X } from "lucide-react";
import { toast as toastRecipe } from "styled-system/recipes";
import { toaster } from "./toaster";

/**
 * The site's single toast region; Alt+T moves focus to it. Zag names the region
 * "Notifications, bottom-end (altKey+T)" by default; the spec's name is just 'Notifications', and the
 * shortcut is announced through aria-keyshortcuts instead.
 */
const TOAST_REGION_LABEL = "Notifications";

export function Toaster() {
  const styles = toastRecipe();
  return (
    <ArkToaster toaster={toaster} aria-label={TOAST_REGION_LABEL} aria-keyshortcuts="Alt+T">
      {(toast) => (
        <Toast.Root className={styles.root} data-tone={toast.type === "error" ? "destructive" : "normal"}>
          <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
          {toast.description ? (
            <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
          ) : null}
          <Toast.CloseTrigger className={styles.closeTrigger} aria-label="Dismiss notification">
            <X aria-hidden="true" size={16} />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  );
}
