import { jobAlertModel } from "./jobAlert";
import { jobFiltersModel } from "./jobFilters";
import { jobSeekerSignupModel } from "./jobSeekerSignup";
import { mobileMenuModel } from "./mobileMenu";
import type { PathModel } from "./pathModel";
import { resumeBuilderModel } from "./resumeBuilder";
import { savedJobsModel } from "./savedJobs";
import { savingsCalculatorModel } from "./savingsCalculator";
import { videoDialogModel } from "./videoDialog";

/**
 * Every machine of the site. Adding a machine here is all it takes for it to get generated path
 * tests, a coverage line, browser path tests (when it has a page driver) and a flow diagram.
 */
export const machineRegistry = {
  jobAlert: jobAlertModel,
  jobFilters: jobFiltersModel,
  jobSeekerSignup: jobSeekerSignupModel,
  mobileMenu: mobileMenuModel,
  resumeBuilder: resumeBuilderModel,
  savedJobs: savedJobsModel,
  savingsCalculator: savingsCalculatorModel,
  videoDialog: videoDialogModel,
} satisfies Record<string, PathModel>;

export type MachineName = keyof typeof machineRegistry;
export const machineNames = Object.keys(machineRegistry) as MachineName[];
