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

type Run = (sendBack: (event: EventObject) => void) => (() => void) | undefined;

/**
 * XState's `fromCallback`: `run` starts with the actor and gets `sendBack` (the event goes to the
 * invoking machine); what it returns runs when the actor stops.
 */
function callback(run: Run) {
  return fromCallback<EventObject>(({ sendBack }) => run(sendBack));
}

/** Reads the store once, as the invoking state is entered, and sends the result back. */
export function loadDraft<T, TEvent extends EventObject>(
  store: Pick<Persisted<T>, "load">,
  toEvent: (result: LoadResult<T>) => TEvent | null,
) {
  return callback((sendBack) => {
    const event = toEvent(store.load());
    if (event) sendBack(event);
    return undefined;
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
  return callback((sendBack) =>
    store.watch((value) => {
      const event = toEvent(value);
      if (event) sendBack(event);
    }),
  );
}

/**
 * The two actors over one store, with the loading vocabulary every drafting machine shares: a value
 * read back becomes `loaded(value)`, nothing stored `draft.none`, data thrown away `draft.discarded` with
 * its reason (corrupt, outdated, invalid); another tab's change becomes `otherTab(value)` (or nothing, for null).
 */
export function draftActors<T, TEvent extends EventObject>(
  store: Pick<Persisted<T>, "load" | "watch">,
  events: { loaded: (value: T) => TEvent; otherTab: (value: T | null) => TEvent | null },
) {
  return {
    loadDraft: loadDraft(store, (result: LoadResult<T>) =>
      result.status === "restored"
        ? events.loaded(result.value)
        : result.status === "empty"
          ? { type: "draft.none" }
          : { type: "draft.discarded", reason: result.reason },
    ),
    watchDraft: watchDraft(store, events.otherTab),
  };
}

/**
 * What a machine declares in its setup for an actor the page provides: logic that does nothing, so
 * the machine stays a static config that Stately's editor, the path tests and the diagrams read as
 * it is. Tests provide their own (`tests/support/draftActors.ts`).
 */
export const providedByPage = callback(() => undefined);
