import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { jobPostMachine } from "../../../machines/jobPost";
import { emptyJobPost, REQUIRED_JOB_POST_FIELDS } from "../../../src/domain/jobPost";
import { MALFORMED_EMAIL, SAMPLE_JOB_POST } from "./model";

function start() {
  const showMissingToast = vi.fn();
  const focusFirstMissing = vi.fn();
  const showInvalidEmailToast = vi.fn();
  const focusEmail = vi.fn();
  const dismissToasts = vi.fn();
  const goBack = vi.fn();
  const actor = createActor(
    jobPostMachine.provide({
      actions: {
        showMissingToast,
        focusFirstMissing,
        showInvalidEmailToast,
        focusEmail,
        dismissToasts,
        goBack,
      },
    }),
  ).start();
  return {
    actor,
    showMissingToast,
    focusFirstMissing,
    showInvalidEmailToast,
    focusEmail,
    dismissToasts,
    goBack,
  };
}

describe("jobPost machine", () => {
  it("an incomplete submit shows the toast, focuses the first empty field and marks the form invalid", () => {
    const { actor, showMissingToast, focusFirstMissing } = start();
    actor.send({ type: "field.change", field: "name", value: "Jordan" });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().matches({ editing: "invalid" })).toBe(true);
    expect(showMissingToast).toHaveBeenCalledTimes(1);
    expect(focusFirstMissing).toHaveBeenCalledTimes(1);
    actor.send({ type: "form.submit" });
    expect(showMissingToast).toHaveBeenCalledTimes(2);
  });

  it("a submit that goes through dismisses the toasts of earlier tries, and only then", () => {
    const { actor, dismissToasts } = start();
    actor.send({ type: "form.submit" });
    expect(dismissToasts).not.toHaveBeenCalled();
    for (const field of REQUIRED_JOB_POST_FIELDS) {
      actor.send({ type: "field.change", field, value: SAMPLE_JOB_POST[field] });
    }
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("thanks");
    expect(dismissToasts).toHaveBeenCalledTimes(1);
  });

  it("comments are optional; a complete submit opens the dialog, and closing it clears the form", () => {
    const { actor, showMissingToast } = start();
    for (const field of REQUIRED_JOB_POST_FIELDS) {
      actor.send({ type: "field.change", field, value: SAMPLE_JOB_POST[field] });
    }
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("thanks");
    expect(showMissingToast).not.toHaveBeenCalled();
    actor.send({ type: "field.change", field: "name", value: "ignored while the dialog is open" });
    expect(actor.getSnapshot().context.values.name).toBe(SAMPLE_JOB_POST.name);
    actor.send({ type: "dialog.close" });
    expect(actor.getSnapshot().matches({ editing: "filling" })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(emptyJobPost);
  });

  it("a complete post with a malformed email is not sent: the email toast and focus, then a fixed email goes through", () => {
    const { actor, showMissingToast, focusFirstMissing, showInvalidEmailToast, focusEmail } = start();
    for (const field of REQUIRED_JOB_POST_FIELDS) {
      actor.send({ type: "field.change", field, value: SAMPLE_JOB_POST[field] });
    }
    actor.send({ type: "field.change", field: "email", value: MALFORMED_EMAIL });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().matches({ editing: "invalid" })).toBe(true);
    expect(showInvalidEmailToast).toHaveBeenCalledTimes(1);
    expect(focusEmail).toHaveBeenCalledTimes(1);
    expect(showMissingToast).not.toHaveBeenCalled();
    expect(focusFirstMissing).not.toHaveBeenCalled();
    actor.send({ type: "field.change", field: "email", value: SAMPLE_JOB_POST.email });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("thanks");
  });

  it("empty fields come first: with a malformed email too, the submit gets the spec's missing-fields toast", () => {
    const { actor, showMissingToast, focusFirstMissing, showInvalidEmailToast } = start();
    actor.send({ type: "field.change", field: "name", value: "Jordan" });
    actor.send({ type: "field.change", field: "email", value: MALFORMED_EMAIL });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().matches({ editing: "invalid" })).toBe(true);
    expect(showMissingToast).toHaveBeenCalledTimes(1);
    expect(focusFirstMissing).toHaveBeenCalledTimes(1);
    expect(showInvalidEmailToast).not.toHaveBeenCalled();
  });

  it("Back is history back, a named action", () => {
    const { actor, goBack } = start();
    actor.send({ type: "nav.back" });
    expect(goBack).toHaveBeenCalledTimes(1);
  });

  it("caps overlong input", () => {
    const { actor } = start();
    actor.send({ type: "field.change", field: "name", value: "x".repeat(5000) });
    expect(actor.getSnapshot().context.values.name.length).toBe(100);
  });
});
