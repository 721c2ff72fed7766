import { jobAlertModel } from "./jobAlert";
import { jobFiltersModel } from "./jobFilters";
import { jobPostModel } from "./jobPost";
import { jobSeekerSignupModel } from "./jobSeekerSignup";
import { mobileMenuModel } from "./mobileMenu";
import type { PathModel } from "./pathModel";
import { postingHelpModel } from "./postingHelp";
import { projectWizardModel } from "./projectWizard";
import { resumeBuilderModel } from "./resumeBuilder";
import { resumeExportModel } from "./resumeExport";
import { savedJobsModel } from "./savedJobs";
import { savedSearchModel } from "./savedSearch";
import { savingsCalculatorModel } from "./savingsCalculator";
import { sharedResumeModel } from "./sharedResume";
import { videoDialogModel } from "./videoDialog";

/**
 * Every machine of the site. Adding a machine here is all it takes for it to get generated path
 * tests, a coverage line, browser path tests (when it has a page driver) and a flow diagram.
 */
export const machineRegistry = {
  jobAlert: jobAlertModel,
  jobFilters: jobFiltersModel,
  jobPost: jobPostModel,
  jobSeekerSignup: jobSeekerSignupModel,
  mobileMenu: mobileMenuModel,
  postingHelp: postingHelpModel,
  projectWizard: projectWizardModel,
  resumeBuilder: resumeBuilderModel,
  resumeExport: resumeExportModel,
  savedJobs: savedJobsModel,
  savedSearch: savedSearchModel,
  savingsCalculator: savingsCalculatorModel,
  sharedResume: sharedResumeModel,
  videoDialog: videoDialogModel,
} satisfies Record<string, PathModel>;

export type MachineName = keyof typeof machineRegistry;
export const machineNames = Object.keys(machineRegistry) as MachineName[];
