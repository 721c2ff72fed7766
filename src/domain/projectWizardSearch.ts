import type { WizardStep } from "./projectWizard";
import { object, picklist, type Schema } from "./schema";

/** The steps an address can name: step 1 is the address without a step. */
export type LaterWizardStep = Exclude<WizardStep, "details">;
// Written out (not filtered from WIZARD_STEPS) so this chunk, loaded before the page hydrates, does not
// carry the wizard's rules; the type keeps the list to the wizard's steps.
const LATER_STEPS = ["skills", "budget", "review"] as const satisfies readonly LaterWizardStep[];

export interface PostProjectSearch {
  /**
   * The step shown, so that Back, Forward and a reload find it (issue 36). Only a step's name
   * passes; whether it may be shown is the wizard's to decide (its guards), never the address's.
   */
  step?: LaterWizardStep;
}

/** /post-project's search: `?step=skills|budget|review`, anything else is no step (step 1). */
export const postProjectSearchSchema: Schema<PostProjectSearch> = object({
  step: picklist(LATER_STEPS),
});
