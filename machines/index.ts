import { jobAlertMachine } from "./jobAlert";
import { jobFiltersMachine } from "./jobFilters";
import { jobPostMachine } from "./jobPost";
import { jobSeekerSignupMachine } from "./jobSeekerSignup";
import { mobileMenuMachine } from "./mobileMenu";
import { postingHelpMachine } from "./postingHelp";
import { projectWizardMachine } from "./projectWizard";
import { resumeBuilderMachine } from "./resumeBuilder";
import { resumeExportMachine } from "./resumeExport";
import { savedJobsMachine } from "./savedJobs";
import { savedSearchMachine } from "./savedSearch";
import { savingsCalculatorMachine } from "./savingsCalculator";
import { sharedResumeMachine } from "./sharedResume";
import { videoDialogMachine } from "./videoDialog";

/**
 * Every machine of the site, by the name its diagram (docs/flows/<name>.md) and its test folder
 * (tests/flows/<name>/) carry. A machine added here gets a flow diagram; its path model in
 * tests/flows/index.ts gives it generated path tests, a coverage line and browser paths.
 */
export const machines = {
  jobAlert: jobAlertMachine,
  jobFilters: jobFiltersMachine,
  jobPost: jobPostMachine,
  jobSeekerSignup: jobSeekerSignupMachine,
  mobileMenu: mobileMenuMachine,
  postingHelp: postingHelpMachine,
  projectWizard: projectWizardMachine,
  resumeBuilder: resumeBuilderMachine,
  resumeExport: resumeExportMachine,
  savedJobs: savedJobsMachine,
  savedSearch: savedSearchMachine,
  savingsCalculator: savingsCalculatorMachine,
  sharedResume: sharedResumeMachine,
  videoDialog: videoDialogMachine,
};

export type MachineName = keyof typeof machines;
export const machineNames = Object.keys(machines) as MachineName[];
