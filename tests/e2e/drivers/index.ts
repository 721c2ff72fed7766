import type { MachineName } from "../../../machines";
import { mobileMenuDriver } from "./mobileMenu";
import { resumeBuilderDriver } from "./resumeBuilder";
import { savingsCalculatorDriver } from "./savingsCalculator";
import type { PageDriver } from "./types";
import { videoDialogDriver } from "./videoDialog";

/** Page drivers for the machines that drive a page. A machine without a page has no entry. */
export const pageDrivers: Partial<Record<MachineName, PageDriver>> = {
  mobileMenu: mobileMenuDriver,
  resumeBuilder: resumeBuilderDriver,
  savingsCalculator: savingsCalculatorDriver,
  videoDialog: videoDialogDriver,
};
