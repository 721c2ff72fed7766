import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { X } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { cx } from "styled-system/css";
import { dialog } from "styled-system/recipes";

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
  const styles = dialog({ size });
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
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={cx(styles.content, classNames.content)}>
            <div className={classNames.header}>
              <ArkDialog.Title className={cx(styles.title, classNames.title)}>{title}</ArkDialog.Title>
              {description ? (
                <ArkDialog.Description className={styles.description}>{description}</ArkDialog.Description>
              ) : null}
            </div>
            {children}
            <ArkDialog.CloseTrigger
              ref={closeRef}
              aria-label={closeLabel}
              className={cx(styles.closeTrigger, classNames.closeTrigger)}
            >
              <X aria-hidden="true" size={20} />
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
