import type { MachineName } from "../../../machines";
import { jobAlertDriver } from "./jobAlert";
import { jobFiltersDriver } from "./jobFilters";
import { jobPostDriver } from "./jobPost";
import { jobSeekerSignupDriver } from "./jobSeekerSignup";
import { mobileMenuDriver } from "./mobileMenu";
import { postingHelpDriver } from "./postingHelp";
import { projectWizardDriver } from "./projectWizard";
import { resumeBuilderDriver } from "./resumeBuilder";
import { savedJobsDriver } from "./savedJobs";
import { savedSearchDriver } from "./savedSearch";
import { savingsCalculatorDriver } from "./savingsCalculator";
import type { PageDriver } from "./types";
import { videoDialogDriver } from "./videoDialog";

/** Page drivers for the machines that drive a page. A machine without a page has no entry. */
export const pageDrivers: Partial<Record<MachineName, PageDriver>> = {
  jobAlert: jobAlertDriver,
  jobFilters: jobFiltersDriver,
  jobPost: jobPostDriver,
  jobSeekerSignup: jobSeekerSignupDriver,
  mobileMenu: mobileMenuDriver,
  postingHelp: postingHelpDriver,
  projectWizard: projectWizardDriver,
  resumeBuilder: resumeBuilderDriver,
  savedJobs: savedJobsDriver,
  savedSearch: savedSearchDriver,
  savingsCalculator: savingsCalculatorDriver,
  videoDialog: videoDialogDriver,
};
