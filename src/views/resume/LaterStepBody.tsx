import { stack } from "styled-system/patterns";
import { lazyComponent } from "../../components/hooks/useOnDemand";
import { OnDemandView } from "../../components/ui/onDemandView";
import { PendingLine } from "../../components/ui/PendingLine";
import { RESUME_STEPS, type ResumeStepId, resumeCopy } from "../../content/resume";
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

/** A later step's body, each part once its code is in. */
export function LaterStepBody({ step, actorRef }: { step: LaterStepId; actorRef: BuilderActor }) {
  const what = resumeCopy.stepLoadName(RESUME_STEPS.find((meta) => meta.id === step)?.name ?? step);
  // Until its code is in, a line says the step is loading, or that it could not be loaded (a
  // notice offers to try again; nothing entered is lost: it is in the machine). One notice per step.
  const shared = { what, asked: true, noticeId: `resume-step:${what}`, fallback: pendingLine };
  if (step === "experience") return <OnDemandView piece={experienceCode} props={{ actorRef }} {...shared} />;
  if (step === "skills")
    return <OnDemandView piece={itemsCode} props={{ kind: "skill" as const, actorRef }} {...shared} />;
  if (step === "review") return <OnDemandView piece={reviewCode} props={{ actorRef }} {...shared} />;
  return (
    <div className={stack({ gap: "8" })}>
      <OnDemandView piece={itemsCode} props={{ kind: "certification" as const, actorRef }} {...shared} />
      {/* One line says the step is loading: the summary below the list waits quietly. */}
      <OnDemandView piece={reviewCode} props={{ actorRef }} {...shared} fallback={null} />
    </div>
  );
}

function pendingLine(failed: boolean) {
  return (
    <PendingLine failed={failed} loading={resumeCopy.stepLoading} notLoaded={resumeCopy.stepNotLoaded} />
  );
}
