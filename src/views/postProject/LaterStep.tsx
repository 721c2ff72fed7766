import { ArrowLeft } from "lucide-react";
import { type ComponentType, type RefObject, useLayoutEffect, useRef } from "react";
import { button } from "styled-system/recipes";
import { lazyComponent, useFailureNotice, useOnDemand } from "../../components/hooks/useOnDemand";
import { PendingLine } from "../../components/ui/PendingLine";
import { postProjectCopy, WIZARD_STEP_LABELS } from "../../content/postProject";
import type { WizardStep } from "../../domain/projectWizard";
import { actionsRow, StepHeading } from "./StepHeading";
import type { WizardProps } from "./types";
import { STEP_HEADING_ID } from "./WizardSteps";

type LaterWizardStep = Exclude<WizardStep, "details">;

/**
 * Steps 2-4 are not part of the page's first load: a visit that only reads, or that never gets past
 * step 1, does not fetch them. Their code is fetched once the visitor starts on the wizard
 * (`warmLaterSteps`: focus or a pointer in it), so it is in by the time Continue is pressed; a draft
 * restored on a later step fetches it at once.
 */
const laterSteps: Record<LaterWizardStep, ReturnType<typeof lazyComponent<WizardProps>>> = {
  skills: lazyComponent(() => import("./SkillsStep").then((module) => module.SkillsStep)),
  budget: lazyComponent(() => import("./BudgetStep").then((module) => module.BudgetStep)),
  review: lazyComponent(() => import("./ReviewStep").then((module) => module.ReviewStep)),
};

/** Fetches steps 2-4 ahead of need (never when that is bound to fail offline). */
export function warmLaterSteps() {
  for (const piece of Object.values(laterSteps)) piece.warm();
}

/**
 * A later step: the step itself once its code is in. Until then its heading (where the step change
 * puts focus), a line that says it is loading, and Back; if its code cannot be loaded, the line says
 * so, a notice offers to try again, and nothing typed so far is lost (it is in the machine).
 */
export function LaterStep({ actorRef, step }: WizardProps & { step: LaterWizardStep }) {
  const piece = laterSteps[step];
  const state = useOnDemand(piece);
  useFailureNotice(
    `wizard-step-${step}`,
    postProjectCopy.stepLoadName(WIZARD_STEP_LABELS[step]),
    piece,
    state,
  );
  const loaded = state.status === "loaded";
  // Focus was on the heading shown while loading: it moves to the step's own heading when it comes.
  const headingHadFocus = useRef(false);
  useLayoutEffect(() => {
    if (!loaded || !headingHadFocus.current) return;
    headingHadFocus.current = false;
    document.getElementById(STEP_HEADING_ID)?.focus();
  }, [loaded]);
  if (loaded) {
    const Step: ComponentType<WizardProps> = state.value;
    return <Step actorRef={actorRef} />;
  }
  return (
    <StepPending
      actorRef={actorRef}
      step={step}
      failed={state.status === "failed"}
      headingHadFocus={headingHadFocus}
    />
  );
}

function StepPending({
  actorRef,
  step,
  failed,
  headingHadFocus,
}: WizardProps & { step: LaterWizardStep; failed: boolean; headingHadFocus: RefObject<boolean> }) {
  useLayoutEffect(
    () => () => {
      // Runs as the step replaces this view, before its heading leaves the page.
      headingHadFocus.current = document.activeElement?.id === STEP_HEADING_ID;
    },
    [headingHadFocus],
  );
  return (
    <div>
      <StepHeading step={step} />
      <PendingLine
        failed={failed}
        loading={postProjectCopy.stepLoading}
        notLoaded={postProjectCopy.stepNotLoaded}
      />
      <div className={actionsRow}>
        <button
          type="button"
          className={button({ variant: "ghost" })}
          onClick={() => actorRef.send({ type: "step.back" })}
        >
          <ArrowLeft aria-hidden="true" />
          {postProjectCopy.buttons.back}
        </button>
      </div>
    </div>
  );
}
