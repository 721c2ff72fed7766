import { describe, expect, it } from "vitest";
import { assign, createActor, setup } from "xstate";
import { loadDraft, providedByPage, watchDraft } from "../../../src/flows/draftActors";
import type { LoadResult, Persisted } from "../../../src/flows/persisted";

type Event =
  | { type: "draft.loaded"; draft: string }
  | { type: "draft.none" }
  | { type: "draft.discarded" }
  | { type: "otherTab.changed"; draft: string | null };

/** A drafting flow reduced to its loading: the shape every drafting machine follows. */
const flow = setup({
  types: { context: {} as { draft: string | null; seen: string[] }, events: {} as Event },
  actors: { loadDraft: providedByPage, watchDraft: providedByPage },
}).createMachine({
  context: { draft: null, seen: [] },
  initial: "loading",
  states: {
    loading: {
      invoke: { src: "loadDraft" },
      on: {
        "draft.loaded": {
          target: "editing",
          actions: assign({ draft: ({ event }) => event.draft }),
        },
        "draft.none": "editing",
        "draft.discarded": "editing",
      },
    },
    editing: {
      invoke: { src: "watchDraft" },
      on: {
        "otherTab.changed": {
          actions: assign({ seen: ({ context, event }) => [...context.seen, String(event.draft)] }),
        },
      },
    },
  },
});

function fakeStore(result: LoadResult<string>) {
  const listeners = new Set<(value: string | null) => void>();
  const store: Pick<Persisted<string>, "load" | "watch"> = {
    load: () => result,
    watch(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  return {
    store,
    listeners,
    otherTab: (value: string | null) => {
      for (const listener of listeners) listener(value);
    },
  };
}

const toLoaded = (result: LoadResult<string>): Event =>
  result.status === "restored"
    ? { type: "draft.loaded", draft: result.value }
    : result.status === "empty"
      ? { type: "draft.none" }
      : { type: "draft.discarded" };

function start(result: LoadResult<string>) {
  const fake = fakeStore(result);
  const actor = createActor(
    flow.provide({
      actors: {
        loadDraft: loadDraft(fake.store, toLoaded),
        watchDraft: watchDraft(fake.store, (draft) => ({ type: "otherTab.changed", draft })),
      },
    }),
  ).start();
  return { actor, ...fake };
}

describe("draft actors", () => {
  it("load reads the store as the loading state is entered and sends what it held", () => {
    const { actor } = start({ status: "restored", value: "Cell retrofit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.draft).toBe("Cell retrofit");
  });

  it.each([[{ status: "empty" } as const], [{ status: "discarded", reason: "corrupt" } as const]])(
    "load leaves loading with nothing restored for %o",
    (result) => {
      const { actor } = start(result);
      expect(actor.getSnapshot().value).toBe("editing");
      expect(actor.getSnapshot().context.draft).toBeNull();
    },
  );

  it("load sends nothing when the mapping says so, and the machine stays where it decides", () => {
    const fake = fakeStore({ status: "empty" });
    const actor = createActor(
      flow.provide({ actors: { loadDraft: loadDraft(fake.store, () => null) } }),
    ).start();
    expect(actor.getSnapshot().value).toBe("loading");
  });

  it("watch forwards another tab's changes while its state is active, and stops on exit", () => {
    const { actor, listeners, otherTab } = start({ status: "empty" });
    expect(listeners.size).toBe(1);
    otherTab("Line 4 PLC upgrade");
    otherTab(null);
    expect(actor.getSnapshot().context.seen).toEqual(["Line 4 PLC upgrade", "null"]);
    actor.stop();
    expect(listeners.size).toBe(0);
  });

  it("a machine's own declaration does nothing: it waits for the page to provide the store", () => {
    const actor = createActor(flow).start();
    expect(actor.getSnapshot().value).toBe("loading");
    actor.send({ type: "draft.loaded", draft: "sent by a test" });
    expect(actor.getSnapshot().context.draft).toBe("sent by a test");
  });
});
