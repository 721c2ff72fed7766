import type { ActorLogic, EventObject, Snapshot } from "xstate";

type WatchLogic = ActorLogic<Snapshot<undefined>, EventObject, { id: string | null }>;

/**
 * The actor logic of a watch on one queued submission (watchDelivery.ts): `run` starts watching the
 * submission `id` and answers how to stop. Written as plain actor logic (as draftActors.ts does) to
 * keep `fromCallback` out of the forms' first load; in a module of its own, so a machine's stand-in
 * and a watch that loads the outbox's signal only when it starts (watchDeliveryLater.ts) carry
 * nothing of the outbox.
 */
export function watch(
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

/** The machine's stand-in until the page provides `watchDelivery` (it watches nothing). */
export const watchDeliveryByPage = watch(() => () => {});
