import { css } from "styled-system/css";
import { Dialog } from "../../components/ui/Dialog";
import { signupCopy } from "../../content/signup";
import { NextSteps } from "./NextSteps";

export interface WelcomeDialogProps {
  open: boolean;
  name: string;
  /** The intake's reference for the registration, and the address our team writes to. */
  reference: string;
  email: string;
  onClose: () => void;
}

/**
 * The success dialog, once the intake stored the registration: welcomes the person by name, names
 * the reference, and offers the next steps. Loaded only once the form is being sent, so the dialog's
 * code is not part of the page's first load.
 */
export default function WelcomeDialog({ open, name, reference, email, onClose }: WelcomeDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={signupCopy.welcomeTitle(name)}
      description={signupCopy.welcomeBody(reference, email)}
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
