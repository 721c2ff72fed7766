import { expect } from "vitest";
import { createActor } from "xstate";
import { jobAlertMachine, jobAlertSubmission } from "../../../machines/jobAlert";
import type { BadInput } from "../../robustness/catalogue";
import { HTML, LONG } from "../../robustness/entries/samples";

const jobAlertEntries: BadInput[] = [
  {
    area: "form field: job alert",
    input: "an email with surrounding spaces; a 10,000-character email; HTML",
    expected:
      "the padded one is sent (and then stored) trimmed; the others are refused and the form stays open",
    check: () => {
      const make = (value: string) => {
        const actor = createActor(jobAlertMachine).start();
        actor.send({ type: "draft.none" });
        actor.send({ type: "field.change", field: "email", value });
        actor.send({ type: "form.submit" });
        return actor.getSnapshot();
      };
      const padded = make("  ana@example.com  ");
      expect(padded.matches("submitting")).toBe(true);
      expect(jobAlertSubmission(padded.context).fields.email).toBe("ana@example.com");
      expect(make(`${LONG}@example.com`).matches("invalid")).toBe(true);
      expect(make(HTML).matches("invalid")).toBe(true);
    },
  },
];

/** Bad input for this flow: one of the catalogue's sources (tests/robustness/catalogue.ts). */
export const robustnessEntries: BadInput[] = [...jobAlertEntries];
