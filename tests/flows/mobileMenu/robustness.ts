import { expect } from "vitest";
import { createActor } from "xstate";
import { mobileMenuMachine } from "../../../machines/mobileMenu";
import type { BadInput } from "../../robustness/catalogue";

/** Rapid clicks, as the machine sees them (the browser side: tests/e2e/badInput.spec.ts). */
const clickEntries: BadInput[] = [
  ...[1, 2, 3, 4].map((times) => ({
    area: "rapid clicks: mobile menu toggle",
    input: `${times} taps`,
    expected: times % 2 ? "open" : "closed",
    check: () => {
      const actor = createActor(mobileMenuMachine).start();
      for (let i = 0; i < times; i++) actor.send({ type: "menu.toggle" });
      expect(actor.getSnapshot().value).toBe(times % 2 ? "open" : "closed");
    },
  })),
];

/** Bad input for this flow: one of the catalogue's sources (tests/robustness/catalogue.ts). */
export const robustnessEntries: BadInput[] = [...clickEntries];
