import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { ResumeBuilderEvent, resumeBuilderMachine } from "../../../machines/resumeBuilder";
import { RESUME_STEPS, type ResumeStepId } from "../../content/resume";

export type BuilderSnapshot = SnapshotFrom<typeof resumeBuilderMachine>;
export type SendEvent = (event: ResumeBuilderEvent) => void;
/** The builder's running actor: each part of the page reads what it shows with `useSelector`. */
export type BuilderActor = ActorRefFrom<typeof resumeBuilderMachine>;

const STEP_IDS: readonly string[] = RESUME_STEPS.map((step) => step.id);

/**
 * The step on screen. While the saved draft is looked for it is step 1 (as prerendered); while
 * 'Start over' asks for confirmation it is the step remembered by the machine's history state;
 * while completing it is Review.
 */
export function stepOnScreen(snapshot: BuilderSnapshot): ResumeStepId {
  const value = snapshot.value;
  if (value === "loading") return "personalInfo";
  if (typeof value === "object" && "editing" in value) return value.editing as ResumeStepId;
  if (snapshot.matches("confirmingStartOver")) {
    const remembered = Object.values(snapshot.historyValue ?? {})
      .flat()
      .map((node) => node.key)
      .find((key) => STEP_IDS.includes(key));
    return (remembered as ResumeStepId | undefined) ?? "personalInfo";
  }
  return "review";
}

export function stepIndexOf(step: ResumeStepId): number {
  return STEP_IDS.indexOf(step);
}
