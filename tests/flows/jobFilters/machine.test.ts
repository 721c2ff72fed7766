import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { type JobFiltersEvent, jobFiltersMachine } from "../../../machines/jobFilters";

function start() {
  const spies = { focusPanel: vi.fn(), focusToggle: vi.fn(), focusResults: vi.fn() };
  const actor = createActor(jobFiltersMachine.provide({ actions: spies })).start();
  return { actor, spies };
}

describe("jobFilters machine", () => {
  it("shows the panel and moves focus into it", () => {
    const { actor, spies } = start();
    actor.send({ type: "filters.toggle" });
    expect(actor.getSnapshot().value).toBe("shown");
    expect(spies.focusPanel).toHaveBeenCalledTimes(1);
  });

  it.each<[JobFiltersEvent["type"], "focusToggle" | "focusResults" | null]>([
    ["filters.toggle", "focusToggle"],
    ["key.escape", "focusToggle"],
    ["filters.close", "focusResults"],
    ["viewport.desktop", null],
  ])("hides on %s (focus: %s)", (type, focus) => {
    const { actor, spies } = start();
    actor.send({ type: "filters.toggle" });
    actor.send({ type } as JobFiltersEvent);
    expect(actor.getSnapshot().value).toBe("hidden");
    for (const name of ["focusToggle", "focusResults"] as const)
      expect(spies[name]).toHaveBeenCalledTimes(name === focus ? 1 : 0);
  });
});
