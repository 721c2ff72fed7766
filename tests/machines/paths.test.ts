import { afterAll, describe, expect, it } from "vitest";
import { machineRegistry } from "../../machines";
import type { PathModel } from "../../machines/pathModel";
import {
  type CoverageRow,
  coverageOf,
  coverageTable,
  planFor,
  type Replay,
  replay,
} from "../support/machinePaths";

/**
 * Generated from the registry: every machine's shortest and simple paths are replayed against a
 * fresh actor; each step must reach the state the graph predicted and keep the machine's invariants.
 * Then the coverage of state nodes and transitions must be 100 % (less declared-unreachable ones).
 */
const rows: CoverageRow[] = [];

for (const [name, model] of Object.entries(machineRegistry) as Array<[string, PathModel]>) {
  describe(`${name} paths`, () => {
    const plan = planFor(name, model);
    const replays: Replay[] = [];

    it("has generated paths", () => {
      expect(plan.paths.length).toBeGreaterThan(0);
    });

    for (const path of plan.paths) {
      it(path.description, () => {
        const result = replay(model, path);
        replays.push(result);
        expect(result.snapshots.slice(1).map((snapshot) => snapshot.value)).toEqual(path.expected);
        expect(result.snapshots.at(-1)?.value).toEqual(path.finalValue);
        expect(result.brokenInvariants).toEqual([]);
      });
    }

    it("covers every state node and transition", () => {
      const row = coverageOf(plan, replays);
      rows.push(row);
      expect(row.missingStates, "states never reached").toEqual([]);
      expect(row.missingTransitions, "transitions never taken (list unreachable ones in the model)").toEqual(
        [],
      );
    });

    it("lists only real transitions as unreachable", () => {
      for (const key of Object.keys(model.unreachable ?? {})) expect(plan.transitionKeys).toContain(key);
    });
  });
}

afterAll(() => {
  if (rows.length) console.log(`\nMachine path coverage\n${coverageTable(rows)}\n`);
});
