import { expect } from "vitest";
import { createActor } from "xstate";
import { savedJobsMachine } from "../../../machines/savedJobs";
import type { BadInput } from "../../robustness/catalogue";

import { counting } from "../../robustness/counting";

/** Rapid clicks, as the machine sees them (the browser side: tests/e2e/badInput.spec.ts). */
const clickEntries: BadInput[] = [
  ...[2, 3].map((times) => ({
    area: "rapid clicks: saved-job toggle",
    input: `${times} taps on one job's heart`,
    expected: `${times % 2 ? "saved once" : "not saved"}; the list never holds a job twice; each change is stored`,
    check: () => {
      const { machine, counts } = counting(savedJobsMachine, ["persistSaved"]);
      const actor = createActor(machine).start();
      actor.send({ type: "draft.none" });
      for (let i = 0; i < times; i++) actor.send({ type: "job.toggle", id: "job-1" });
      expect(actor.getSnapshot().context.ids).toEqual(times % 2 ? ["job-1"] : []);
      expect(counts.persistSaved).toBe(times);
    },
  })),
];

/** Bad input for this flow: one of the catalogue's sources (tests/robustness/catalogue.ts). */
export const robustnessEntries: BadInput[] = [...clickEntries];
