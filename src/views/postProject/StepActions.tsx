import { ArrowLeft, ArrowRight, Save } from "lucide-react";
import { button } from "styled-system/recipes";
import { postProjectCopy } from "../../content/postProject";
import { actionsRow, blockedHint, pushEnd } from "./StepHeading";
import type { WizardSend, WizardState } from "./types";

/** The foot of a middle wizard step: Back, Save Draft, and Continue (disabled, with why, until the step is complete). */
export function StepActions({
  state,
  send,
  canContinue,
  continueLabel,
  blockedText,
  blockedId,
}: { state: WizardState; send: WizardSend } & {
  canContinue: boolean;
  continueLabel: string;
  blockedText: string;
  blockedId: string;
}) {
  const copy = postProjectCopy;
  return (
    <div className={actionsRow}>
      <button
        type="button"
        className={button({ variant: "ghost" })}
        onClick={() => send({ type: "step.back" })}
      >
        <ArrowLeft aria-hidden="true" />
        {copy.buttons.back}
      </button>
      <button
        type="button"
        className={button({ variant: "outline" })}
        disabled={!state.can({ type: "draft.save" })}
        onClick={() => send({ type: "draft.save" })}
      >
        <Save aria-hidden="true" />
        {copy.buttons.saveDraft}
      </button>
      <button
        type="submit"
        className={`${button({ variant: "solid" })} ${pushEnd}`}
        disabled={!canContinue}
        aria-describedby={canContinue ? undefined : blockedId}
      >
        {continueLabel}
        <ArrowRight aria-hidden="true" />
      </button>
      {canContinue ? null : (
        <p id={blockedId} className={blockedHint}>
          {blockedText}
        </p>
      )}
    </div>
  );
}
