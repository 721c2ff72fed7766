import { css } from "styled-system/css";
import { detail, rule, title } from "styled-system/patterns";
import { postProjectCopy, WIZARD_STEP_LABELS } from "../../content/postProject";
import type { WizardStep } from "../../domain/projectWizard";
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

/** The row of buttons under each step. */
export const actionsRow = rule({
  mt: "8",
  pt: "6",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "3",
});

/** Pushes what follows to the row's end (the Continue button). */
export const pushEnd = css({ ml: { base: "0", sm: "auto" }, w: { base: "full", sm: "auto" } });

export const blockedHint = detail({ w: "full", textAlign: { sm: "right" } });
