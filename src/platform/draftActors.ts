import { type EventObject, fromCallback } from "xstate";
import type { LoadResult, Persisted } from "./persisted";

/**
 * The two actors a drafting flow invokes (issue 19: machines own their drafts). A machine names them
 * in its setup (`loadDraft` from its `loading` state, `watchDraft` while a draft can change in
 * another tab) and decides from the events they send back; the page only says which store they read,
 * by providing them:
 *
 *   useFlow(jobAlertMachine, { actors: { loadDraft: loadDraft(jobAlertStore, toLoaded),
 *                                         watchDraft: watchDraft(jobAlertStore, toOtherTab) } })
 *
 * `toEvent` turns what storage held into the machine's event (`draft.loaded`, `draft.none`,
 * `draft.discarded`…), or null to send nothing. No view reads storage in an effect and sends.
 */

/** Reads the store once, as the invoking state is entered, and sends the result back. */
export function loadDraft<T, TEvent extends EventObject>(
  store: Pick<Persisted<T>, "load">,
  toEvent: (result: LoadResult<T>) => TEvent | null,
) {
  return fromCallback<EventObject>(({ sendBack }) => {
    const event = toEvent(store.load());
    if (event) sendBack(event);
  });
}

/**
 * Sends back every change another tab makes to the store (the value validated as `load()` does,
 * null when it was removed) for as long as the invoking state is active; stops listening on exit.
 */
export function watchDraft<T, TEvent extends EventObject>(
  store: Pick<Persisted<T>, "watch">,
  toEvent: (value: T | null) => TEvent | null,
) {
  return fromCallback<EventObject>(({ sendBack }) =>
    store.watch((value) => {
      const event = toEvent(value);
      if (event) sendBack(event);
    }),
  );
}

/**
 * What a machine declares in its setup for an actor the page provides: logic that does nothing, so
 * the machine stays a static config that Stately's editor, the path tests and the diagrams read as
 * it is. Tests provide their own (`tests/support/draftActors.ts`).
 */
export const providedByPage = fromCallback<EventObject>(() => undefined);
