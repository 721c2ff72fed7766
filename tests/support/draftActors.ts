import type { EventObject } from "xstate";
import { draftActors } from "../../src/flows/draftActors";
import type { LoadResult, Persisted } from "../../src/flows/persisted";

/**
 * A store for machine tests of a drafting flow (issue 19: machines own their drafts): it holds what a
 * page's store would read back on arrival, and lets a test play another tab's change. Provide the
 * machine its two actors with it, as the page does with its real store:
 *
 *   const drafts = fakeDraftStore<JobAlert>({ status: "restored", value: alert });
 *   const actors = drafts.actors((alert) => ({ type: "draft.loaded", alert }), toOtherTab);
 *   createActor(jobAlertMachine.provide({ actors })).start();
 *
 * The machine then leaves `loading` by itself, from what the store held: no test sends `draft.loaded`
 * by hand, so a machine that stopped invoking `loadDraft` fails.
 */
export function fakeDraftStore<T>(stored: LoadResult<T>) {
  const listeners = new Set<(value: T | null) => void>();
  let loads = 0;
  const store: Pick<Persisted<T>, "load" | "watch"> = {
    load: () => {
      loads += 1;
      return stored;
    },
    watch(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  return {
    store,
    /** How many times the store was read. */
    loads: () => loads,
    /** How many watchers listen for another tab's changes now. */
    listening: () => listeners.size,
    /** Another tab stores `value` (null: it removed what was stored). */
    otherTab(value: T | null) {
      for (const listener of listeners) listener(value);
    },
    /**
     * The machine's `loadDraft` and `watchDraft`, reading this store: a restored value becomes
     * `loaded(value)`, nothing stored `draft.none`, a thrown-away draft `draft.discarded`.
     */
    actors<TEvent extends EventObject>(
      loaded: (value: T) => TEvent,
      toOtherTab: (value: T | null) => TEvent | null,
    ) {
      return draftActors<T, TEvent>(store, { loaded, otherTab: toOtherTab });
    },
  };
}
