import type { MachineName } from "../../machines";
import type { PageDriver } from "../support/drivers/types";
import { jobAlertDriver } from "./jobAlert/driver";
import { jobFiltersDriver } from "./jobFilters/driver";
import { jobPostDriver } from "./jobPost/driver";
import { jobSeekerSignupDriver } from "./jobSeekerSignup/driver";
import { mobileMenuDriver } from "./mobileMenu/driver";
import { postingHelpDriver } from "./postingHelp/driver";
import { projectWizardDriver } from "./projectWizard/driver";
import { resumeBuilderDriver } from "./resumeBuilder/driver";
import { resumeExportDriver } from "./resumeExport/driver";
import { savedJobsDriver } from "./savedJobs/driver";
import { savedSearchDriver } from "./savedSearch/driver";
import { savingsCalculatorDriver } from "./savingsCalculator/driver";
import { sharedResumeDriver } from "./sharedResume/driver";
import { videoDialogDriver } from "./videoDialog/driver";

/**
 * Page drivers for the machines that drive a page. Every machine a view uses needs one, or an entry
 * in withoutPageDriver below saying why not (tests/unit/machines/pageDrivers.test.ts checks it).
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
