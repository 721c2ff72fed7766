import fc from "fast-check";
import { type AnyStateMachine, createActor, type EventObject } from "xstate";
import { stateNodesOf } from "../support/machinePaths";
import type { PathModel } from "../support/pathModel";

/**
 * Random event sequences for a machine: its representative events, its delayed events, and the same
 * events with random payloads of the same shape (strings of any kind and length, numbers of any
 * size, lists of any length), so a machine is tried far beyond what its views would send.
 */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    "   ",
    "<script>alert(1)</script>",
    "\u202Eevil",
    "🤖".repeat(20),
    "x".repeat(10_000),
    "‏مرحبا",
  ),
);
const hostileNumber = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double(),
  fc.constantFrom(0, -1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER),
);

function payloadLike(value: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (typeof value === "string") return fc.oneof(fc.constant(value), hostileString);
  if (typeof value === "number") return fc.oneof(fc.constant(value), hostileNumber);
  if (typeof value === "boolean") return fc.boolean();
  if (Array.isArray(value) && depth < 3) {
    const item = value.length ? payloadLike(value[0], depth + 1) : hostileString;
    return fc.oneof(fc.constant(value), fc.array(item, { maxLength: 12 }));
  }
  if (value && typeof value === "object" && depth < 3) {
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([key, v]) => [key, payloadLike(v, depth + 1)] as const,
    );
    return fc.record(Object.fromEntries(entries)) as fc.Arbitrary<unknown>;
  }
  return fc.constant(value);
}

export function eventArbitrary(model: PathModel): fc.Arbitrary<EventObject> {
  const base: EventObject[] =
    typeof model.events === "function"
      ? (model.events(
          createActor(model.machine, { input: model.input }).getSnapshot() as never,
        ) as EventObject[])
      : (model.events as EventObject[]);
  const delayed = [
    ...new Set(stateNodesOf(model.machine).flatMap((node) => (node.after ?? []).map((t) => t.eventType))),
  ].map((type) => ({ type }) as EventObject);
  const templates = [...base, ...delayed];
  return fc.oneof(
    fc.constantFrom(...templates),
    // Same event, random payload; the type itself stays (an event's name is the program's, not input).
    fc
      .constantFrom(...templates)
      .chain((template) =>
        (payloadLike(template) as fc.Arbitrary<Record<string, unknown>>).map(
          (payload) => ({ ...payload, type: template.type }) as EventObject,
        ),
      ),
  );
}

export interface FuzzResult {
  sequences: number;
  failures: string[];
}

/** Runs `runs` random sequences; each must never throw and must keep every invariant after every event. */
export function fuzzMachine(
  name: string,
  model: PathModel,
  runs: number,
  machine: AnyStateMachine = model.machine,
): FuzzResult {
  const failures: string[] = [];
  let sequences = 0;
  const property = fc.property(fc.array(eventArbitrary(model), { maxLength: 25 }), (events) => {
    sequences++;
    const errors: unknown[] = [];
    const actor = createActor(machine, { input: model.input });
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    try {
      for (const event of events) {
        actor.send(event);
        const snapshot = actor.getSnapshot();
        if (snapshot.status === "error") throw new Error(`actor errored: ${String(snapshot.error)}`);
        for (const [invariant, holds] of Object.entries(model.invariants ?? {})) {
          if (!holds(snapshot as never)) throw new Error(`invariant broken: ${invariant}`);
        }
      }
      if (errors.length) throw new Error(`actor errored: ${String(errors[0])}`);
    } finally {
      actor.stop();
    }
  });
  try {
    fc.assert(property, { numRuns: runs, seed: 20261121, endOnFailure: true });
  } catch (error) {
    const lines = (error as Error).message.split("\n");
    const cause = lines.find((line) => /Got error|invariant broken|actor errored/.test(line)) ?? "";
    failures.push(`${name}: ${cause.trim()} | ${lines.slice(0, 3).join(" | ")}`);
  }
  return { sequences, failures };
}
