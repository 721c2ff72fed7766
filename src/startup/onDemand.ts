/**
 * Code loaded on demand (a dialog, the toast region, the QR and PDF code), and what happens when it
 * cannot be loaded: the piece says so and can be tried again, and the page around it stays as it is
 * (README, "Offline and installable").
 *
 * One fact shapes this module: Chromium remembers a failed module fetch for the life of the page. An
 * `import()` whose file (or one of the files it imports) once failed fails again at once, without a
 * request, even after the connection is back. So a piece is never fetched when that is bound to
 * fail: offline, with no service worker to answer from its cache, `load()` reports the failure
 * without touching the network, and a retry once back online fetches for the first time. A piece
 * that failed while online (a flaky connection, or a deployment that removed the file) counts its
 * attempts, so the view can offer a reload when trying again in the same page cannot help.
 *
 * No React and no DOM beyond `navigator`: the state of a piece is a small store that views read with
 * useSyncExternalStore (components/hooks/useOnDemand.ts, components/ui/onDemandView.tsx).
 */

/** Why a piece is not there: the visitor is offline, or the file could not be fetched. */
export type LoadFailureReason = "offline" | "failed";

export type LoadState<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "loaded"; value: T }
  | { status: "failed"; reason: LoadFailureReason; attempts: number };

export class CodeLoadError extends Error {
  readonly reason: LoadFailureReason;
  constructor(reason: LoadFailureReason, cause?: unknown) {
    super(reason, { cause });
    this.name = "CodeLoadError";
    this.reason = reason;
  }
}

/** What the loader needs to know about the browser; tests supply their own. */
export interface Connection {
  /** navigator.onLine: false means surely offline; true may still fail. */
  online(): boolean;
  /** A service worker controls the page, so a precached file loads offline too. */
  controlled(): boolean;
}

export const browserConnection: Connection = {
  online: () => typeof navigator === "undefined" || navigator.onLine !== false,
  controlled: () => typeof navigator !== "undefined" && Boolean(navigator.serviceWorker?.controller),
};

/** Whether code that is not loaded yet can be fetched now: online, or a service worker can answer. */
export function canFetchCode(connection: Connection = browserConnection): boolean {
  return connection.online() || connection.controlled();
}

export interface OnDemand<T> {
  state(): LoadState<T>;
  /** Loads the piece, or tries again after a failure. Rejects with a CodeLoadError. */
  load(): Promise<T>;
  /**
   * Loads it ahead of need, when that cannot fail for want of a connection (the visitor has started
   * on a form whose success dialog this is, say). Never rejects; a failure shows when it is wanted.
   */
  warm(): void;
  subscribe(listener: () => void): () => void;
}

const IDLE = { status: "idle" } as const;

/** The state every piece has on the server and in the first render of hydration. */
export function idleState<T>(): LoadState<T> {
  return IDLE;
}

export function onDemand<T>(
  importer: () => Promise<T>,
  connection: Connection = browserConnection,
): OnDemand<T> {
  let state: LoadState<T> = IDLE;
  let pending: Promise<T> | undefined;
  let attempts = 0;
  const listeners = new Set<() => void>();
  const set = (next: LoadState<T>) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const fail = (reason: LoadFailureReason, cause?: unknown) => {
    attempts += 1;
    set({ status: "failed", reason, attempts });
    return new CodeLoadError(reason, cause);
  };

  const load = (): Promise<T> => {
    if (state.status === "loaded") return Promise.resolve(state.value);
    if (pending) return pending;
    if (!canFetchCode(connection)) return Promise.reject(fail("offline"));
    set({ status: "loading" });
    const attempt = importer().then(
      (value) => {
        pending = undefined;
        attempts = 0;
        set({ status: "loaded", value });
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw fail(connection.online() ? "failed" : "offline", error);
      },
    );
    pending = attempt;
    return attempt;
  };

  return {
    state: () => state,
    load,
    warm: () => {
      if (state.status !== "idle" || !canFetchCode(connection)) return;
      load().catch(() => {});
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
