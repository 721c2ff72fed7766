import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from "xstate";

/** A state value as `snapshot.matches` takes it: "open", { editing: "review" }. */
type StateValueOf<TMachine extends AnyStateMachine> = Parameters<SnapshotFrom<TMachine>["matches"]>[0];

/**
 * What the product specification says one event does in one state, written down independently of
 * the machine, so that a changed transition fails a test instead of being replayed against itself.
 *
 * It is checked on every generated path that sends `event` while the machine matches `from` (and
 * `when` holds): the state after must match `to`, every action in `actions` must have run, and
 * `outcome` must hold. Each expectation must apply on at least one generated path.
 */
export interface PathExpectation<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The rule in the specification's words, with where it comes from ("spec §4 ..."). */
  why: string;
  /** The state the visitor is in (matched with `snapshot.matches`, so a parent state matches its children). */
  from: StateValueOf<TMachine>;
  /** The event, or `{ afterMs }` for an `after` transition that fires after that many milliseconds. */
  event: EventFromLogic<TMachine>["type"] | { afterMs: number };
  /** Only where this holds before the event: a payload or a context the rule is about. */
  when?: (before: SnapshotFrom<TMachine>, event: EventFromLogic<TMachine>) => boolean;
  /** The state the event must lead to. */
  to?: StateValueOf<TMachine>;
  /** Named actions that must run on the way (a toast, a redirect, a focus move). */
  actions?: readonly string[];
  /** A property of the outcome (a context effect), given the snapshots after and before, and the event. */
  outcome?: (
    after: SnapshotFrom<TMachine>,
    before: SnapshotFrom<TMachine>,
    event: EventFromLogic<TMachine>,
  ) => boolean;
}

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
  /** What the specification says some events do; see PathExpectation. */
  expectations?: ReadonlyArray<PathExpectation<TMachine>>;
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

// The bundler may drop a path model no page imports (they are for tests): the call has no side effects.
/*#__NO_SIDE_EFFECTS__*/
export function definePathModel<TMachine extends AnyStateMachine>(
  model: PathModel<TMachine>,
): PathModel<TMachine> {
  return model;
}
