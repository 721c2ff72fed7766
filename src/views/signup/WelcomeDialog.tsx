import { css } from "styled-system/css";
import { Dialog } from "../../components/ui/Dialog";
import { signupCopy } from "../../content/signup";
import { NextSteps } from "./NextSteps";

export interface WelcomeDialogProps {
  open: boolean;
  name: string;
  onClose: () => void;
}

/**
 * The success dialog: welcomes the person by name and offers the next steps. Loaded only once the
 * form is being sent, so the dialog's code is not part of the page's first load.
 */
export default function WelcomeDialog({ open, name, onClose }: WelcomeDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={signupCopy.welcomeTitle(name)}
      description={signupCopy.welcomeBody}
      closeLabel={signupCopy.closeDialog}
      restoreFocus={false}
      classNames={{ title: css({ pr: "10" }) }}
    >
      <div className={css({ mt: "5" })}>
        <NextSteps />
      </div>
    </Dialog>
  );
}
