import { jobPostModel } from "./jobPost";
import { mobileMenuModel } from "./mobileMenu";
import type { PathModel } from "./pathModel";
import { postingHelpModel } from "./postingHelp";
import { projectWizardModel } from "./projectWizard";
import { savedSearchModel } from "./savedSearch";

/**
 * Every machine of the site. Adding a machine here is all it takes for it to get generated path
 * tests, a coverage line, browser path tests (when it has a page driver) and a flow diagram.
 */
export const machineRegistry = {
  jobPost: jobPostModel,
  mobileMenu: mobileMenuModel,
  postingHelp: postingHelpModel,
  projectWizard: projectWizardModel,
  savedSearch: savedSearchModel,
} satisfies Record<string, PathModel>;

export type MachineName = keyof typeof machineRegistry;
export const machineNames = Object.keys(machineRegistry) as MachineName[];
