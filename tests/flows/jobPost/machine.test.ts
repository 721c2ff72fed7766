import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type JobPostEvent, jobPostMachine } from "../../../machines/jobPost";
import { leadFormsCopy } from "../../../src/content/leadForms";
import { emptyJobPost, type JobPostValues, REQUIRED_JOB_POST_FIELDS } from "../../../src/domain/jobPost";
import { isLeadId, type LeadSendResult, type LeadSubmission } from "../../../src/domain/leads";
import { fakeDraftStore } from "../../support/draftActors";
import { MALFORMED_EMAIL, REFUSED_PHONE, SAMPLE_JOB_POST, SAMPLE_REFERENCE } from "./model";

/** Nothing kept in this browser: the machine leaves `loading` for the empty form by itself. */
const noDraft = () =>
  fakeDraftStore<JobPostValues>({ status: "empty" }).actors<JobPostEvent>(
    (draft) => ({ type: "draft.loaded", draft }),
    (draft) => ({ type: "otherTab.changed", draft }),
  );

/** A sendLead the test answers: each call is recorded, and answered when the test says. */
function fakeSender() {
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
  return { sendLead, calls, answer };
}

function start() {
  const sender = fakeSender();
  const showMissingToast = vi.fn();
  const focusFirstMissing = vi.fn();
  const showInvalidEmailToast = vi.fn();
  const focusEmail = vi.fn();
  const dismissToasts = vi.fn();
  const showRefusedToast = vi.fn();
  const focusFirstRefused = vi.fn();
  const goBack = vi.fn();
  const actor = createActor(
    jobPostMachine.provide({
      actions: {
        showMissingToast,
        focusFirstMissing,
        showInvalidEmailToast,
        focusEmail,
        dismissToasts,
        showRefusedToast,
        focusFirstRefused,
        goBack,
      },
      actors: { sendLead: sender.sendLead, ...noDraft() },
    }),
  ).start();
  return {
    actor,
    ...sender,
    showMissingToast,
    focusFirstMissing,
    showInvalidEmailToast,
    focusEmail,
    dismissToasts,
    showRefusedToast,
    focusFirstRefused,
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
    expect(actor.getSnapshot().value).toBe("submitting");
    expect(dismissToasts).toHaveBeenCalledTimes(1);
  });

  it("comments are optional; a complete submit sends, and closing the dialog once sent clears the form", async () => {
    const { actor, showMissingToast, answer } = start();
    for (const field of REQUIRED_JOB_POST_FIELDS) {
      actor.send({ type: "field.change", field, value: SAMPLE_JOB_POST[field] });
    }
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("submitting");
    expect(showMissingToast).not.toHaveBeenCalled();
    actor.send({ type: "field.change", field: "name", value: "ignored while sending" });
    expect(actor.getSnapshot().context.values.name).toBe(SAMPLE_JOB_POST.name);
    actor.send({ type: "dialog.close" });
    expect(actor.getSnapshot().value).toBe("submitting");
    await answer({ outcome: "sent", reference: SAMPLE_REFERENCE });
    expect(actor.getSnapshot().value).toBe("sent");
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
    expect(actor.getSnapshot().value).toBe("submitting");
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

  it("sends the typed fields under their wire names, with one id, the page and the consent line", () => {
    const { actor, calls } = start();
    for (const field of REQUIRED_JOB_POST_FIELDS) {
      actor.send({ type: "field.change", field, value: SAMPLE_JOB_POST[field] });
    }
    actor.send({ type: "form.submit" });
    actor.send({ type: "form.submit" });
    expect(calls).toHaveLength(1);
    const [submission] = calls;
    expect(submission?.kind).toBe("job-post");
    expect(isLeadId(submission?.id)).toBe(true);
    expect(submission?.id).toBe(actor.getSnapshot().context.submissionId);
    expect(submission?.fields).toEqual({ ...SAMPLE_JOB_POST, comments: "" });
    expect(submission?.page).toBe("/post-job");
    expect(submission?.consent).toBe(leadFormsCopy.consent);
    expect(submission?.website).toBe("");
  });

  it("a 5xx keeps the answers; 'Try again' sends the same id; a queued post turns sent when it goes", async () => {
    const { actor, calls, answer } = start();
    for (const field of REQUIRED_JOB_POST_FIELDS) {
      actor.send({ type: "field.change", field, value: SAMPLE_JOB_POST[field] });
    }
    actor.send({ type: "form.submit" });
    await answer({ outcome: "failed", status: 500 });
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.values.name).toBe(SAMPLE_JOB_POST.name);
    actor.send({ type: "form.retry" });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.id).toBe(calls[0]?.id);
    await answer({ outcome: "queued" });
    expect(actor.getSnapshot().value).toBe("queued");
    actor.send({ type: "lead.delivered", reference: SAMPLE_REFERENCE });
    expect(actor.getSnapshot().value).toBe("sent");
    expect(actor.getSnapshot().context.reference).toBe(SAMPLE_REFERENCE);
    actor.send({ type: "dialog.close" });
    expect(actor.getSnapshot().context.submissionId).toBeNull();
  });

  it("a 400 shows the intake's message on its field until it is changed, and focuses it", async () => {
    const { actor, answer, focusFirstRefused, showRefusedToast } = start();
    for (const field of REQUIRED_JOB_POST_FIELDS) {
      actor.send({ type: "field.change", field, value: SAMPLE_JOB_POST[field] });
    }
    actor.send({ type: "form.submit" });
    await answer({
      outcome: "refused",
      message: "Not accepted",
      errors: { phone: REFUSED_PHONE, bogus: "x" },
    });
    expect(actor.getSnapshot().matches({ editing: "refused" })).toBe(true);
    expect(actor.getSnapshot().context.serverErrors).toEqual({ phone: REFUSED_PHONE });
    expect(focusFirstRefused).toHaveBeenCalledTimes(1);
    expect(showRefusedToast).toHaveBeenCalledTimes(1);
    actor.send({ type: "field.change", field: "phone", value: "(313) 555-0199" });
    expect(actor.getSnapshot().context.serverErrors).toEqual({});
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

describe("jobPost machine: the draft kept in this browser (issue 36)", () => {
  function startWith(stored: Parameters<typeof fakeDraftStore<JobPostValues>>[0]) {
    const drafts = fakeDraftStore<JobPostValues>(stored);
    const sender = fakeSender();
    const keepDraft = vi.fn();
    const clearDraft = vi.fn();
    const actor = createActor(
      jobPostMachine.provide({
        actions: { keepDraft, clearDraft },
        actors: {
          sendLead: sender.sendLead,
          ...drafts.actors<JobPostEvent>(
            (draft) => ({ type: "draft.loaded", draft }),
            (draft) => ({ type: "otherTab.changed", draft }),
          ),
        },
      }),
    ).start();
    return { actor, drafts, keepDraft, clearDraft, ...sender };
  }

  it("a post typed and not sent comes back on arrival, every answer in place; each change is kept", () => {
    const { actor, keepDraft } = startWith({ status: "restored", value: SAMPLE_JOB_POST });
    expect(actor.getSnapshot().matches({ editing: "filling" })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(SAMPLE_JOB_POST);
    actor.send({ type: "field.change", field: "comments", value: "Night shift" });
    expect(keepDraft).toHaveBeenCalledTimes(1);
  });

  it("what storage holds is checked before use: a draft of the wrong shape is not restored", () => {
    const { actor } = startWith({ status: "restored", value: { name: 42 } as unknown as JobPostValues });
    expect(actor.getSnapshot().matches("editing")).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(emptyJobPost);
  });

  it("the draft is cleared once the post is sent, and once it is queued, never before", async () => {
    for (const outcome of [
      { outcome: "sent", reference: SAMPLE_REFERENCE },
      { outcome: "queued" },
    ] as const) {
      const { actor, clearDraft, answer } = startWith({ status: "empty" });
      for (const field of REQUIRED_JOB_POST_FIELDS) {
        actor.send({ type: "field.change", field, value: SAMPLE_JOB_POST[field] });
      }
      actor.send({ type: "form.submit" });
      expect(clearDraft).not.toHaveBeenCalled();
      await answer(outcome);
      expect(actor.getSnapshot().value).toBe(outcome.outcome);
      expect(clearDraft).toHaveBeenCalledTimes(1);
    }
  });

  it("another tab's answers show here, unless this tab's own last change was not kept", () => {
    const { actor, drafts } = startWith({ status: "empty" });
    drafts.otherTab(SAMPLE_JOB_POST);
    expect(actor.getSnapshot().context.values).toEqual(SAMPLE_JOB_POST);
    actor.send({ type: "storage.refused" });
    drafts.otherTab(emptyJobPost);
    expect(actor.getSnapshot().context.values).toEqual(SAMPLE_JOB_POST);
    expect(actor.getSnapshot().context.conflict).toBe(true);
    actor.send({ type: "conflict.dismiss" });
    expect(actor.getSnapshot().context.conflict).toBe(false);
  });
});
