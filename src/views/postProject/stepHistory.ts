import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import type { WizardStep } from "../../domain/projectWizard";
import { readWizardStep } from "../../domain/wizardHistory";
import type { WizardActor, WizardState } from "./types";

/**
 * The step in the browser's history (issue 36): each step the wizard moves to is a history entry
 * whose state names it (`wizardStep`, domain/wizardHistory.ts; the URL stays /post-project), so Back
 * on step 2 shows step 1, Forward step 2 again, Back on step 1 leaves the page, and a reload comes
 * back to the step it was on (a browser keeps an entry's state through a reload).
 *
 * The machine stays the one that says which step is shown: an entry that names a step is sent to
 * it as `step.goto`, which its guards accept only when every earlier step is complete (the working
 * copy restored on a reload usually is); when they refuse, the entry is replaced by the step shown.
 * A step the machine moves to (Continue, Back, Edit, the header) is pushed as a new entry. Nothing
 * is synced before the draft is read (`loading`) or after the project left (`submitting`, `sent`,
 * `queued`).
 */
export function useStepInAddress(
  actorRef: WizardActor,
  step: WizardStep,
  shownStep: (state: WizardState) => WizardStep,
  active: boolean,
) {
  const addressed = useRouterState({ select: (state) => readWizardStep(state.location.state) });
  const navigate = useNavigate({ from: "/post-project" });
  // The entry's step the wizard was last asked to show (null: not yet).
  const handled = useRef<WizardStep | null>(null);

  useEffect(() => {
    if (!active) return;
    const write = (to: WizardStep, replace: boolean) =>
      void navigate({
        to: ".",
        state: (state) => ({ ...state, wizardStep: to === "details" ? undefined : to }),
        replace,
        resetScroll: false,
      });
    if (addressed !== handled.current) {
      // The entry changed (a reload, Back, Forward): the wizard decides.
      handled.current = addressed;
      if (addressed === step) return;
      actorRef.send({ type: "step.goto", step: addressed });
      const shown = shownStep(actorRef.getSnapshot());
      if (shown !== addressed) write(shown, true);
      return;
    }
    // The wizard moved: a new history entry.
    if (step !== addressed) write(step, false);
  }, [active, addressed, step, actorRef, navigate, shownStep]);
}
