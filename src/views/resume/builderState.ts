import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type {
  BuilderStep,
  ResumeBuilderEvent,
  ResumeNotice,
  resumeBuilderMachine,
} from "../../../machines/resumeBuilder";
import { RESUME_STEPS, type ResumeStepId } from "../../content/resume";

export type BuilderSnapshot = SnapshotFrom<typeof resumeBuilderMachine>;
export type SendEvent = (event: ResumeBuilderEvent) => void;
/** The builder's running actor: each part of the page reads what it shows with `useSelector`. */
export type BuilderActor = ActorRefFrom<typeof resumeBuilderMachine>;

/** What an application came to (its failure or refusal) takes focus here (ApplyingFor.tsx). */
export const RESUME_SEND_OUTCOME_ID = "resume-send-outcome";

/** The id of the step's heading, which takes focus when the step changes. */
export const STEP_HEADING_ID = "resume-step-heading";

/** Experience's 'Add experience' button: focus lands there when the last role is deleted. */
export const ADD_EXPERIENCE_ID = "resume-add-experience";

const STEP_IDS: readonly string[] = RESUME_STEPS.map((step) => step.id);

/**
 * The step on screen: the step region's state while editing (a 'Start over' confirmation is a
 * dialog over it), step 1 while the saved draft is looked for (as prerendered), Review while
 * completing.
 */
export function stepOnScreen(snapshot: BuilderSnapshot): ResumeStepId {
  const value = snapshot.value;
  if (value === "loading") return "personalInfo";
  if (typeof value === "object") return value.editing.step satisfies BuilderStep;
  return "review";
}

export function stepIndexOf(step: ResumeStepId): number {
  return STEP_IDS.indexOf(step);
}

/** Whether the 'Start over' confirmation is open. */
export const isConfirmingStartOver = (snapshot: BuilderSnapshot) =>
  snapshot.matches({ editing: { startOver: "confirming" } });

/** The notice the notice region shows, or null. Read with `sameNotice` as the equality. */
export function noticeOf(snapshot: BuilderSnapshot): ResumeNotice | null {
  if (snapshot.matches({ editing: { notice: "restored" } })) return { kind: "restored" };
  const reason = snapshot.context.discardReason;
  return snapshot.matches({ editing: { notice: "discarded" } }) && reason
    ? { kind: "discarded", reason }
    : null;
}

/** Two notices that read the same: a new snapshot with the same notice re-renders nothing. */
export const sameNotice = (a: ResumeNotice | null, b: ResumeNotice | null) =>
  a?.kind === b?.kind && (a?.kind !== "discarded" || b?.kind !== "discarded" || a.reason === b.reason);
