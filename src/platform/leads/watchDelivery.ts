import type { ActorLogic, EventObject, Snapshot } from "xstate";
import { lastDelivered, onOutboxChange } from "./outboxSignal";

type WatchLogic = ActorLogic<Snapshot<undefined>, EventObject, { id: string | null }>;

/**
 * The `watchDelivery` actor a form's machine invokes while its submission waits on this device
 * (`queued`): once the outbox delivers that submission (this tab's flush, another tab's, after the
 * `online` event), it sends back `lead.delivered` with the intake's reference. Its input is
 * `{ id }`, the submission's idempotency key. Written as plain actor logic (as draftActors.ts does)
 * to keep `fromCallback` out of the form's first load.
 */
function watch(
  run: (id: string | null, sendBack: (event: EventObject & Record<string, unknown>) => void) => () => void,
): WatchLogic {
  const ids = new WeakMap<object, string | null>();
  const stops = new WeakMap<object, () => void>();
  return {
    getInitialSnapshot: (_scope, input) => {
      const snapshot = { status: "active", output: undefined, error: undefined } as Snapshot<undefined>;
      ids.set(snapshot, input?.id ?? null);
      return snapshot;
    },
    start: (snapshot, { self }) => {
      stops.set(
        self,
        run(ids.get(snapshot) ?? null, (event) => self._parent?.send(event)),
      );
    },
    transition: (snapshot, event, { self }) => {
      if (event.type !== "xstate.stop") return snapshot;
      stops.get(self)?.();
      return { ...snapshot, status: "stopped" } as Snapshot<undefined>;
    },
    getPersistedSnapshot: (snapshot) => snapshot,
  };
}

export const watchDelivery = watch((id, sendBack) => {
  const check = () => {
    const delivered = lastDelivered();
    if (id && delivered?.id === id) sendBack({ type: "lead.delivered", reference: delivered.reference });
  };
  const stop = onOutboxChange(check);
  check();
  return stop;
});

/** The machine's stand-in until the page provides `watchDelivery` (it watches nothing). */
export const watchDeliveryByPage = watch(() => () => {});
