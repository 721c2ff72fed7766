import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { type SavedJobsEvent, savedJobsMachine } from "../../../machines/savedJobs";
import type { LoadResult } from "../../../src/flows/persisted";
import { fakeDraftStore } from "../../support/draftActors";

/** The machine as the page runs it, over a store holding `stored` (nothing, by default). */
function start(stored: LoadResult<string[]> = { status: "empty" }) {
  const persisted: string[][] = [];
  const persistSaved = vi.fn(({ context }: { context: { ids: string[] } }) =>
    persisted.push([...context.ids]),
  );
  const drafts = fakeDraftStore(stored);
  const actor = createActor(
    savedJobsMachine.provide({
      actors: drafts.actors<SavedJobsEvent>(
        (ids) => ({ type: "draft.loaded", ids }),
        (ids) => ({ type: "otherTab.changed", ids: ids ?? [] }),
      ),
      actions: { persistSaved },
    }),
  ).start();
  return { actor, persisted, drafts };
}

describe("savedJobs machine", () => {
  it("toggles a job in and out, persisting each change", () => {
    const { actor, persisted } = start();
    actor.send({ type: "job.toggle", id: "a" });
    actor.send({ type: "job.toggle", id: "b" });
    expect(actor.getSnapshot().value).toBe("listing");
    actor.send({ type: "job.toggle", id: "a" });
    expect(actor.getSnapshot().context.ids).toEqual(["b"]);
    actor.send({ type: "job.toggle", id: "b" });
    expect(actor.getSnapshot().value).toBe("empty");
    expect(persisted).toEqual([["a"], ["a", "b"], ["b"], []]);
  });

  it("restores saved jobs on arrival, read by the machine itself, without writing them back", () => {
    const { actor, persisted, drafts } = start({ status: "restored", value: ["c", "c", "d"] });
    expect(drafts.loads()).toBe(1);
    expect(actor.getSnapshot().value).toBe("listing");
    expect(actor.getSnapshot().context.ids).toEqual(["c", "d"]);
    expect(persisted).toEqual([]);
  });

  it.each<[LoadResult<string[]>]>([
    [{ status: "empty" }],
    [{ status: "restored", value: [] }],
    [{ status: "discarded", reason: "outdated" }],
  ])("is empty on arrival when the store holds %o", (stored) => {
    const { actor } = start(stored);
    expect(actor.getSnapshot().value).toBe("empty");
    expect(actor.getSnapshot().context.ids).toEqual([]);
  });

  it("hears another tab's list for as long as it runs, and stops listening when it stops", () => {
    const { actor, drafts } = start();
    expect(drafts.listening()).toBe(1);
    drafts.otherTab(["a", "b"]);
    expect(actor.getSnapshot().value).toBe("listing");
    actor.send({ type: "job.toggle", id: "a" });
    expect(drafts.listening()).toBe(1);
    drafts.otherTab(null);
    expect(actor.getSnapshot().value).toBe("empty");
    actor.stop();
    expect(drafts.listening()).toBe(0);
  });
});
