import { type MachineName, machines } from "../../machines";
import type { PathModel } from "../support/pathModel";
import { jobAlertModel } from "./jobAlert/model";
import { jobFiltersModel } from "./jobFilters/model";
import { jobPostModel } from "./jobPost/model";
import { jobSeekerSignupModel } from "./jobSeekerSignup/model";
import { mobileMenuModel } from "./mobileMenu/model";
import { postingHelpModel } from "./postingHelp/model";
import { projectWizardModel } from "./projectWizard/model";
import { resumeBuilderModel } from "./resumeBuilder/model";
import { resumeExportModel } from "./resumeExport/model";
import { savedJobsModel } from "./savedJobs/model";
import { savedSearchModel } from "./savedSearch/model";
import { savingsCalculatorModel } from "./savingsCalculator/model";
import { sharedResumeModel } from "./sharedResume/model";
import { videoDialogModel } from "./videoDialog/model";

/**
 * The path model of every machine in machines/index.ts (its events, expectations, samples and
 * invariants), one per flow folder. Generated path tests, fuzzing, coverage and browser paths all
 * read this list; a machine without a model here fails tests/unit/machines/flows.test.ts.
 */
export const flowModels = {
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
} satisfies Record<MachineName, PathModel>;

/** Each model runs the machine machines/index.ts lists under its name (not a copy of it). */
export const modelMachines = Object.entries(flowModels).map(([name, model]) => ({
  name: name as MachineName,
  listed: machines[name as MachineName],
  modelled: model.machine,
}));
