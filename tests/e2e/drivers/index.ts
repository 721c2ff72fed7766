import type { MachineName } from "../../../machines";
import { jobPostDriver } from "./jobPost";
import { mobileMenuDriver } from "./mobileMenu";
import { postingHelpDriver } from "./postingHelp";
import { projectWizardDriver } from "./projectWizard";
import { savedSearchDriver } from "./savedSearch";
import type { PageDriver } from "./types";

/** Page drivers for the machines that drive a page. A machine without a page has no entry. */
export const pageDrivers: Partial<Record<MachineName, PageDriver>> = {
  jobPost: jobPostDriver,
  mobileMenu: mobileMenuDriver,
  postingHelp: postingHelpDriver,
  projectWizard: projectWizardDriver,
  savedSearch: savedSearchDriver,
};
