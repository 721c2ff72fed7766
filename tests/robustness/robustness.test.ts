import { afterAll, describe, it } from "vitest";
import { flowModels } from "../flows";
import type { PathModel } from "../support/pathModel";
import { badInputs } from "./catalogue";
import { fuzzMachine } from "./fuzz";

/** Random sequences per machine; with every machine of the site that is thousands in all. */
const RUNS_PER_MACHINE = Number(process.env.FUZZ_RUNS ?? 1000);

let tried = 0;
let sequences = 0;
let failures = 0;

describe("bad inputs", () => {
  for (const entry of badInputs) {
    it(`${entry.area}: ${entry.input} → ${entry.expected}`, async () => {
      tried++;
      try {
        await entry.check();
      } catch (error) {
        failures++;
        throw error;
      }
    });
  }
});

describe("machine fuzzing", () => {
  for (const [name, model] of Object.entries(flowModels) as Array<[string, PathModel]>) {
    // About 2 s for the largest machines alone; over the default 5 s on a busy machine.
    it(`${name}: ${RUNS_PER_MACHINE} random event sequences keep every invariant`, {
      timeout: 30_000,
    }, () => {
      const result = fuzzMachine(name, model, RUNS_PER_MACHINE);
      sequences += result.sequences;
      failures += result.failures.length;
      if (result.failures.length) throw new Error(result.failures.join("\n"));
    });
  }
});

afterAll(() => {
  console.log(`\nrobustness: ${tried} bad inputs tried, ${sequences} sequences run, ${failures} failures\n`);
});
