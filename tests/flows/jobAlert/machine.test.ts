import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { jobAlertMachine } from "../../../machines/jobAlert";

function start() {
  const spies = { storeAlert: vi.fn(), showConfirmation: vi.fn(), focusEmail: vi.fn() };
  const actor = createActor(
    jobAlertMachine.provide({
      actions: {
        storeAlert: ({ context }) => spies.storeAlert(context.active),
        showConfirmation: spies.showConfirmation,
        focusEmail: spies.focusEmail,
      },
    }),
  ).start();
  return { actor, spies };
}

describe("jobAlert machine", () => {
  it("explains an invalid email and focuses the box", () => {
    const { actor, spies } = start();
    actor.send({ type: "field.change", field: "email", value: "ops@plant" });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("invalid");
    expect(spies.focusEmail).toHaveBeenCalledTimes(1);
    expect(spies.storeAlert).not.toHaveBeenCalled();
    actor.send({ type: "field.change", field: "email", value: "ops@plant." });
    expect(actor.getSnapshot().value).toBe("invalid");
    actor.send({ type: "field.change", field: "email", value: "ops@plant.com" });
    expect(actor.getSnapshot().value).toBe("editing");
  });

  it("stores a valid alert and confirms it", () => {
    const { actor, spies } = start();
    actor.send({ type: "field.change", field: "email", value: " ops@plant.com " });
    actor.send({ type: "field.change", field: "frequency", value: "weekly" });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("confirmed");
    expect(spies.storeAlert).toHaveBeenCalledWith({ email: "ops@plant.com", frequency: "weekly" });
    expect(spies.showConfirmation).toHaveBeenCalledTimes(1);
  });

  it("ignores unknown frequencies and unusable stored alerts", () => {
    const { actor } = start();
    actor.send({ type: "field.change", field: "frequency", value: "hourly" as never });
    expect(actor.getSnapshot().context.frequency).toBe("daily");
    actor.send({ type: "draft.loaded", alert: { email: "nope", frequency: "weekly" } });
    expect(actor.getSnapshot().value).toBe("editing");
  });

  it("shows a stored alert after a reload and lets the visitor change it", () => {
    const { actor, spies } = start();
    actor.send({ type: "draft.loaded", alert: { email: "a@b.io", frequency: "daily" } });
    expect(actor.getSnapshot().value).toBe("confirmed");
    expect(spies.showConfirmation).not.toHaveBeenCalled();
    actor.send({ type: "alert.edit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.email).toBe("a@b.io");
  });
});
