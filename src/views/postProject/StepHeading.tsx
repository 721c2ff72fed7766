import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { detail, rule, title } from "styled-system/patterns";
import { NoScriptNote } from "../../components/ui/NoScriptNote";
import { postProjectCopy, WIZARD_STEP_LABELS } from "../../content/postProject";
import type { WizardStep } from "../../domain/projectWizard";
import type { WizardProps } from "./types";
import { STEP_HEADING_ID } from "./WizardSteps";

/** The shown step's h2; focus moves here on every step change so the change is announced. */
export function StepHeading({ step }: { step: WizardStep }) {
  return (
    <div className={css({ mb: "6" })}>
      <h2
        id={STEP_HEADING_ID}
        tabIndex={-1}
        className={title({
          size: { base: "xl", md: "2xl" },
          _focus: { outline: "none" },
          _focusVisible: { outline: "3px solid token(colors.focusRing)", outlineOffset: "4px" },
        })}
      >
        {WIZARD_STEP_LABELS[step]}
      </h2>
      <p className={detail({ size: "inherit", mt: "1.5" })}>{postProjectCopy.stepIntros[step]}</p>
    </div>
  );
}

/**
 * A step's form, its no-script note and its heading: Enter or Continue sends `step.next`. A
 * submit the code does not handle (JavaScript not yet here) does nothing: a dialog-method form
 * outside a dialog never navigates, so no field can reach the URL. Without JavaScript (issue 34)
 * step 1's form is posted to the lead intake by the 'Post project' button after it (NoScriptSteps:
 * its formaction and formmethod), with steps 2 to 4's fields, so the whole project goes in one post.
 */
export function StepForm({
  actorRef,
  step,
  id,
  children,
}: WizardProps & { step: WizardStep; id?: string; children: ReactNode }) {
  return (
    <form
      id={id}
      noValidate
      method="dialog"
      onSubmit={(event) => {
        event.preventDefault();
        actorRef.send({ type: "step.next" });
      }}
    >
      <NoScriptNote tool="postProject" className={css({ mb: "6" })} />
      <StepHeading step={step} />
      {children}
    </form>
  );
}

/** The row of buttons under each step. */
export const actionsRow = rule({
  mt: "8",
  pt: "6",
  display: "flex",
  // Save Draft, AI Assist and Continue need the code: without it the form ends with 'Post project'.
  "@media (scripting: none)": { display: "none" },
  flexWrap: "wrap",
  alignItems: "center",
  gap: "3",
});

/** Pushes what follows to the row's end (the Continue button). */
export const pushEnd = css({ ml: { base: "0", sm: "auto" }, w: { base: "full", sm: "auto" } });

export const blockedHint = detail({ w: "full", textAlign: { sm: "right" } });
