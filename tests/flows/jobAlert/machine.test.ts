import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type JobAlert, type JobAlertEvent, jobAlertMachine } from "../../../machines/jobAlert";
import { isLeadId, type LeadSendResult, type LeadSubmission } from "../../../src/domain/leads";
import type { LoadResult } from "../../../src/flows/persisted";
import { fakeDraftStore } from "../../support/draftActors";

/** The machine as the page runs it, over a store holding `stored` (nothing, by default). */
function start(stored: LoadResult<JobAlert> = { status: "empty" }) {
  const spies = { storeAlert: vi.fn(), showConfirmation: vi.fn(), focusEmail: vi.fn() };
  const drafts = fakeDraftStore(stored);
  const calls: LeadSubmission[] = [];
  const answers: Array<(result: LeadSendResult) => void> = [];
  const sendLead = fromPromise<LeadSendResult, LeadSubmission>(({ input }) => {
    calls.push(input);
    return new Promise((resolve) => answers.push(resolve));
  });
  const answer = async (result: LeadSendResult) => {
    answers.shift()?.(result);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const actor = createActor(
    jobAlertMachine.provide({
      actors: {
        ...drafts.actors<JobAlertEvent>(
          (alert) => ({ type: "draft.loaded", alert }),
          (alert) => (alert ? { type: "otherTab.changed", alert } : null),
        ),
        sendLead,
      },
      actions: {
        storeAlert: ({ context }) => spies.storeAlert(context.active),
        showConfirmation: spies.showConfirmation,
        focusEmail: spies.focusEmail,
      },
    }),
  ).start();
  return { actor, spies, drafts, calls, answer };
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

  it("registers a valid alert with the intake (once), then stores it and confirms it", async () => {
    const { actor, spies, calls, answer } = start();
    actor.send({ type: "field.change", field: "email", value: " ops@plant.com " });
    actor.send({ type: "field.change", field: "frequency", value: "weekly" });
    actor.send({ type: "form.submit" });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("submitting");
    expect(spies.showConfirmation).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ kind: "job-alert", page: "/find-jobs" });
    expect(calls[0]?.fields).toEqual({ email: "ops@plant.com", frequency: "weekly" });
    expect(isLeadId(calls[0]?.id)).toBe(true);
    await answer({ outcome: "sent", reference: "JA-7MXR" });
    expect(actor.getSnapshot().value).toBe("confirmed");
    expect(actor.getSnapshot().context.reference).toBe("JA-7MXR");
    expect(spies.storeAlert).toHaveBeenCalledWith({ email: "ops@plant.com", frequency: "weekly" });
    expect(spies.showConfirmation).toHaveBeenCalledTimes(1);
  });

  it("a 5xx keeps the address and 'Try again' sends the same id; queued then delivered confirms", async () => {
    const { actor, spies, calls, answer } = start();
    actor.send({ type: "field.change", field: "email", value: "ops@plant.com" });
    actor.send({ type: "form.submit" });
    await answer({ outcome: "failed", status: 503 });
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.email).toBe("ops@plant.com");
    actor.send({ type: "form.retry" });
    expect(calls[1]?.id).toBe(calls[0]?.id);
    await answer({ outcome: "queued" });
    expect(actor.getSnapshot().value).toBe("queued");
    expect(spies.storeAlert).toHaveBeenCalledTimes(1);
    expect(spies.showConfirmation).not.toHaveBeenCalled();
    actor.send({ type: "lead.delivered", reference: "JA-7MXR" });
    expect(actor.getSnapshot().value).toBe("confirmed");
    expect(spies.showConfirmation).toHaveBeenCalledTimes(1);
  });

  it("a 400 shows the intake's message under the box until the address changes", async () => {
    const { actor, spies, answer } = start();
    actor.send({ type: "field.change", field: "email", value: "ops@plant.com" });
    actor.send({ type: "form.submit" });
    await answer({ outcome: "refused", message: "No", errors: { email: "Not deliverable." } });
    expect(actor.getSnapshot().value).toBe("refused");
    expect(actor.getSnapshot().hasTag("invalid")).toBe(true);
    expect(actor.getSnapshot().context.serverError).toBe("Not deliverable.");
    expect(spies.focusEmail).toHaveBeenCalledTimes(1);
    actor.send({ type: "field.change", field: "email", value: "ops2@plant.com" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.serverError).toBeNull();
  });

  it("ignores unknown frequencies and unusable stored alerts", () => {
    const { actor } = start();
    actor.send({ type: "field.change", field: "frequency", value: "hourly" as never });
    expect(actor.getSnapshot().context.frequency).toBe("daily");
    const unusable = createActor(jobAlertMachine).start();
    unusable.send({ type: "draft.loaded", alert: { email: "nope", frequency: "weekly" } });
    expect(unusable.getSnapshot().value).toBe("editing");
    expect(unusable.getSnapshot().context.active).toBeNull();
  });

  it("reads the store on arrival: nothing stored, or a thrown-away alert, is the empty form", () => {
    for (const stored of [{ status: "empty" }, { status: "discarded", reason: "corrupt" }] as const) {
      const { actor, drafts } = start(stored);
      expect(drafts.loads()).toBe(1);
      expect(actor.getSnapshot().value).toBe("editing");
      expect(actor.getSnapshot().context).toMatchObject({ email: "", active: null });
    }
  });

  it("shows a stored alert after a reload and lets the visitor change it", () => {
    // The machine reads the store itself: no draft.loaded is sent by hand.
    const { actor, spies } = start({ status: "restored", value: { email: "a@b.io", frequency: "daily" } });
    expect(actor.getSnapshot().value).toBe("confirmed");
    expect(spies.showConfirmation).not.toHaveBeenCalled();
    actor.send({ type: "alert.edit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.email).toBe("a@b.io");
  });

  it("hears another tab's alert for as long as it runs, and stops listening when it stops", () => {
    const { actor, drafts } = start();
    expect(drafts.listening()).toBe(1);
    drafts.otherTab({ email: "lead@plant.example.com", frequency: "weekly" });
    expect(actor.getSnapshot().value).toBe("confirmed");
    expect(actor.getSnapshot().context.active).toEqual({
      email: "lead@plant.example.com",
      frequency: "weekly",
    });
    // An alert removed in another tab changes nothing here.
    drafts.otherTab(null);
    expect(actor.getSnapshot().value).toBe("confirmed");
    actor.send({ type: "alert.edit" });
    expect(drafts.listening()).toBe(1);
    actor.stop();
    expect(drafts.listening()).toBe(0);
  });
});
