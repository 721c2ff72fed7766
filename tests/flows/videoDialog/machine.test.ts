import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { type VideoDialogEvent, videoDialogMachine } from "../../../machines/videoDialog";

function start() {
  const focusThumbnail = vi.fn();
  const actor = createActor(videoDialogMachine.provide({ actions: { focusThumbnail } })).start();
  return { actor, focusThumbnail };
}

describe("videoDialog machine", () => {
  it("is named videoDialog and starts closed", () => {
    const { actor } = start();
    expect(videoDialogMachine.id).toBe("videoDialog");
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it("opens on dialog.open without moving focus itself", () => {
    const { actor, focusThumbnail } = start();
    actor.send({ type: "dialog.open" });
    expect(actor.getSnapshot().value).toBe("open");
    expect(focusThumbnail).not.toHaveBeenCalled();
  });

  it("closes on dialog.close and returns focus to the thumbnail once", () => {
    const { actor, focusThumbnail } = start();
    actor.send({ type: "dialog.open" });
    actor.send({ type: "dialog.close" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(focusThumbnail).toHaveBeenCalledTimes(1);
  });

  it("ignores dialog.close while closed and dialog.open while open", () => {
    const { actor, focusThumbnail } = start();
    actor.send({ type: "dialog.close" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(focusThumbnail).not.toHaveBeenCalled();
    actor.send({ type: "dialog.open" });
    actor.send({ type: "dialog.open" });
    expect(actor.getSnapshot().value).toBe("open");
  });

  it("reports which events each state accepts", () => {
    const { actor } = start();
    const can = (type: VideoDialogEvent["type"]) => actor.getSnapshot().can({ type });
    expect([can("dialog.open"), can("dialog.close")]).toEqual([true, false]);
    actor.send({ type: "dialog.open" });
    expect([can("dialog.open"), can("dialog.close")]).toEqual([false, true]);
  });

  it("opens and closes any number of times, refocusing on every close", () => {
    const { actor, focusThumbnail } = start();
    for (let round = 0; round < 3; round += 1) {
      actor.send({ type: "dialog.open" });
      actor.send({ type: "dialog.close" });
    }
    expect(actor.getSnapshot().value).toBe("closed");
    expect(focusThumbnail).toHaveBeenCalledTimes(3);
  });

  it("describes every state and transition for reviewers", () => {
    const states = videoDialogMachine.root.states;
    for (const node of Object.values(states)) {
      expect(node.description, `state ${node.key}`).toBeTruthy();
      for (const transitions of node.transitions.values()) {
        for (const transition of transitions) expect(transition.description).toBeTruthy();
      }
    }
  });
});
