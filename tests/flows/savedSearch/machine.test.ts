import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { type SavedSearchEvent, savedSearchMachine } from "../../../machines/savedSearch";
import { type ContractorFilters, DEFAULT_FILTERS } from "../../../src/domain/contractorSearch";
import type { LoadResult } from "../../../src/flows/persisted";
import { fakeDraftStore } from "../../support/draftActors";

const abb = { ...DEFAULT_FILTERS, skill: "abb" as const };

/** The machine as the page runs it, showing `current`, over a store holding `stored` (nothing, by default). */
function start(current = DEFAULT_FILTERS, stored: LoadResult<ContractorFilters> = { status: "empty" }) {
  const storeSearch = vi.fn();
  const drafts = fakeDraftStore(stored);
  const actor = createActor(
    savedSearchMachine.provide({
      actors: drafts.actors<SavedSearchEvent>(
        (search) => ({ type: "draft.loaded", stored: search }),
        (search) => ({ type: "otherTab.changed", stored: search }),
      ),
      actions: { storeSearch },
    }),
    { input: { current } },
  ).start();
  return { actor, storeSearch, drafts };
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

  it("a search stored earlier, read by the machine on arrival, is 'saved' only when it is the one shown", () => {
    const first = start(DEFAULT_FILTERS, { status: "restored", value: abb });
    expect(first.drafts.loads()).toBe(1);
    expect(first.actor.getSnapshot().value).toBe("unsaved");
    expect(first.actor.getSnapshot().context.stored).toEqual(abb);
    const second = start(abb, { status: "restored", value: abb });
    expect(second.actor.getSnapshot().value).toBe("saved");
  });

  it("nothing stored, or a stored search thrown away, leaves 'Save this search' with nothing to apply", () => {
    for (const stored of [{ status: "empty" }, { status: "discarded", reason: "invalid" }] as const) {
      const { actor } = start(abb, stored);
      expect(actor.getSnapshot().value).toBe("unsaved");
      expect(actor.getSnapshot().context.stored).toBeNull();
    }
  });

  it("hears the search another tab saves for as long as it runs, and stops listening when it stops", () => {
    const { actor, drafts } = start(abb);
    expect(drafts.listening()).toBe(1);
    drafts.otherTab(abb);
    expect(actor.getSnapshot().value).toBe("saved");
    drafts.otherTab(null);
    expect(actor.getSnapshot().value).toBe("unsaved");
    actor.stop();
    expect(drafts.listening()).toBe(0);
  });
});
