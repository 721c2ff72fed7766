import { afterAll, describe, expect, it } from "vitest";
import { writeCoverageReport } from "../support/flowReport";
import {
  type CoverageRow,
  coverageOf,
  coverageTable,
  planFor,
  type Replay,
  replay,
} from "../support/machinePaths";
import type { PathModel } from "../support/pathModel";
import { flowModels } from "./index";

/**
 * Generated from the registry: every machine's shortest and simple paths are replayed against a
 * fresh actor; each step must reach the state the graph predicted, keep the machine's invariants and
 * meet the model's specification expectations (written independently of the machine, so a
 * retargeted transition fails here). Then the coverage of state nodes and transitions must be 100 %
 * (less declared-unreachable ones), and every expectation must have applied on some path.
 *
 * At the end it prints the coverage table and writes reports/flows/coverage.json and
 * reports/flows/index.html (see tests/support/flowReport.ts); package.json adds the JUnit XML.
 */
const rows: CoverageRow[] = [];

for (const [name, model] of Object.entries(flowModels) as Array<[string, PathModel]>) {
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
        expect(result.brokenExpectations, "specification expectations").toEqual([]);
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

    it("checks every specification expectation on some path", () => {
      const applied = new Set(replays.flatMap((r) => r.steps.flatMap((s) => s.checks.map((c) => c.index))));
      const never = (model.expectations ?? []).filter((_, index) => !applied.has(index)).map((e) => e.why);
      expect(never, "expectations no generated path exercises (wrong from/event/when?)").toEqual([]);
    });

    it("lists only real transitions as unreachable", () => {
      for (const key of Object.keys(model.unreachable ?? {})) expect(plan.transitionKeys).toContain(key);
    });
  });
}

afterAll(() => {
  if (!rows.length) return;
  console.log(`\nMachine path coverage\n${coverageTable(rows)}\n`);
  const files = writeCoverageReport(rows);
  console.log(`Flow reports: ${files.join(", ")} (open the .html in a browser)\n`);
});
