import type { MachineName } from "../../../machines";
import { jobAlertDriver } from "./jobAlert";
import { jobFiltersDriver } from "./jobFilters";
import { jobSeekerSignupDriver } from "./jobSeekerSignup";
import { mobileMenuDriver } from "./mobileMenu";
import { resumeBuilderDriver } from "./resumeBuilder";
import { savedJobsDriver } from "./savedJobs";
import { savingsCalculatorDriver } from "./savingsCalculator";
import type { PageDriver } from "./types";
import { videoDialogDriver } from "./videoDialog";

/** Page drivers for the machines that drive a page. A machine without a page has no entry. */
export const pageDrivers: Partial<Record<MachineName, PageDriver>> = {
  jobAlert: jobAlertDriver,
  jobFilters: jobFiltersDriver,
  jobSeekerSignup: jobSeekerSignupDriver,
  mobileMenu: mobileMenuDriver,
  resumeBuilder: resumeBuilderDriver,
  savedJobs: savedJobsDriver,
  savingsCalculator: savingsCalculatorDriver,
  videoDialog: videoDialogDriver,
};
