import {
  type AnyActorRef,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  type Snapshot,
} from "xstate";
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from "xstate/graph";
import type { PathExpectation, PathModel } from "./pathModel";

/** Everything generated from one machine's graph: paths, and the parts of the definition to cover. */
export interface MachinePlan {
  name: string;
  model: PathModel;
  paths: GeneratedPath[];
  stateIds: string[];
  transitionKeys: string[];
  transitionKinds: Map<string, TransitionKind>;
  /** The state value the machine starts in. */
  initialValue: unknown;
}

export interface GeneratedPath {
  description: string;
  events: EventObject[];
  /** The state value expected after each event. */
  expected: unknown[];
  finalValue: unknown;
}

type AnySnapshot = Snapshot<unknown> & { value: unknown; context: unknown; matches(value: unknown): boolean };

export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    // A history node is a pseudo-state (a pointer to the last active child), never itself active;
    // it is covered by the transitions that target it.
    if (node.type !== "history") nodes.push(node);
    for (const child of Object.values(node.states ?? {})) visit(child as AnyStateNode);
  };
  visit(machine.root);
  return nodes;
}

function describeTransition(transition: AnyTransitionDefinition, index: number): string {
  const event = transition.eventType === "" ? "always" : transition.eventType;
  const guard = transition.guard
    ? ` [${typeof transition.guard === "string" ? transition.guard : ((transition.guard as { type?: string }).type ?? "guard")}]`
    : "";
  const targets = transition.target?.length
    ? transition.target.map((target: AnyStateNode) => target.id).join(", ")
    : "(self)";
  return `${transition.source.id}: ${event}#${index}${guard} -> ${targets}`;
}

/**
 * What kind of transition a key is, for the coverage figures: a guarded branch (one candidate of an
 * event that has a guard among its candidates, its unguarded fallback included), an `after`
 * transition, an `always` transition. A transition can be both guarded and `after`/`always`.
 */
export interface TransitionKind {
  guardedBranch: boolean;
  after: boolean;
  always: boolean;
}

export function transitionKindsOf(machine: AnyStateMachine): Map<string, TransitionKind> {
  const kinds = new Map<string, TransitionKind>();
  const add = (definitions: AnyTransitionDefinition[]) => {
    const guarded = definitions.some((definition) => definition.guard);
    definitions.forEach((definition, index) => {
      kinds.set(describeTransition(definition, index), {
        guardedBranch: guarded,
        after: definition.eventType.startsWith("xstate.after."),
        always: definition.eventType === "",
      });
    });
  };
  for (const node of stateNodesOf(machine)) {
    for (const definitions of node.transitions.values()) add(definitions);
    add(node.always ?? []);
  }
  return kinds;
}

/** Every transition of the definition, one key per guarded branch, `after` and `always` included. */
export function transitionsOf(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const keys = new Map<AnyTransitionDefinition, string>();
  for (const node of stateNodesOf(machine)) {
    for (const definitions of node.transitions.values()) {
      definitions.forEach((definition: AnyTransitionDefinition, index: number) => {
        keys.set(definition, describeTransition(definition, index));
      });
    }
    (node.always ?? []).forEach((definition: AnyTransitionDefinition, index: number) => {
      keys.set(definition, describeTransition(definition, index));
    });
  }
  return keys;
}

function delayedEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of stateNodesOf(machine)) for (const t of node.after ?? []) types.add(t.eventType);
  return [...types];
}

function eventsFor(model: PathModel) {
  const delayed = delayedEventTypes(model.machine).map((type) => ({ type }) as EventObject);
  return (snapshot: AnySnapshot): EventObject[] => {
    const base = typeof model.events === "function" ? model.events(snapshot as never) : model.events;
    return [...(base as EventObject[]), ...delayed];
  };
}

function serializeFor(model: PathModel) {
  return (snapshot: AnySnapshot) =>
    model.serializeState
      ? model.serializeState(snapshot as never)
      : JSON.stringify({ value: snapshot.value, context: snapshot.context });
}

/** The milliseconds of an `after` event (`xstate.after.<delay>.<state id>`), named delays resolved. */
export function delayMsOf(machine: AnyStateMachine, eventType: string): number | null {
  if (!eventType.startsWith("xstate.after.")) return null;
  const delay = eventType.split(".")[2] ?? "";
  if (/^\d+(\.\d+)?$/.test(delay)) return Number(delay);
  const value: unknown = (machine.implementations.delays as Record<string, unknown> | undefined)?.[delay];
  return typeof value === "number" ? value : null;
}

export function eventLabel(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const shown = type.startsWith("xstate.after.") ? `after ${type.split(".")[2]} ms` : type;
  return Object.keys(payload).length ? `${shown} ${JSON.stringify(payload)}` : shown;
}

export function valueLabel(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * Shortest paths to every state, then every edge of the graph (the shortest path to its source plus
 * that one event, so each transition is taken at least once), then simple paths (bounded);
 * deduplicated, as plain data.
 */
export function generatePaths(model: PathModel): GeneratedPath[] {
  const serialize = serializeFor(model);
  const options = {
    events: eventsFor(model) as never,
    serializeState: serialize as never,
    limit: model.limit ?? 5000,
    input: model.input as never,
  };
  const shortest = getShortestPaths(model.machine, options) as Array<StatePath<AnySnapshot, EventObject>>;
  const toState = new Map<string, StatePath<AnySnapshot, EventObject>>();
  for (const path of shortest) toState.set(serialize(path.state), path);

  const candidates: Array<{ steps: Array<{ event: EventObject; state: AnySnapshot }>; state: AnySnapshot }> =
    [...shortest];
  const adjacency = getAdjacencyMap(model.machine, options) as unknown as Record<
    string,
    { transitions: Record<string, { event: EventObject; state: AnySnapshot }> }
  >;
  for (const [stateKey, { transitions }] of Object.entries(adjacency)) {
    const prefix = toState.get(stateKey);
    if (!prefix) continue;
    for (const { event, state } of Object.values(transitions)) {
      candidates.push({ steps: [...prefix.steps, { event, state }], state });
    }
  }
  const maxSimple = model.maxSimplePaths ?? 200;
  const simple = (maxSimple === 0 ? [] : getSimplePaths(model.machine, options).slice(0, maxSimple)) as Array<
    StatePath<AnySnapshot, EventObject>
  >;
  candidates.push(...simple);

  const seen = new Set<string>();
  const result: GeneratedPath[] = [];
  for (const path of candidates) {
    const steps = path.steps.filter((step) => !step.event.type.startsWith("xstate.init"));
    const events = steps.map((step) => step.event);
    const key = JSON.stringify(events);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({
      description: events.length
        ? `${events.map(eventLabel).join(" → ")} ⇒ ${valueLabel(path.state.value)}`
        : `start ⇒ ${valueLabel(path.state.value)}`,
      events,
      expected: steps.map((step) => step.state.value),
      finalValue: path.state.value,
    });
  }
  return result;
}

/** A specification expectation that applied to one step of a replayed path. */
export interface ExpectationCheck {
  /** Its index in the model's `expectations`. */
  index: number;
  why: string;
  /** Empty when it held; otherwise what went wrong. */
  problems: string[];
}

export interface ReplayStep {
  /** Transition keys taken by this event. */
  transitions: string[];
  /** Named actions that ran (built-in xstate.* actions left out). */
  actions: string[];
  checks: ExpectationCheck[];
}

export interface Replay {
  snapshots: AnySnapshot[];
  transitions: Set<string>;
  states: Set<string>;
  brokenInvariants: string[];
  /** One per event of the path. */
  steps: ReplayStep[];
  /** Specification expectations that applied and did not hold, in words. */
  brokenExpectations: string[];
}

/** Whether an expectation is about this event sent in this state. */
function expectationApplies(
  machine: AnyStateMachine,
  expectation: PathExpectation,
  before: AnySnapshot,
  event: EventObject,
): boolean {
  const wanted = expectation.event;
  if (typeof wanted === "string") {
    if (event.type !== wanted) return false;
  } else if (delayMsOf(machine, event.type) !== wanted.afterMs) return false;
  if (!before.matches(expectation.from)) return false;
  return expectation.when ? expectation.when(before as never, event as never) : true;
}

function expectationProblems(
  expectation: PathExpectation,
  before: AnySnapshot,
  after: AnySnapshot,
  event: EventObject,
  actions: string[],
): string[] {
  const problems: string[] = [];
  if (expectation.to !== undefined && !after.matches(expectation.to))
    problems.push(`it reached ${valueLabel(after.value)}, not ${valueLabel(expectation.to)}`);
  for (const action of expectation.actions ?? [])
    if (!actions.includes(action)) problems.push(`the action ${action} did not run`);
  if (expectation.outcome && !expectation.outcome(after as never, before as never, event as never))
    problems.push("its outcome check failed");
  return problems;
}

/**
 * Replays a path against a fresh actor, recording the transitions taken and the actions run,
 * checking invariants and the model's specification expectations. `machine` replaces the model's
 * machine (a provided or modified copy); transitions are still keyed by the model's machine.
 */
export function replay(
  model: PathModel,
  path: GeneratedPath,
  machine: AnyStateMachine = model.machine,
): Replay {
  const keys = transitionsOf(model.machine);
  const byKey = new Map([...keys.entries()].map(([definition, key]) => [definition, key]));
  const transitions = new Set<string>();
  const states = new Set<string>();
  const brokenInvariants: string[] = [];
  const brokenExpectations: string[] = [];
  const snapshots: AnySnapshot[] = [];
  const steps: ReplayStep[] = [];
  let current: ReplayStep = { transitions: [], actions: [], checks: [] };
  const record = (snapshot: AnySnapshot) => {
    snapshots.push(snapshot);
    for (const node of (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes) states.add(node.id);
    for (const [name, holds] of Object.entries(model.invariants ?? {})) {
      if (!holds(snapshot as never)) brokenInvariants.push(`${name} (after ${snapshots.length - 1} events)`);
    }
  };
  const actor: AnyActorRef = createActor(machine, {
    input: model.input,
    inspect: (event) => {
      if (event.type === "@xstate.action") {
        const type = (event as unknown as { action: { type: string } }).action.type;
        if (!type.startsWith("xstate.")) current.actions.push(type);
        return;
      }
      if (event.type !== "@xstate.microstep") return;
      for (const taken of (event as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
        const key = byKey.get(taken) ?? findEquivalentKey(keys, taken);
        if (key) {
          transitions.add(key);
          current.transitions.push(key);
        }
      }
    },
  });
  actor.start();
  record(actor.getSnapshot() as AnySnapshot);
  for (const [index, event] of path.events.entries()) {
    const before = actor.getSnapshot() as AnySnapshot;
    current = { transitions: [], actions: [], checks: [] };
    actor.send(event);
    const after = actor.getSnapshot() as AnySnapshot;
    record(after);
    (model.expectations ?? []).forEach((expectation, which) => {
      if (!expectationApplies(machine, expectation, before, event)) return;
      const problems = expectationProblems(expectation, before, after, event, current.actions);
      current.checks.push({ index: which, why: expectation.why, problems });
      if (problems.length)
        brokenExpectations.push(
          `"${expectation.why}": ${eventLabel(event)} in ${valueLabel(before.value)} (event ${index + 1}): ${problems.join("; ")}`,
        );
    });
    steps.push(current);
  }
  actor.stop();
  return { snapshots, transitions, states, brokenInvariants, steps, brokenExpectations };
}

/** A provided machine (machine.provide) has new definition objects; match them by source and event. */
function findEquivalentKey(keys: Map<AnyTransitionDefinition, string>, taken: AnyTransitionDefinition) {
  for (const [definition, key] of keys) {
    if (
      definition.source.id === taken.source.id &&
      definition.eventType === taken.eventType &&
      definition.source.transitions.get(definition.eventType)?.indexOf(definition) ===
        taken.source.transitions.get(taken.eventType)?.indexOf(taken)
    ) {
      return key;
    }
  }
  return undefined;
}

export interface Covered {
  covered: number;
  total: number;
}

export interface CoverageRow {
  machine: string;
  statesCovered: number;
  statesTotal: number;
  transitionsCovered: number;
  transitionsTotal: number;
  /** Of the transitions above: the guarded branches, the `after` and the `always` ones. */
  guardedBranches: Covered;
  after: Covered;
  always: Covered;
  /** Specification expectations that applied on at least one path, of all the model lists. */
  expectations: Covered;
  paths: number;
  missingStates: string[];
  missingTransitions: string[];
  /** Left out of the figures on purpose, with the reason (the model's `unreachable`). */
  unreachable: Record<string, string>;
}

export function planFor(name: string, model: PathModel): MachinePlan {
  return {
    name,
    model,
    paths: generatePaths(model),
    stateIds: stateNodesOf(model.machine).map((node) => node.id),
    transitionKeys: [...transitionsOf(model.machine).values()],
    transitionKinds: transitionKindsOf(model.machine),
    initialValue: createActor(model.machine, { input: model.input }).getSnapshot().value,
  };
}

export function coverageOf(plan: MachinePlan, replays: Replay[]): CoverageRow {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const r of replays) {
    for (const s of r.states) states.add(s);
    for (const t of r.transitions) transitions.add(t);
  }
  const unreachable = plan.model.unreachable ?? {};
  const counted = plan.transitionKeys.filter((key) => !(key in unreachable));
  const ofKind = (kind: keyof TransitionKind): Covered => {
    const keys = counted.filter((key) => plan.transitionKinds.get(key)?.[kind]);
    return { covered: keys.filter((key) => transitions.has(key)).length, total: keys.length };
  };
  const applied = new Set(replays.flatMap((r) => r.steps.flatMap((step) => step.checks.map((c) => c.index))));
  return {
    machine: plan.name,
    statesCovered: plan.stateIds.filter((id) => states.has(id)).length,
    statesTotal: plan.stateIds.length,
    transitionsCovered: counted.filter((key) => transitions.has(key)).length,
    transitionsTotal: counted.length,
    guardedBranches: ofKind("guardedBranch"),
    after: ofKind("after"),
    always: ofKind("always"),
    expectations: { covered: applied.size, total: plan.model.expectations?.length ?? 0 },
    paths: plan.paths.length,
    missingStates: plan.stateIds.filter((id) => !states.has(id)),
    missingTransitions: counted.filter((key) => !transitions.has(key)),
    unreachable: { ...unreachable },
  };
}

const fraction = ({ covered, total }: Covered) => `${covered}/${total}`;

export function coverageTable(rows: CoverageRow[]): string {
  const header = ["machine", "states", "transitions", "guarded", "after", "always", "spec checks", "paths"];
  const body = rows.map((row) => [
    row.machine,
    `${row.statesCovered}/${row.statesTotal} (${percent(row.statesCovered, row.statesTotal)})`,
    `${row.transitionsCovered}/${row.transitionsTotal} (${percent(row.transitionsCovered, row.transitionsTotal)})`,
    fraction(row.guardedBranches),
    fraction(row.after),
    fraction(row.always),
    fraction(row.expectations),
    String(row.paths),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ");
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n");
}

export function percent(covered: number, total: number): string {
  return total === 0 ? "100 %" : `${Math.floor((covered / total) * 1000) / 10} %`;
}

/** Which generated paths the browser performs for a machine, and why. */
export interface BrowserSelection {
  /** "every": all generated paths; "subset": the greedy covering subset; "none": no page driver. */
  kind: "every" | "subset" | "none";
  paths: GeneratedPath[];
}

/**
 * The one place that decides which paths tests/flows/paths.spec.ts performs, so `npm run paths` marks
 * exactly those: none without a page driver, every path for a driver that sets `everyPath` or a graph
 * of at most BROWSER_PATH_LIMIT paths, the covering subset otherwise.
 */
export function browserSelection(plan: MachinePlan, driver?: { everyPath?: boolean }): BrowserSelection {
  if (!driver) return { kind: "none", paths: [] };
  if (driver.everyPath || plan.paths.length <= BROWSER_PATH_LIMIT)
    return { kind: "every", paths: plan.paths };
  return { kind: "subset", paths: browserPaths(plan) };
}

/** Above this many paths, the browser performs a covering subset instead of all of them. */
export const BROWSER_PATH_LIMIT = 15;

/**
 * The paths the browser performs: all of them for small graphs; for large ones, a subset of the same
 * generated paths chosen greedily so that together they still reach every state node, take every
 * transition the full set takes, and send each event type the machine ignores somewhere at least
 * once where it ignores it (each path costs a page load, so the subset keeps the run short).
 */
export function browserPaths(plan: MachinePlan): GeneratedPath[] {
  if (plan.paths.length <= BROWSER_PATH_LIMIT) return plan.paths;
  const covers = plan.paths.map((path) => {
    const r = replay(plan.model, path);
    return {
      path,
      items: new Set([
        ...[...r.states].map((s) => `state:${s}`),
        ...[...r.transitions].map((t) => `transition:${t}`),
        // An event the machine ignores where a path sends it: the browser must show the visitor
        // cannot do it (a disabled control, nothing to press), so each such event type is in at
        // least one chosen path.
        ...r.steps.flatMap((step, index) =>
          step.transitions.length ? [] : [`ignored:${path.events[index]?.type}`],
        ),
        // A transition taken by a change of one field (`field.change`) counts once per field, as the
        // per-field events it replaced did (issue 19), so the browser still fills every field the
        // paths fill, not just the first.
        ...r.steps.flatMap((step, index) => {
          const field = (path.events[index] as { field?: unknown } | undefined)?.field;
          return typeof field === "string"
            ? step.transitions.map((t) => `transition:${t}|field:${field}`)
            : [];
        }),
      ]),
    };
  });
  const needed = new Set(covers.flatMap((c) => [...c.items]));
  const chosen: GeneratedPath[] = [];
  while (needed.size) {
    let best = covers[0];
    let bestGain = -1;
    for (const candidate of covers) {
      const gain = [...candidate.items].filter((item) => needed.has(item)).length;
      // Prefer more new coverage, then shorter paths.
      if (
        gain > bestGain ||
        (gain === bestGain && best && candidate.path.events.length < best.path.events.length)
      ) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best || bestGain <= 0) break;
    chosen.push(best.path);
    for (const item of best.items) needed.delete(item);
  }
  return chosen;
}

/** One state a state value is in: an atomic state node (one per parallel region), described. */
export interface DescribedState {
  /** Its path below the machine, "editing.step.details.written". */
  path: string;
  /** Its description, or its nearest ancestor's when it has none. */
  description: string;
}

/** The atomic states of a state value, each with its description, in definition order. */
export function describeStateValue(machine: AnyStateMachine, value: unknown): DescribedState[] {
  const found: DescribedState[] = [];
  const describe = (node: AnyStateNode): string => {
    for (let at: AnyStateNode | undefined = node; at && at !== machine.root; at = at.parent)
      if (at.description) return at.description.replace(/\s+/g, " ").trim();
    return "";
  };
  const visit = (node: AnyStateNode, at: unknown) => {
    const children = (node.states ?? {}) as Record<string, AnyStateNode>;
    const entries =
      typeof at === "string"
        ? [[at, undefined] as const]
        : at && typeof at === "object"
          ? Object.entries(at as Record<string, unknown>)
          : [];
    if (!entries.length) {
      if (node !== machine.root) found.push({ path: node.path.join("."), description: describe(node) });
      return;
    }
    for (const [key, below] of entries) {
      const child = children[key];
      if (child) visit(child, below);
    }
  };
  visit(machine.root, value);
  return found;
}
