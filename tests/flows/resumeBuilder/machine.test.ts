import { afterEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import {
  freshContext,
  type ResumeBuilderEvent,
  resumeBuilderMachine,
  type SavedResume,
  type SharedResume,
} from "../../../machines/resumeBuilder";
import type { LeadSendResult, LeadSubmission } from "../../../src/domain/leads";
import { COMPLETION_REDIRECT_MS } from "../../../src/domain/resume";
import type { LoadResult } from "../../../src/flows/persisted";
import { fakeDraftStore } from "../../support/draftActors";
import { resumeSamples } from "./model";

/** A builder whose store held `stored` on arrival (nothing, by default): it leaves `loading` by itself. */
function start(stored: LoadResult<SavedResume> = { status: "empty" }) {
  const drafts = fakeDraftStore<SavedResume>(stored);
  const actors = drafts.actors<ResumeBuilderEvent>(
    (draft) => ({ type: "draft.loaded", draft }),
    (draft) => ({
      type: "otherTab.changed",
      draft: draft ? { profile: draft.context.profile, template: draft.context.template } : null,
    }),
  );
  const spies = {
    saveDraft: vi.fn(),
    releasePhotoUrl: vi.fn(),
    clearDraft: vi.fn(),
    focusStepHeading: vi.fn(),
    focusEntry: vi.fn(),
    focusEntryToggle: vi.fn(),
    focusAfterEntryDelete: vi.fn(),
    focusFirstError: vi.fn(),
    showCompletedToast: vi.fn(),
    navigateToJobs: vi.fn(),
    exportPdf: vi.fn(),
    shareProfile: vi.fn(),
    showQr: vi.fn(),
  };
  const actor = createActor(resumeBuilderMachine.provide({ actions: spies, actors })).start();
  const send = (...events: ResumeBuilderEvent[]) => {
    for (const event of events) actor.send(event);
  };
  return {
    actor,
    drafts,
    send,
    spies,
    context: () => actor.getSnapshot().context,
    value: () => actor.getSnapshot().value,
  };
}

/** The builder's state value while editing: the step region, the 'Start over' region, the notice region. */
const editing = (
  step: SavedResume["step"],
  {
    startOver = "idle",
    send = "idle",
    notice = "hidden",
  }: { startOver?: string; send?: string; notice?: string } = {},
) => ({ editing: { step, startOver, send, notice } });

const next = { type: "step.next" } as const;
const previous = { type: "step.back" } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe("resumeBuilder steps", () => {
  it("moves one step at a time and cannot go back from the first", () => {
    const { actor, send, value, spies } = start();
    expect(value()).toEqual(editing("personalInfo"));
    expect(actor.getSnapshot().can(previous)).toBe(false);
    send(next, next, next, next);
    expect(value()).toEqual(editing("review"));
    expect(actor.getSnapshot().can(next)).toBe(false);
    send(previous);
    expect(value()).toEqual(editing("certifications"));
    expect(spies.focusStepHeading).toHaveBeenCalledTimes(5);
  });

  it("keeps the visitor on Personal Info while the email is malformed", () => {
    const { send, value, context, spies } = start();
    send(resumeSamples.invalidEmail, next);
    expect(value()).toEqual(editing("personalInfo"));
    expect(context().blockedStep).toBe("personalInfo");
    expect(spies.focusFirstError).toHaveBeenCalledTimes(1);
    send(resumeSamples.validEmail);
    expect(context().blockedStep).toBeNull();
    send(next);
    expect(value()).toEqual(editing("experience"));
  });
});

describe("experience entries", () => {
  it("opens a new entry for editing and focuses it", () => {
    const { send, context, spies } = start();
    send(next, { type: "experience.add" });
    expect(context().profile.experience.map((e) => e.id)).toEqual([1]);
    expect(context().editingIds).toEqual([1]);
    expect(spies.focusEntry).toHaveBeenCalledWith(expect.anything(), { id: 1 });
  });

  it("toggles an entry between editing and done", () => {
    const { send, context, spies } = start();
    send(
      next,
      { type: "experience.add" },
      { type: "experience.change", id: 1, values: resumeSamples.validRole },
    );
    send({ type: "experience.done", id: 1 });
    expect(context().editingIds).toEqual([]);
    expect(spies.focusEntryToggle).toHaveBeenCalledWith(expect.anything(), { id: 1 });
    send({ type: "experience.edit", id: 1 });
    expect(context().editingIds).toEqual([1]);
  });

  it("keeps an incomplete entry open and flags it", () => {
    const { send, context } = start();
    send(next, { type: "experience.add" }, { type: "experience.done", id: 1 });
    expect(context().editingIds).toEqual([1]);
    expect(context().flaggedIds).toEqual([1]);
  });

  it("refuses Done and Next while the end date is before the start date", () => {
    const { send, context, value } = start();
    send(
      next,
      { type: "experience.add" },
      { type: "experience.change", id: 1, values: resumeSamples.validRole },
    );
    send({ type: "experience.change", id: 1, values: resumeSamples.datesOutOfOrder });
    send({ type: "experience.done", id: 1 });
    expect(context().editingIds).toEqual([1]);
    send(next);
    expect(value()).toEqual(editing("experience"));
    expect(context().blockedStep).toBe("experience");
  });

  it("deletes an entry and closes its editor", () => {
    const { send, context, spies } = start();
    send(next, { type: "experience.add" }, { type: "experience.add" }, { type: "experience.delete", id: 1 });
    expect(context().profile.experience.map((e) => e.id)).toEqual([2]);
    expect(context().editingIds).toEqual([2]);
    expect(spies.focusAfterEntryDelete).toHaveBeenCalledTimes(1);
  });
});

describe("skills and certifications", () => {
  it("adds a trimmed value and clears the input", () => {
    const { send, context } = start();
    send(
      { type: "skill.input", value: "  Ladder   Logic " },
      { type: "skill.add", value: "  Ladder   Logic " },
    );
    expect(context().profile.skills).toEqual(["Ladder Logic"]);
    expect(context().skillDraft).toBe("");
  });

  it.each([
    ["an empty value", "  ", "empty"],
    ["a duplicate in other case", "ladder logic", "duplicate"],
  ])("refuses %s and keeps the input", (_label, value, problem) => {
    const { send, context } = start();
    send({ type: "skill.add", value: "Ladder Logic" }, { type: "skill.input", value });
    send({ type: "skill.add", value });
    expect(context().profile.skills).toEqual(["Ladder Logic"]);
    expect(context().skillDraft).toBe(value);
    expect(context().skillError?.problem).toBe(problem);
    send({ type: "skill.input", value: "x" });
    expect(context().skillError).toBeNull();
  });

  it("adds and removes certifications", () => {
    const { send, context } = start();
    send({ type: "certification.add", value: "NFPA 70E Electrical Safety" });
    send({ type: "certification.add", value: "nfpa 70e electrical safety" });
    expect(context().certificationError?.problem).toBe("duplicate");
    send({ type: "certification.remove", value: "NFPA 70E Electrical Safety" });
    expect(context().profile.certifications).toEqual([]);
  });
});

describe("photo", () => {
  it("releases the replaced photo's object URL and each refused one", () => {
    const { send, context, spies } = start();
    send(resumeSamples.photo);
    expect(context().photo?.url).toBe("blob:photo");
    send({ ...resumeSamples.photo, photo: { ...resumeSamples.photo.photo, url: "blob:second" } });
    expect(spies.releasePhotoUrl).toHaveBeenLastCalledWith(expect.anything(), { url: "blob:photo" });
    send(resumeSamples.tooLarge);
    expect(context().photoError).toBe("tooLarge");
    expect(context().photo?.url).toBe("blob:second");
    expect(spies.releasePhotoUrl).toHaveBeenLastCalledWith(expect.anything(), { url: "blob:huge" });
    send({ type: "photo.remove" });
    expect(context().photo).toBeNull();
    expect(spies.releasePhotoUrl).toHaveBeenLastCalledWith(expect.anything(), { url: "blob:second" });
  });
});

describe("start over", () => {
  it("confirmed over a restored draft's notice on Skills: step 1, no notice, no dialog", () => {
    const { send, value, context, spies } = start({ status: "restored", value: savedOn("skills") });
    expect(value()).toEqual(editing("skills", { notice: "restored" }));
    send({ type: "startOver.request" });
    expect(value()).toEqual(editing("skills", { startOver: "confirming", notice: "restored" }));
    send({ type: "startOver.confirm" });
    expect(value()).toEqual(editing("personalInfo"));
    expect(context().profile.personalInfo.fullName).toBe("");
    expect(context().template).toBe("modern");
    expect(spies.clearDraft).toHaveBeenCalledTimes(1);
  });

  it("asks first, and 'Keep editing' returns to the same step with nothing lost", () => {
    const { send, value, context, spies } = start();
    send(resumeSamples.fullName, next, next, { type: "startOver.request" });
    // The dialog is over the step the visitor is on; the step region stays where it was.
    expect(value()).toEqual(editing("skills", { startOver: "confirming" }));
    send({ type: "startOver.cancel" });
    expect(value()).toEqual(editing("skills"));
    expect(context().profile.personalInfo.fullName).toBe("Alex Morgan");
    expect(spies.clearDraft).not.toHaveBeenCalled();
  });

  it("clears everything and the stored draft once confirmed", () => {
    const { send, value, context, spies } = start();
    send(
      resumeSamples.fullName,
      resumeSamples.photo,
      next,
      { type: "startOver.request" },
      { type: "startOver.confirm" },
    );
    expect(value()).toEqual(editing("personalInfo"));
    expect(context().profile.personalInfo.fullName).toBe("");
    expect(context().photo).toBeNull();
    expect(spies.clearDraft).toHaveBeenCalledTimes(1);
    expect(spies.releasePhotoUrl).toHaveBeenLastCalledWith(expect.anything(), { url: "blob:photo" });
  });
});

/** What a tab stored on `step`: a name, the Classic template and a skill typed but not added. */
const savedOn = (step: SavedResume["step"]): SavedResume => ({
  step,
  context: {
    ...freshContext(),
    profile: {
      ...freshContext().profile,
      personalInfo: { fullName: "Alex Morgan", email: "", phone: "", location: "" },
    },
    template: "classic",
    skillDraft: "PLC",
  },
});

describe("stored drafts", () => {
  it("reads the store once on arrival and starts fresh, with no notice, when nothing was saved", () => {
    const { drafts, value, spies } = start();
    expect(drafts.loads()).toBe(1);
    expect(value()).toEqual(editing("personalInfo"));
    // Entering step 1 saves (an untouched builder leaves nothing behind: the page decides).
    expect(spies.saveDraft).toHaveBeenLastCalledWith(expect.anything(), { step: "personalInfo" });
  });

  it.each(["personalInfo", "experience", "skills", "certifications", "review"] as const)(
    "restores a draft saved on %s on that step, with a notice",
    (step) => {
      const { value, context } = start({ status: "restored", value: savedOn(step) });
      expect(value()).toEqual(editing(step, { notice: "restored" }));
      expect(context().profile.personalInfo.fullName).toBe("Alex Morgan");
      expect(context().template).toBe("classic");
      expect(context().skillDraft).toBe("PLC");
    },
  );

  it("drops what did not survive the reload, and the notice can be dismissed", () => {
    const saved = savedOn("skills");
    saved.context = { ...saved.context, photo: { url: "blob:old", name: "old.png" }, photoError: "tooLarge" };
    const { send, context, value } = start({ status: "restored", value: saved });
    expect(context().photo).toBeNull();
    expect(context().photoError).toBeNull();
    send({ type: "notice.dismiss" });
    expect(value()).toEqual(editing("skills"));
  });

  it("starts fresh with a notice saying why when the draft could not be used", () => {
    const { send, context, value } = start({ status: "discarded", reason: "outdated" });
    expect(value()).toEqual(editing("personalInfo", { notice: "discarded" }));
    expect(context().profile.personalInfo.fullName).toBe("");
    expect(context().discardReason).toBe("outdated");
    send({ type: "notice.dismiss" });
    expect(value()).toEqual(editing("personalInfo"));
    expect(context().discardReason).toBeNull();
  });

  it("saves in the transition that makes a change: on the step it is made on, or the step entered", () => {
    const { send, spies } = start();
    spies.saveDraft.mockClear();
    send(resumeSamples.fullName);
    expect(spies.saveDraft).toHaveBeenLastCalledWith(expect.anything(), undefined);
    send(next);
    expect(spies.saveDraft).toHaveBeenLastCalledWith(expect.anything(), { step: "experience" });
    spies.saveDraft.mockClear();
    send({ type: "notice.dismiss" }, { type: "startOver.request" });
    expect(spies.saveDraft).not.toHaveBeenCalled();
  });

  it("shows another tab's resume without saving it back, and ignores the resume it already shows", () => {
    const { send, drafts, context, spies } = start();
    spies.saveDraft.mockClear();
    const other: SharedResume = { profile: savedOn("skills").context.profile, template: "classic" };
    drafts.otherTab(savedOn("skills"));
    expect(context().profile.personalInfo.fullName).toBe("Alex Morgan");
    expect(context().template).toBe(other.template);
    expect(spies.saveDraft).not.toHaveBeenCalled();
    // A role open in this tab stays open when the same resume comes back.
    send(next, { type: "experience.add" });
    const open = context().editingIds;
    send({ type: "otherTab.changed", draft: { profile: context().profile, template: context().template } });
    expect(context().editingIds).toEqual(open);
    drafts.otherTab(null);
    expect(context().profile.personalInfo.fullName).toBe("");
  });
});

describe("review and completion", () => {
  it("shows the toast, then goes to /find-jobs after exactly 2 seconds", () => {
    vi.useFakeTimers();
    const { send, value, spies } = start();
    send(next, next, next, next, { type: "profile.complete" });
    expect(value()).toBe("completing");
    expect(spies.showCompletedToast).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(COMPLETION_REDIRECT_MS - 1);
    expect(spies.navigateToJobs).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(value()).toBe("completed");
    expect(spies.navigateToJobs).toHaveBeenCalledTimes(1);
    expect(COMPLETION_REDIRECT_MS).toBe(2000);
  });

  it("ignores edits and step moves while completing", () => {
    const { actor, send } = start();
    send(next, next, next, next, { type: "profile.complete" });
    expect(actor.getSnapshot().can(previous)).toBe(false);
    expect(actor.getSnapshot().can({ type: "skill.add", value: "x" })).toBe(false);
    expect(actor.getSnapshot().can({ type: "startOver.request" })).toBe(false);
  });
});

describe("Quick Apply: Complete Profile sends the application (issue 34)", () => {
  function applying(answer: LeadSendResult) {
    const sent: LeadSubmission[] = [];
    const showCompletedToast = vi.fn();
    const showApplicationSent = vi.fn();
    const sendLead = fromPromise<LeadSendResult, LeadSubmission>(async ({ input }) => {
      sent.push(input);
      return answer;
    });
    const actor = createActor(
      resumeBuilderMachine.provide({
        actors: {
          ...fakeDraftStore<SavedResume>({ status: "empty" }).actors<ResumeBuilderEvent>(
            (draft) => ({ type: "draft.loaded", draft }),
            () => ({ type: "otherTab.changed", draft: null }),
          ),
          sendLead,
        },
        actions: { showCompletedToast, showApplicationSent },
      }),
    ).start();
    actor.send({ type: "draft.none" });
    return { actor, sent, showCompletedToast, showApplicationSent };
  }
  const job = {
    id: "fanuc-weld-cell-detroit",
    title: "FANUC Robot Programmer",
    company: "Great Lakes Body Systems",
  };
  const toReview = (actor: ReturnType<typeof applying>["actor"]) => {
    actor.send({ type: "field.change", field: "fullName", value: "Alex Morgan" });
    actor.send({ type: "field.change", field: "email", value: "alex@example.com" });
    for (let step = 0; step < 4; step++) actor.send({ type: "step.next" });
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("with a job: one application (the job and the resume), then the toast once it is sent", async () => {
    const { actor, sent, showCompletedToast, showApplicationSent } = applying({
      outcome: "sent",
      reference: "AP-4K7Q",
    });
    actor.send({ type: "url.changed", job });
    toReview(actor);
    actor.send({ type: "profile.complete" });
    actor.send({ type: "profile.complete" });
    expect(showCompletedToast).not.toHaveBeenCalled();
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: "application",
      page: "/create-profile",
      fields: { job, profile: { personalInfo: { fullName: "Alex Morgan", email: "alex@example.com" } } },
    });
    expect(actor.getSnapshot().value).toBe("completing");
    expect(actor.getSnapshot().context.reference).toBe("AP-4K7Q");
    expect(showApplicationSent).toHaveBeenCalledTimes(1);
    expect(showCompletedToast).toHaveBeenCalledTimes(1);
  });

  it("without a job (or after Stop applying): nothing is sent, the spec's completion", async () => {
    const { actor, sent, showCompletedToast } = applying({ outcome: "sent", reference: "AP-4K7Q" });
    actor.send({ type: "url.changed", job });
    actor.send({ type: "url.changed", job: null });
    toReview(actor);
    actor.send({ type: "profile.complete" });
    await settle();
    expect(sent).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe("completing");
    expect(showCompletedToast).toHaveBeenCalledTimes(1);
  });
});
