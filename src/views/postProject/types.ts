import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { ProjectWizardEvent, projectWizardMachine } from "../../../machines/projectWizard";

export type WizardActor = ActorRefFrom<typeof projectWizardMachine>;
export type WizardState = SnapshotFrom<typeof projectWizardMachine>;
export type WizardSend = (event: ProjectWizardEvent) => void;

/**
 * What every part of the wizard gets: the running flow (useFlow), to read what it shows with
 * `useSelector` and to send events with `actorRef.send`.
 */
export interface WizardProps {
  actorRef: WizardActor;
}
