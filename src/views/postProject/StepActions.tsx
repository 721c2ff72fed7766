import { useSelector } from "@xstate/react";
import { ArrowLeft, ArrowRight, Save } from "lucide-react";
import { useId } from "react";
import { button } from "styled-system/recipes";
import { postProjectCopy } from "../../content/postProject";
import { actionsRow, blockedHint, pushEnd } from "./StepHeading";
import type { WizardProps } from "./types";

/**
 * The foot of a middle wizard step: Back, Save Draft, and Continue (disabled, with why, until the
 * step is complete). It reads only whether Save Draft and Continue may be pressed.
 */
export function StepActions({
  actorRef,
  continueLabel,
  blockedText,
}: WizardProps & { continueLabel: string; blockedText: string }) {
  const copy = postProjectCopy;
  const send = actorRef.send;
  const blockedId = useId();
  const canContinue = useSelector(actorRef, (state) => state.can({ type: "step.next" }));
  const canSave = useSelector(actorRef, (state) => state.can({ type: "draft.save" }));
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
        disabled={!canSave}
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
