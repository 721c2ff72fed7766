import { type ComponentType, useEffect, useSyncExternalStore } from "react";
import { clearLoadNotice, postLoadNotice } from "../../startup/loadNotices";
import { idleState, type LoadState, type OnDemand, onDemand } from "../../startup/onDemand";

/**
 * React's side of startup/onDemand.ts: a piece's load state, and the notice that says it could not
 * be loaded. Deliberately small: pages that load a piece on demand carry this in their first load.
 */

/**
 * The piece's state. While `wanted`, it is loaded if it is not loaded yet, and loaded again if it
 * failed before it was wanted this time (a dialog opened again after an earlier failure).
 */
export function useOnDemand<T>(piece: OnDemand<T>, wanted = true): LoadState<T> {
  const state = useSyncExternalStore(piece.subscribe, piece.state, idleState<T>);
  useEffect(() => {
    if (!wanted) return;
    const { status } = piece.state();
    if (status === "idle" || status === "failed") piece.load().catch(() => {});
  }, [piece, wanted]);
  return state;
}

/** A component whose code is loaded on demand: `lazy()`, with a failure that can be retried. */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): OnDemand<ComponentType<P>> {
  return onDemand(load);
}

/**
 * While the piece is wanted and could not be loaded, a notice (startup/loadNotices.ts) says so, with
 * a retry. For what has no place on the page to say it (a dialog), or that the visitor did not ask
 * for (a part that loads after hydration: `asked` false, so focus stays where it is).
 * `onDismiss` runs after the notice is dismissed (a dialog's close event, as its close button would).
 */
export function useFailureNotice(
  id: string,
  what: string,
  piece: OnDemand<unknown>,
  state: LoadState<unknown>,
  {
    wanted = true,
    asked = true,
    onDismiss,
  }: { wanted?: boolean; asked?: boolean; onDismiss?: () => void } = {},
): void {
  const failed = wanted && state.status === "failed" ? state : null;
  const reason = failed?.reason;
  const attempts = failed?.attempts ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: posted again only when the failure changes
  useEffect(() => {
    if (!reason) {
      clearLoadNotice(id);
      return;
    }
    postLoadNotice({
      id,
      what,
      failure: { reason, attempts },
      tone: asked ? "alert" : "status",
      retry: () => piece.load().catch(() => {}),
      onDismiss,
      takeFocus: asked,
    });
  }, [id, what, piece, reason, attempts, asked]);
  useEffect(() => () => clearLoadNotice(id), [id]);
}
