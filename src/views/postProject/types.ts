import type { SnapshotFrom } from "xstate";
import type { ProjectWizardEvent, projectWizardMachine } from "../../../machines/projectWizard";

/** What every part of the wizard gets: the machine's snapshot to render and a way to send events. */
export interface WizardProps {
  state: SnapshotFrom<typeof projectWizardMachine>;
  send: (event: ProjectWizardEvent) => void;
}
