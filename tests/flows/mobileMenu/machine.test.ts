import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { type MobileMenuEvent, mobileMenuMachine } from "../../../machines/mobileMenu";

function start() {
  const focusFirstLink = vi.fn();
  const focusToggle = vi.fn();
  const actor = createActor(mobileMenuMachine.provide({ actions: { focusFirstLink, focusToggle } })).start();
  return { actor, focusFirstLink, focusToggle };
}

describe("mobileMenu machine", () => {
  it("starts closed", () => {
    expect(start().actor.getSnapshot().value).toBe("closed");
  });

  it("opens on toggle and moves focus into the menu", () => {
    const { actor, focusFirstLink } = start();
    actor.send({ type: "menu.toggle" });
    expect(actor.getSnapshot().value).toBe("open");
    expect(focusFirstLink).toHaveBeenCalledTimes(1);
  });

  it.each<[MobileMenuEvent["type"], boolean]>([
    ["menu.toggle", true],
    ["menu.close", false],
    ["key.escape", true],
    ["url.changed", false],
    ["viewport.desktop", false],
  ])("closes on %s (focus back on the toggle: %s)", (type, refocus) => {
    const { actor, focusToggle } = start();
    actor.send({ type: "menu.toggle" });
    actor.send({ type } as MobileMenuEvent);
    expect(actor.getSnapshot().value).toBe("closed");
    expect(focusToggle).toHaveBeenCalledTimes(refocus ? 1 : 0);
  });

  it.each<MobileMenuEvent["type"]>(["menu.close", "key.escape", "url.changed", "viewport.desktop"])(
    "ignores %s while closed",
    (type) => {
      const { actor, focusToggle } = start();
      actor.send({ type } as MobileMenuEvent);
      expect(actor.getSnapshot().value).toBe("closed");
      expect(focusToggle).not.toHaveBeenCalled();
    },
  );
});
