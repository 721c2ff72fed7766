import { assign, setup } from "xstate";
import type { CalculatorInputs } from "../src/domain/calculatorRates";
import { sameInputs, sanitizeInputs } from "../src/domain/calculatorSearch";

/**
 * The home page's savings calculator. The inputs live in the page URL so a result can be shared,
 * but a slider emits a value per step: writing the URL on every step would flood the browser's
 * history API (Safari throws after 100 replaceState calls in 10 seconds) and re-run the router
 * per pixel. So the figures follow the controls at once, and the URL is written once the visitor
 * pauses. `writeUrl` is supplied by the view (a router navigate with replace, no scroll).
 */
/** The visitor moves a slider or picks an option: one input of the calculator. */
export type CalculatorFieldChange = {
  [Field in keyof CalculatorInputs]: { type: "field.change"; field: Field; value: CalculatorInputs[Field] };
}[keyof CalculatorInputs];

export type SavingsCalculatorEvent =
  | CalculatorFieldChange
  | { type: "url.changed"; inputs: CalculatorInputs };

export interface SavingsCalculatorContext {
  /** What the controls and figures show. */
  inputs: CalculatorInputs;
  /** The inputs as of the visitor's last pause, read out by the results' status message; null until then. */
  settled: CalculatorInputs | null;
}

/** How long the controls must rest before the URL is written. */
export const URL_WRITE_DELAY_MS = 300;

export const savingsCalculatorMachine = setup({
  types: {
    context: {} as SavingsCalculatorContext,
    events: {} as SavingsCalculatorEvent,
    input: {} as { inputs: CalculatorInputs },
  },
  actions: {
    applyChange: assign({
      inputs: ({ context, event }) =>
        event.type === "field.change"
          ? sanitizeInputs({ [event.field]: event.value }, context.inputs)
          : context.inputs,
    }),
    applyUrl: assign({
      inputs: ({ context, event }) =>
        event.type === "url.changed" ? sanitizeInputs(event.inputs, context.inputs) : context.inputs,
      settled: null,
    }),
    settle: assign({ settled: ({ context }) => context.inputs }),
    writeUrl: (_, _params: { inputs: CalculatorInputs }) => {},
  },
  guards: {
    isNewValue: ({ context, event }) =>
      event.type === "field.change" &&
      !sameInputs(sanitizeInputs({ [event.field]: event.value }, context.inputs), context.inputs),
    isOtherUrl: ({ context, event }) =>
      event.type === "url.changed" &&
      !sameInputs(sanitizeInputs(event.inputs, context.inputs), context.inputs),
  },
  delays: {
    urlWriteDelay: URL_WRITE_DELAY_MS,
  },
}).createMachine({
  id: "savingsCalculator",
  description:
    "Project type, duration, hours, team size and location give traditional and platform costs, savings and suggested rates; the inputs are kept in the page URL.",
  context: ({ input }) => ({ inputs: input.inputs, settled: null }),
  initial: "saved",
  states: {
    saved: {
      description: "The URL holds the inputs on screen: copying it shares this result.",
      on: {
        "field.change": {
          guard: "isNewValue",
          target: "editing",
          actions: "applyChange",
          description: "The visitor moves a slider or picks an option; the figures update at once.",
        },
        "url.changed": {
          guard: "isOtherUrl",
          actions: "applyUrl",
          description:
            "The URL changed from outside (a link to the home page, back/forward): show its inputs.",
        },
      },
    },
    editing: {
      description: "The visitor is changing inputs; the URL is written once they pause.",
      on: {
        "field.change": {
          guard: "isNewValue",
          target: "editing",
          reenter: true,
          actions: "applyChange",
          description: "Another step restarts the pause.",
        },
      },
      after: {
        urlWriteDelay: {
          target: "saved",
          actions: [{ type: "writeUrl", params: ({ context }) => ({ inputs: context.inputs }) }, "settle"],
          description: "The controls rested: replace the URL (no new history entry, no scroll).",
        },
      },
    },
  },
});
