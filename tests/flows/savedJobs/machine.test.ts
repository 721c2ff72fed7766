import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { savedJobsMachine } from "../../../machines/savedJobs";

function start() {
  const persisted: string[][] = [];
  const persistSaved = vi.fn(({ context }: { context: { ids: string[] } }) =>
    persisted.push([...context.ids]),
  );
  const actor = createActor(savedJobsMachine.provide({ actions: { persistSaved } })).start();
  return { actor, persisted };
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

  it("restores saved jobs without writing them back", () => {
    const { actor, persisted } = start();
    actor.send({ type: "draft.loaded", ids: ["c", "c", "d"] });
    expect(actor.getSnapshot().value).toBe("listing");
    expect(actor.getSnapshot().context.ids).toEqual(["c", "d"]);
    expect(persisted).toEqual([]);
  });

  it("stays empty when nothing was stored", () => {
    const { actor } = start();
    actor.send({ type: "draft.loaded", ids: [] });
    expect(actor.getSnapshot().value).toBe("empty");
  });
});
