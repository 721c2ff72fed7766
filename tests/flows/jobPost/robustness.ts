import { expect } from "vitest";
import { createActor, fromPromise } from "xstate";
import { jobPostMachine } from "../../../machines/jobPost";
import { JOB_POST_FIELDS, JOB_POST_MAX_LENGTH, REQUIRED_JOB_POST_FIELDS } from "../../../src/domain/jobPost";
import type { LeadSendResult, LeadSubmission } from "../../../src/domain/leads";
import type { BadInput } from "../../robustness/catalogue";
import { hasLoneSurrogate, LONG, ODD_EMOJI, TEXT_CASES } from "../../robustness/entries/samples";
import { SAMPLE_JOB_POST } from "../jobPost/model";

// ---------------------------------------------------------------------------------------------
// Post a Job

/** The form as a visitor meets it: started, with nothing kept in this browser (loading is over). */
function openForm(machine: typeof jobPostMachine) {
  const actor = createActor(machine).start();
  actor.send({ type: "draft.none" });
  return actor;
}

const jobPostEntries: BadInput[] = [
  {
    area: "form field: post a job",
    input: "10,000 characters in every field",
    expected:
      "each field keeps its limit (the inputs carry the same maxLength); 254 characters of text are no email address (nor 40 a phone number), so the post is refused until they are, then it is sent",
    check: () => {
      const actor = openForm(jobPostMachine);
      for (const field of JOB_POST_FIELDS) actor.send({ type: "field.change", field, value: LONG });
      for (const field of JOB_POST_FIELDS) {
        expect(actor.getSnapshot().context.values[field]).toBe(LONG.slice(0, JOB_POST_MAX_LENGTH[field]));
      }
      actor.send({ type: "form.submit" });
      expect(actor.getSnapshot().matches({ editing: "invalid" })).toBe(true);
      actor.send({ type: "field.change", field: "email", value: SAMPLE_JOB_POST.email });
      // 40 letters are no phone number either (the phone rule, issue 36).
      actor.send({ type: "field.change", field: "phone", value: SAMPLE_JOB_POST.phone });
      actor.send({ type: "form.submit" });
      expect(actor.getSnapshot().value).toBe("submitting");
    },
  },
  ...REQUIRED_JOB_POST_FIELDS.map((field) => ({
    area: "form field: post a job",
    input: `only spaces in ${field}`,
    expected: "counts as empty: no dialog, the field is marked missing",
    check: () => {
      const actor = openForm(jobPostMachine);
      for (const f of JOB_POST_FIELDS)
        actor.send({ type: "field.change", field: f, value: SAMPLE_JOB_POST[f] });
      actor.send({ type: "field.change", field, value: "   \t  " });
      actor.send({ type: "form.submit" });
      expect(actor.getSnapshot().matches({ editing: "invalid" })).toBe(true);
    },
  })),
  ...TEXT_CASES.map(([label, value]) => ({
    area: "form field: post a job",
    input: `${label} in every text field`,
    expected: "kept exactly as typed (shown as text), and the post goes through",
    check: () => {
      const actor = openForm(jobPostMachine);
      for (const f of JOB_POST_FIELDS)
        actor.send({ type: "field.change", field: f, value: SAMPLE_JOB_POST[f] });
      for (const f of ["name", "jobTitle", "skills", "comments"] as const) {
        actor.send({ type: "field.change", field: f, value });
        expect(actor.getSnapshot().context.values[f]).toBe(value);
      }
      actor.send({ type: "form.submit" });
      expect(actor.getSnapshot().value).toBe("submitting");
    },
  })),
  {
    area: "form field: post a job",
    input: "emoji straddling every length limit",
    expected: "cut before the emoji, never through it",
    check: () => {
      const actor = openForm(jobPostMachine);
      for (const field of JOB_POST_FIELDS) actor.send({ type: "field.change", field, value: ODD_EMOJI });
      for (const field of JOB_POST_FIELDS) {
        expect(hasLoneSurrogate(actor.getSnapshot().context.values[field])).toBe(false);
      }
    },
  },
];

/** Rapid clicks, as the machine sees them (the browser side: tests/e2e/badInput.spec.ts). */
const clickEntries: BadInput[] = [
  ...[2, 3].map((times) => ({
    area: "rapid clicks: post a job submit",
    input: `${times} submits in a row`,
    expected: "one send, with one idempotency id, the form untouched meanwhile",
    check: () => {
      const sent: string[] = [];
      const sendLead = fromPromise<LeadSendResult, LeadSubmission>(async ({ input }) => {
        sent.push(input.id);
        return new Promise<LeadSendResult>(() => {});
      });
      const actor = openForm(jobPostMachine.provide({ actors: { sendLead } }));
      for (const field of JOB_POST_FIELDS)
        actor.send({ type: "field.change", field, value: SAMPLE_JOB_POST[field] });
      for (let i = 0; i < times; i++) actor.send({ type: "form.submit" });
      expect(sent).toHaveLength(1);
      expect(actor.getSnapshot().matches("submitting")).toBe(true);
      expect(actor.getSnapshot().context.values).toEqual(SAMPLE_JOB_POST);
    },
  })),
];

/** Bad input for this flow: one of the catalogue's sources (tests/robustness/catalogue.ts). */
export const robustnessEntries: BadInput[] = [...jobPostEntries, ...clickEntries];
