import { savingsCalculatorMachine } from "../../../machines/savingsCalculator";
import { DEFAULT_INPUTS } from "../../../src/domain/calculatorRates";
import { sameInputs } from "../../../src/domain/calculatorSearch";
import { definePathModel } from "../../support/pathModel";

export const savingsCalculatorModel = definePathModel({
  machine: savingsCalculatorMachine,
  expectations: [
    {
      why: "Spec §4: the calculator's inputs are editable; the figures follow the new value.",
      from: "saved",
      event: "field.change",
      when: (before, event) =>
        event.type === "field.change" &&
        event.field === "weeks" &&
        event.value !== before.context.inputs.weeks,
      to: "editing",
      outcome: (after, _, event) =>
        event.type === "field.change" &&
        event.field === "weeks" &&
        after.context.inputs.weeks === event.value,
    },
    {
      why: "Site rule: the URL is written once the controls rest for 300 ms, so a result can be shared.",
      from: "editing",
      event: { afterMs: 300 },
      to: "saved",
      actions: ["writeUrl"],
    },
  ],
  input: { inputs: DEFAULT_INPUTS },
  // Inputs combine into many states; edge paths already take every transition, so keep simple paths few.
  maxSimplePaths: 4,
  // Only what decides behaviour: the mode and whether the inputs are the defaults.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.inputs.weeks,
      snapshot.context.inputs.teamSize,
      snapshot.context.settled === null,
    ]),
  events: [
    // The same value again (guard fails), a new value, and another new value while editing.
    { type: "field.change", field: "weeks", value: DEFAULT_INPUTS.weeks },
    { type: "field.change", field: "weeks", value: 10 },
    { type: "field.change", field: "teamSize", value: 12 },
    // A link to the plain home page: the defaults (a change only when the inputs differ).
    { type: "url.changed", inputs: { ...DEFAULT_INPUTS } },
  ],
  invariants: {
    "inputs stay within the calculator's limits": ({ context }) =>
      context.inputs.weeks >= 1 &&
      context.inputs.weeks <= 52 &&
      context.inputs.teamSize >= 1 &&
      context.inputs.teamSize <= 20 &&
      context.inputs.hoursPerWeek >= 40 &&
      context.inputs.hoursPerWeek <= 70,
    "a settled result is what the controls show": (snapshot) =>
      !snapshot.matches("saved") ||
      snapshot.context.settled === null ||
      sameInputs(snapshot.context.settled, snapshot.context.inputs),
  },
});
