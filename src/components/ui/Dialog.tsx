import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { X } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { dialog } from "styled-system/recipes";
import { createStyleContext } from "./styleContext";

const { withContext, StyleProvider } = createStyleContext(
  { md: dialog({ size: "md" }), video: dialog({ size: "video" }) },
  "md",
);
const Backdrop = withContext(ArkDialog.Backdrop, "backdrop");
const Positioner = withContext(ArkDialog.Positioner, "positioner");
const Content = withContext(ArkDialog.Content, "content");
const Title = withContext(ArkDialog.Title, "title");
const Description = withContext(ArkDialog.Description, "description");
const CloseTrigger = withContext(ArkDialog.CloseTrigger, "closeTrigger");

export interface DialogProps {
  /** Controlled: the value comes from a machine's state. */
  open: boolean;
  /** Escape, a click outside and the close button all land here; send the machine's close event. */
  onClose: () => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  size?: "md" | "video";
  /**
   * Ark returns focus to the element focused before opening. Turn it off when the machine moves
   * focus itself (a named action), so two owners never fight over it.
   */
  restoreFocus?: boolean;
  classNames?: { content?: string; header?: string; title?: string; closeTrigger?: string };
  children: ReactNode;
}

/**
 * A modal dialog bound to the dialog recipe: focus trapped inside, starting on the close button;
 * Escape and a click on the backdrop close it. Content mounts only while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  size = "md",
  restoreFocus = true,
  classNames = {},
  children,
}: DialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      restoreFocus={restoreFocus}
      initialFocusEl={() => closeRef.current}
      lazyMount
      unmountOnExit
    >
      <StyleProvider variant={size}>
        <Portal>
          <Backdrop />
          <Positioner>
            <Content className={classNames.content}>
              <div className={classNames.header}>
                <Title className={classNames.title}>{title}</Title>
                {description ? <Description>{description}</Description> : null}
              </div>
              {children}
              <CloseTrigger ref={closeRef} aria-label={closeLabel} className={classNames.closeTrigger}>
                <X aria-hidden="true" size={20} />
              </CloseTrigger>
            </Content>
          </Positioner>
        </Portal>
      </StyleProvider>
    </ArkDialog.Root>
  );
}
