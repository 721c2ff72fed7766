import { expect } from "vitest";
import { createActor } from "xstate";
import { projectWizardMachine } from "../../../machines/projectWizard";
import {
  BUDGET_FIELDS,
  budgetProblems,
  DETAILS_FIELDS,
  FIELD_LIMITS,
  missingDetails,
  normalizeSkill as normalizeProjectSkill,
  skillProblem,
  validateStoredDraft,
} from "../../../src/domain/projectWizard";
import type { BadInput } from "../../robustness/catalogue";
import {
  hasLoneSurrogate,
  LONG,
  ODD_EMOJI,
  RTL,
  roundTrip,
  TEXT_CASES,
} from "../../robustness/entries/samples";

// ---------------------------------------------------------------------------------------------
// Post a New Project

function wizard() {
  const actor = createActor(projectWizardMachine).start();
  actor.send({ type: "draft.none" });
  return actor;
}

const TEXT_DETAILS = ["title", "location", "description"] as const;
const TEXT_BUDGET = ["budgetMin", "budgetMax", "startDate"] as const;

const projectEntries: BadInput[] = [
  {
    area: "form field: post a project",
    input: "10,000 characters in every text field, then Save Draft and a reload",
    expected: "each field keeps its limit, and the saved draft reads back whole (never discarded)",
    check: () => {
      const actor = wizard();
      for (const field of TEXT_DETAILS) actor.send({ type: "field.change", field, value: LONG });
      const draft = actor.getSnapshot().context.draft;
      for (const field of TEXT_DETAILS) expect(draft[field]).toBe(LONG.slice(0, FIELD_LIMITS[field]));
      const withBudget = { ...draft };
      for (const field of TEXT_BUDGET) withBudget[field] = LONG.slice(0, FIELD_LIMITS[field]);
      expect(validateStoredDraft(roundTrip(withBudget))).toEqual(withBudget);
      // Every field the wizard accepts has a limit the stored draft honours.
      expect(Object.keys(FIELD_LIMITS).sort()).toEqual([...DETAILS_FIELDS, ...BUDGET_FIELDS].sort());
    },
  },
  {
    area: "form field: post a project",
    input: "a start date with a six-digit year (a date input allows 275760-09-13)",
    expected: "flagged on the budget step, and kept through Save Draft rather than losing the whole draft",
    check: () => {
      const actor = wizard();
      actor.send({ type: "field.change", field: "title", value: "Cell retrofit" });
      const draft = { ...actor.getSnapshot().context.draft, startDate: "275760-09-13" };
      expect(budgetProblems(draft)).toContain("startDate");
      expect(validateStoredDraft(roundTrip(draft))?.startDate).toBe("275760-09-13");
    },
  },
  {
    area: "form field: post a project",
    input: "only spaces in title and location",
    expected: "they count as empty: Continue stays unavailable",
    check: () => {
      const actor = wizard();
      actor.send({ type: "field.change", field: "title", value: "    " });
      actor.send({ type: "field.change", field: "projectType", value: "Robot Programming" });
      actor.send({ type: "field.change", field: "industry", value: "Automotive" });
      actor.send({ type: "field.change", field: "location", value: "\t \n" });
      expect(missingDetails(actor.getSnapshot().context.draft)).toEqual(["title", "location"]);
      expect(actor.getSnapshot().can({ type: "step.next" })).toBe(false);
    },
  },
  ...TEXT_CASES.map(([label, value]) => ({
    area: "form field: post a project",
    input: `${label} in title, location and description`,
    expected: "kept exactly, and round-trips through Save Draft",
    check: () => {
      const actor = wizard();
      for (const field of TEXT_DETAILS) actor.send({ type: "field.change", field, value });
      const draft = actor.getSnapshot().context.draft;
      for (const field of TEXT_DETAILS) expect(draft[field]).toBe(value);
      expect(validateStoredDraft(roundTrip(draft))).toEqual(draft);
    },
  })),
  {
    area: "form field: post a project skills",
    input: "a 10,000-character skill, only spaces, padded text, HTML and RTL",
    expected: "too long and blank refused with a reason; the rest trimmed and kept as text",
    check: () => {
      expect(skillProblem([], LONG)).toBe("tooLong");
      expect(skillProblem([], "    ")).toBe("empty");
      expect(normalizeProjectSkill("   Robot    Programming  ")).toBe("Robot Programming");
      expect(skillProblem(["Robot Programming"], " robot programming ")).toBe("duplicate");
      expect(skillProblem([], "<b>PLC</b>")).toBeNull();
      expect(skillProblem([], RTL)).toBeNull();
    },
  },
  {
    area: "form field: post a project",
    input: "emoji straddling every length limit",
    expected: "cut before the emoji, never through it",
    check: () => {
      const actor = wizard();
      for (const field of TEXT_DETAILS) actor.send({ type: "field.change", field, value: ODD_EMOJI });
      for (const field of TEXT_DETAILS) {
        expect(hasLoneSurrogate(actor.getSnapshot().context.draft[field])).toBe(false);
      }
    },
  },
];

/** Bad input for this flow: one of the catalogue's sources (tests/robustness/catalogue.ts). */
export const robustnessEntries: BadInput[] = [...projectEntries];
