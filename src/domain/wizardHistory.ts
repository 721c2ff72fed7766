import type { WizardStep } from "./projectWizard";

/** The steps a history entry can name: step 1 is an entry without a step. */
export type LaterWizardStep = Exclude<WizardStep, "details">;
const LATER_STEPS: readonly string[] = ["skills", "budget", "review"] satisfies readonly LaterWizardStep[];

declare module "@tanstack/history" {
  interface HistoryState {
    /**
     * The /post-project step this history entry shows (issue 36), so that Back, Forward and a
     * reload find it. Never a field, and never in the URL. Read only through `readWizardStep`.
     */
    wizardStep?: LaterWizardStep;
  }
}

/**
 * The step a history entry names: history state survives reloads and anyone can edit it, so only a
 * step's name passes (anything else is step 1). Whether it may be shown is the wizard's to decide.
 */
export function readWizardStep(state: unknown): WizardStep {
  if (!state || typeof state !== "object") return "details";
  const step = (state as { wizardStep?: unknown }).wizardStep;
  return typeof step === "string" && LATER_STEPS.includes(step) ? (step as LaterWizardStep) : "details";
}
