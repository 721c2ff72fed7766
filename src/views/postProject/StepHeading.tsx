import { css } from "styled-system/css";
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
        className={css({
          fontSize: { base: "xl", md: "2xl" },
          fontWeight: "700",
          _focus: { outline: "none" },
          _focusVisible: { outline: "3px solid token(colors.focusRing)", outlineOffset: "4px" },
        })}
      >
        {WIZARD_STEP_LABELS[step]}
      </h2>
      <p className={css({ mt: "1.5", color: "fg.muted" })}>{postProjectCopy.stepIntros[step]}</p>
    </div>
  );
}

/** The row of buttons under each step. */
export const actionsRow = css({
  mt: "8",
  pt: "6",
  borderTopWidth: "1px",
  borderColor: "border.default",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "3",
});

/** Pushes what follows to the row's end (the Continue button). */
export const pushEnd = css({ ml: { base: "0", sm: "auto" }, w: { base: "full", sm: "auto" } });

export const blockedHint = css({ fontSize: "sm", color: "fg.muted", w: "full", textAlign: { sm: "right" } });
