import type { MachineName } from "../../../machines";
import { jobAlertDriver } from "./jobAlert";
import { jobFiltersDriver } from "./jobFilters";
import { jobPostDriver } from "./jobPost";
import { jobSeekerSignupDriver } from "./jobSeekerSignup";
import { mobileMenuDriver } from "./mobileMenu";
import { postingHelpDriver } from "./postingHelp";
import { projectWizardDriver } from "./projectWizard";
import { resumeBuilderDriver } from "./resumeBuilder";
import { resumeExportDriver } from "./resumeExport";
import { savedJobsDriver } from "./savedJobs";
import { savedSearchDriver } from "./savedSearch";
import { savingsCalculatorDriver } from "./savingsCalculator";
import { sharedResumeDriver } from "./sharedResume";
import type { PageDriver } from "./types";
import { videoDialogDriver } from "./videoDialog";

/**
 * Page drivers for the machines that drive a page. Every machine a view uses needs one, or an entry
 * in withoutPageDriver below saying why not (tests/unit/pageDrivers.test.ts checks it).
 */
export const pageDrivers: Partial<Record<MachineName, PageDriver>> = {
  jobAlert: jobAlertDriver,
  jobFilters: jobFiltersDriver,
  jobPost: jobPostDriver,
  jobSeekerSignup: jobSeekerSignupDriver,
  mobileMenu: mobileMenuDriver,
  postingHelp: postingHelpDriver,
  projectWizard: projectWizardDriver,
  resumeBuilder: resumeBuilderDriver,
  resumeExport: resumeExportDriver,
  savedJobs: savedJobsDriver,
  savedSearch: savedSearchDriver,
  savingsCalculator: savingsCalculatorDriver,
  sharedResume: sharedResumeDriver,
  videoDialog: videoDialogDriver,
};

/**
 * Machines a view uses that have no page driver on purpose, each with the reason. Empty: every
 * machine a view uses is driven in the browser.
 */
export const withoutPageDriver: Partial<Record<MachineName, string>> = {};
