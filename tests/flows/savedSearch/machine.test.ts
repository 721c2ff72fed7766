import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { savedSearchMachine } from "../../../machines/savedSearch";
import { DEFAULT_FILTERS } from "../../../src/domain/contractorSearch";

const abb = { ...DEFAULT_FILTERS, skill: "abb" as const };

function start(current = DEFAULT_FILTERS) {
  const storeSearch = vi.fn();
  const actor = createActor(savedSearchMachine.provide({ actions: { storeSearch } }), {
    input: { current },
  }).start();
  return { actor, storeSearch };
}

describe("savedSearch machine", () => {
  it("saves the filters shown, once, and forgets 'saved' when they change", () => {
    const { actor, storeSearch } = start(abb);
    actor.send({ type: "search.save" });
    expect(actor.getSnapshot().value).toBe("saved");
    expect(actor.getSnapshot().context.stored).toEqual(abb);
    actor.send({ type: "search.save" });
    expect(storeSearch).toHaveBeenCalledTimes(1);
    actor.send({ type: "url.changed", filters: DEFAULT_FILTERS });
    expect(actor.getSnapshot().value).toBe("unsaved");
    actor.send({ type: "url.changed", filters: abb });
    expect(actor.getSnapshot().value).toBe("saved");
  });

  it("normalizes whatever filters arrive, so equal searches compare equal", () => {
    const { actor } = start({ ...DEFAULT_FILTERS, radius: Number.NaN });
    expect(actor.getSnapshot().context.current).toEqual(DEFAULT_FILTERS);
    actor.send({ type: "search.save" });
    actor.send({ type: "url.changed", filters: { ...abb, skill: "<script>" as never } });
    expect(actor.getSnapshot().value).toBe("saved");
  });

  it("a search stored earlier is 'saved' only when it is the one shown", () => {
    const first = start();
    first.actor.send({ type: "draft.loaded", stored: abb });
    expect(first.actor.getSnapshot().value).toBe("unsaved");
    const second = start(abb);
    second.actor.send({ type: "draft.loaded", stored: abb });
    expect(second.actor.getSnapshot().value).toBe("saved");
  });
});
