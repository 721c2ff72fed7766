import { useSelector } from "@xstate/react";
import { ArrowLeft, ArrowRight, Save } from "lucide-react";
import { type ReactNode, useId } from "react";
import { button } from "styled-system/recipes";
import { postProjectCopy } from "../../content/postProject";
import { actionsRow, blockedHint, pushEnd } from "./StepHeading";
import type { WizardProps } from "./types";

/**
 * The foot of a wizard step: Back (but on the first step), Save Draft, what the step adds (the
 * first: the posting help), and Continue (disabled, with why, until the step is complete). It reads
 * only whether Save Draft and Continue may be pressed.
 */
export function StepActions({
  actorRef,
  back = true,
  continueLabel,
  blockedText,
  children,
}: WizardProps & { back?: boolean; continueLabel: string; blockedText: string; children?: ReactNode }) {
  const copy = postProjectCopy;
  const send = actorRef.send;
  const blockedId = useId();
  const canContinue = useSelector(actorRef, (state) => state.can({ type: "step.next" }));
  const canSave = useSelector(actorRef, (state) => state.can({ type: "draft.save" }));
  return (
    <div className={actionsRow}>
      {back ? (
        <button
          type="button"
          className={button({ variant: "ghost" })}
          onClick={() => send({ type: "step.back" })}
        >
          <ArrowLeft aria-hidden="true" />
          {copy.buttons.back}
        </button>
      ) : null}
      <button
        type="button"
        className={button({ variant: "outline" })}
        disabled={!canSave}
        onClick={() => send({ type: "draft.save" })}
      >
        <Save aria-hidden="true" />
        {copy.buttons.saveDraft}
      </button>
      {children}
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
