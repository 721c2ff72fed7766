import type { ComponentType } from "react";
import { stack } from "styled-system/patterns";
import { PendingLine } from "../../components/ui/PendingLine";
import { lazyComponent, useFailureNotice, useOnDemand } from "../../components/ui/useOnDemand";
import { RESUME_STEPS, type ResumeStepId, resumeCopy } from "../../content/resume";
import type { OnDemand } from "../../platform/onDemand";
import { warmRecommendations } from "./aiTable";
import type { BuilderActor } from "./builderState";

/**
 * Steps 2-5 are not part of the page's first load: a visit that only reads, or that never gets past
 * Personal Info, does not fetch them. Their code is fetched once the visitor starts on the builder
 * (`warmLaterSteps`: focus or a pointer in it), so it is in by the time Next is pressed; a draft
 * restored on a later step fetches it at once. The step's heading and the buttons are the
 * builder's own, so focus lands on the heading whether or not the step's body is in yet.
 */
const experienceCode = lazyComponent(() =>
  import("./ExperienceStep").then((module) => module.ExperienceStep),
);
const itemsCode = lazyComponent(() => import("./ItemsStep").then((module) => module.ItemsStep));
const reviewCode = lazyComponent(() => import("./ReviewSummary").then((module) => module.ReviewSummary));

/** Fetches steps 2-5 and the suggestions table ahead of need (never when bound to fail offline). */
export function warmLaterSteps() {
  warmRecommendations();
  experienceCode.warm();
  itemsCode.warm();
  reviewCode.warm();
}

type LaterStepId = Exclude<ResumeStepId, "personalInfo">;

/** A later step's body, each part once its code is in (StepPiece). */
export function LaterStepBody({ step, actorRef }: { step: LaterStepId; actorRef: BuilderActor }) {
  const what = resumeCopy.stepLoadName(RESUME_STEPS.find((meta) => meta.id === step)?.name ?? step);
  if (step === "experience") return <StepPiece piece={experienceCode} props={{ actorRef }} what={what} />;
  if (step === "skills")
    return <StepPiece piece={itemsCode} props={{ kind: "skill" as const, actorRef }} what={what} />;
  if (step === "review") return <StepPiece piece={reviewCode} props={{ actorRef }} what={what} />;
  return (
    <div className={stack({ gap: "8" })}>
      <StepPiece piece={itemsCode} props={{ kind: "certification" as const, actorRef }} what={what} />
      {/* One line says the step is loading: the summary below the list waits quietly. */}
      <StepPiece piece={reviewCode} props={{ actorRef }} what={what} quiet />
    </div>
  );
}

/**
 * A part of a step once its code is in; until then a line that says it is loading, or, if its
 * code cannot be loaded, that it could not (a notice offers to try again; nothing entered is lost:
 * it is in the machine).
 */
function StepPiece<P extends object>({
  piece,
  props,
  what,
  quiet = false,
}: {
  piece: OnDemand<ComponentType<P>>;
  props: P;
  what: string;
  quiet?: boolean;
}) {
  const state = useOnDemand(piece);
  useFailureNotice(`resume-step:${what}`, what, piece, state);
  if (state.status === "loaded") {
    const Loaded = state.value;
    return <Loaded {...props} />;
  }
  if (quiet) return null;
  return (
    <PendingLine
      failed={state.status === "failed"}
      loading={resumeCopy.stepLoading}
      notLoaded={resumeCopy.stepNotLoaded}
    />
  );
}
