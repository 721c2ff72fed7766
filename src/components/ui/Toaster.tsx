import { Toaster as ArkToaster, Toast } from "@ark-ui/react/toast";
import { X } from "lucide-react";
import { toast as toastRecipe } from "styled-system/recipes";
import { toaster } from "../toast/toaster";
import { createStyleContext } from "./styleContext";

const { withProvider, withContext } = createStyleContext({ default: toastRecipe() }, "default");
const Root = withProvider(Toast.Root, "root");
const Title = withContext(Toast.Title, "title");
const Description = withContext(Toast.Description, "description");
const CloseTrigger = withContext(Toast.CloseTrigger, "closeTrigger");

/**
 * The site's single toast region; Alt+T moves focus to it. Zag names the region
 * "Notifications, bottom-end (altKey+T)" by default; the spec's name is just 'Notifications', and the
 * shortcut is announced through aria-keyshortcuts instead.
 */
const TOAST_REGION_LABEL = "Notifications";

export function Toaster() {
  return (
    <ArkToaster toaster={toaster} aria-label={TOAST_REGION_LABEL} aria-keyshortcuts="Alt+T">
      {(toast) => (
        <Root data-tone={toast.type === "error" ? "destructive" : "normal"}>
          <Title>{toast.title}</Title>
          {toast.description ? <Description>{toast.description}</Description> : null}
          <CloseTrigger aria-label="Dismiss notification">
            <X aria-hidden="true" size={16} />
          </CloseTrigger>
        </Root>
      )}
    </ArkToaster>
  );
}
