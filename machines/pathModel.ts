import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from "xstate";

/**
 * What a machine's graph needs so that generated paths reach every state and transition: a few
 * representative events (payloads that make each guard pass and fail), a way to serialize states
 * when context would otherwise grow without end, the invariants every reachable state must hold,
 * and any transition that is unreachable on purpose, with the reason.
 *
 * Each machine file exports one of these beside its machine; machines/index.ts lists them all, and
 * the path tests, coverage report, browser path tests and flow diagrams are generated from that list.
 */
export interface PathModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  machine: TMachine;
  /** Events to try in every state (or per state). Delayed (`after`) events are added automatically. */
  events:
    | ReadonlyArray<EventFromLogic<TMachine>>
    | ((snapshot: SnapshotFrom<TMachine>) => ReadonlyArray<EventFromLogic<TMachine>>);
  /** Identifies a state for traversal. Defaults to value + context. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Properties every reachable state must hold; each returns true when it holds. */
  invariants?: Record<string, (snapshot: SnapshotFrom<TMachine>) => boolean>;
  /** Transitions left out of the 100 % target, keyed as in the coverage report, with why. */
  unreachable?: Record<string, string>;
  /**
   * Keeps only the first this many simple paths (their number grows fast on big machines); 0 skips
   * the simple-path search. Say beside it why a machine needs a bound.
   */
  maxSimplePaths?: number;
  /** Bounds the traversal's adjacency map. */
  limit?: number;
  /** Machine input, for machines that take one. */
  input?: unknown;
}

export function definePathModel<TMachine extends AnyStateMachine>(
  model: PathModel<TMachine>,
): PathModel<TMachine> {
  return model;
}
