import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { savingsCalculatorMachine, URL_WRITE_DELAY_MS } from "../../../machines/savingsCalculator";
import { DEFAULT_INPUTS } from "../../../src/domain/calculatorRates";

function start(inputs = DEFAULT_INPUTS) {
  const writeUrl = vi.fn();
  const actor = createActor(savingsCalculatorMachine.provide({ actions: { writeUrl } }), {
    input: { inputs },
  }).start();
  return { actor, writeUrl };
}

describe("savingsCalculator machine", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts saved with the inputs it is given", () => {
    const { actor } = start({ ...DEFAULT_INPUTS, weeks: 9 });
    expect(actor.getSnapshot().value).toBe("saved");
    expect(actor.getSnapshot().context.inputs.weeks).toBe(9);
  });

  it("applies each slider step at once and writes the URL once, after the pause", () => {
    const { actor, writeUrl } = start();
    for (const weeks of [4, 5, 6, 7]) {
      actor.send({ type: "field.change", field: "weeks", value: weeks });
      expect(actor.getSnapshot().context.inputs.weeks).toBe(weeks);
      vi.advanceTimersByTime(URL_WRITE_DELAY_MS - 1);
    }
    expect(writeUrl).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe("editing");
    vi.advanceTimersByTime(1);
    expect(writeUrl).toHaveBeenCalledTimes(1);
    expect(writeUrl.mock.calls[0]?.[1]).toEqual({ inputs: { ...DEFAULT_INPUTS, weeks: 7 } });
    expect(actor.getSnapshot().value).toBe("saved");
    expect(actor.getSnapshot().context.settled).toEqual({ ...DEFAULT_INPUTS, weeks: 7 });
  });

  it("ignores a change to the value already shown", () => {
    const { actor, writeUrl } = start();
    actor.send({ type: "field.change", field: "weeks", value: DEFAULT_INPUTS.weeks });
    expect(actor.getSnapshot().value).toBe("saved");
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS * 2);
    expect(writeUrl).not.toHaveBeenCalled();
  });

  it("shows the inputs of a URL changed from outside, without writing it back", () => {
    const { actor, writeUrl } = start({ ...DEFAULT_INPUTS, teamSize: 3 });
    actor.send({ type: "url.changed", inputs: DEFAULT_INPUTS });
    expect(actor.getSnapshot().context.inputs).toEqual(DEFAULT_INPUTS);
    expect(actor.getSnapshot().context.settled).toBeNull();
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS * 2);
    expect(writeUrl).not.toHaveBeenCalled();
  });

  it("keeps the visitor's newer input over a URL that lags behind while editing", () => {
    const { actor, writeUrl } = start();
    actor.send({ type: "field.change", field: "hoursPerWeek", value: 55 });
    actor.send({ type: "url.changed", inputs: { ...DEFAULT_INPUTS, hoursPerWeek: 50 } });
    expect(actor.getSnapshot().context.inputs.hoursPerWeek).toBe(55);
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS);
    expect(writeUrl.mock.calls[0]?.[1]).toEqual({ inputs: { ...DEFAULT_INPUTS, hoursPerWeek: 55 } });
  });

  it("writes nothing once stopped (the visitor left the page mid-change)", () => {
    const { actor, writeUrl } = start();
    actor.send({ type: "field.change", field: "location", value: "texas" });
    actor.stop();
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS * 2);
    expect(writeUrl).not.toHaveBeenCalled();
  });
});
