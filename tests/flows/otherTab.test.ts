import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { jobAlertMachine } from "../../machines/jobAlert";
import { jobSeekerSignupMachine } from "../../machines/jobSeekerSignup";
import { projectWizardMachine } from "../../machines/projectWizard";
import { resumeBuilderMachine } from "../../machines/resumeBuilder";
import { savedJobsMachine } from "../../machines/savedJobs";
import { savedSearchMachine } from "../../machines/savedSearch";
import { DEFAULT_FILTERS } from "../../src/domain/contractorSearch";
import { EMPTY_SIGNUP_FORM, passes } from "../../src/domain/jobSeekerSignup";
import { emptyDraft } from "../../src/domain/projectWizard";
import { emptyEntry, emptyProfile } from "../../src/domain/resume";
import { SAMPLE_PROJECT } from "./projectWizard/model";

/**
 * Issue 17, one draft in many tabs: what each drafting machine does with another tab's change, by
 * whether this tab has changes of its own that were not kept.
 */
describe("another tab's change", () => {
  it("saved jobs: taken over when this tab's list was kept; kept, with a conflict, when it was refused", () => {
    const actor = createActor(savedJobsMachine).start();
    actor.send({ type: "draft.none" });
    actor.send({ type: "job.toggle", id: "a" });
    actor.send({ type: "otherTab.changed", ids: ["a", "b"] });
    expect(actor.getSnapshot().context.ids).toEqual(["a", "b"]);
    actor.send({ type: "otherTab.changed", ids: [] });
    expect(actor.getSnapshot().value).toBe("empty");
    actor.send({ type: "job.toggle", id: "c" });
    actor.send({ type: "storage.refused" });
    actor.send({ type: "otherTab.changed", ids: ["d"] });
    expect(actor.getSnapshot().context).toMatchObject({ ids: ["c"], conflict: true, storage: "refused" });
    actor.send({ type: "conflict.dismiss" });
    actor.send({ type: "storage.kept" });
    expect(actor.getSnapshot().context).toMatchObject({ conflict: false, storage: "kept" });
  });

  it("job alert: shown when nothing is typed here, kept with a conflict while the visitor types one", () => {
    const other = { email: "lead@plant.example.com", frequency: "weekly" as const };
    const idle = createActor(jobAlertMachine).start();
    idle.send({ type: "draft.none" });
    idle.send({ type: "otherTab.changed", alert: other });
    expect(idle.getSnapshot().value).toBe("confirmed");
    expect(idle.getSnapshot().context.active).toEqual(other);

    const typing = createActor(jobAlertMachine).start();
    typing.send({ type: "draft.none" });
    typing.send({ type: "field.change", field: "email", value: "me@plant.example.com" });
    typing.send({ type: "otherTab.changed", alert: other });
    expect(typing.getSnapshot().value).toBe("editing");
    expect(typing.getSnapshot().context).toMatchObject({ email: "me@plant.example.com", conflict: true });
  });

  it("saved search: another tab's saved search becomes this tab's; the filters shown never change", () => {
    const fanuc = { ...DEFAULT_FILTERS, skill: "fanuc" as const };
    const actor = createActor(savedSearchMachine, { input: { current: DEFAULT_FILTERS } }).start();
    actor.send({ type: "draft.none" });
    actor.send({ type: "otherTab.changed", stored: fanuc });
    expect(actor.getSnapshot().value).toBe("unsaved");
    expect(actor.getSnapshot().context.stored?.skill).toBe("fanuc");
    actor.send({ type: "otherTab.changed", stored: DEFAULT_FILTERS });
    expect(actor.getSnapshot().value).toBe("saved");
    actor.send({ type: "otherTab.changed", stored: null });
    expect(actor.getSnapshot().value).toBe("unsaved");
    expect(actor.getSnapshot().context.current).toEqual(DEFAULT_FILTERS);
  });

  it("registration: answers taken over; the refused submit's problems follow them", () => {
    const actor = createActor(jobSeekerSignupMachine).start();
    actor.send({ type: "draft.none" });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().hasTag("invalid")).toBe(true);
    actor.send({ type: "otherTab.changed", draft: { ...EMPTY_SIGNUP_FORM, fullName: "Sam Okafor" } });
    expect(actor.getSnapshot().context.form.fullName).toBe("Sam Okafor");
    // The problems shown are the answers' own: the name passes now, the email is next.
    expect(passes(actor.getSnapshot().context.form, "fullName")).toBe(true);
    actor.send({ type: "storage.refused" });
    actor.send({ type: "otherTab.changed", draft: null });
    expect(actor.getSnapshot().context).toMatchObject({ conflict: true });
    expect(actor.getSnapshot().context.form.fullName).toBe("Sam Okafor");
  });

  it("project wizard: an untouched tab takes over; a later step out of reach gives way to step 1", () => {
    const actor = createActor(projectWizardMachine).start();
    actor.send({ type: "draft.loaded", draft: SAMPLE_PROJECT });
    actor.send({ type: "notice.dismiss" });
    actor.send({ type: "step.goto", step: "review" });
    expect(actor.getSnapshot().matches({ editing: { step: "review" } })).toBe(true);
    // Another tab starts over: this tab had no changes of its own.
    actor.send({ type: "otherTab.changed", draft: null });
    expect(actor.getSnapshot().matches({ editing: { step: "details" } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(emptyDraft);
  });

  it("project wizard: a tab with unsaved changes keeps them, including a working copy restored on Back", () => {
    const actor = createActor(projectWizardMachine).start();
    const working = { ...SAMPLE_PROJECT, title: "Edited in this tab" };
    actor.send({ type: "draft.loaded", draft: working, saved: SAMPLE_PROJECT });
    actor.send({ type: "otherTab.changed", draft: { ...SAMPLE_PROJECT, title: "Saved elsewhere" } });
    expect(actor.getSnapshot().context.draft.title).toBe("Edited in this tab");
    expect(actor.getSnapshot().context.conflict).toBe(true);
  });

  it("resume: taken over on this tab's step; an unfinished role from the other tab opens for editing", () => {
    const actor = createActor(resumeBuilderMachine).start();
    actor.send({ type: "draft.none" });
    actor.send({ type: "step.next" });
    actor.send({ type: "step.next" });
    expect(actor.getSnapshot().matches({ editing: { step: "skills" } })).toBe(true);
    const profile = { ...emptyProfile(), skills: ["Ladder Logic"], experience: [emptyEntry(1)] };
    actor.send({ type: "otherTab.changed", draft: { profile, template: "classic" } });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ editing: { step: "skills" } })).toBe(true);
    expect(context.profile.skills).toEqual(["Ladder Logic"]);
    expect(context.template).toBe("classic");
    expect(context.editingIds).toEqual([1]);
  });

  it("resume: a refused change keeps this tab's resume and notes the conflict", () => {
    const actor = createActor(resumeBuilderMachine).start();
    actor.send({ type: "draft.none" });
    actor.send({ type: "field.change", field: "fullName", value: "Alex Morgan" });
    actor.send({ type: "storage.refused" });
    actor.send({ type: "otherTab.changed", draft: null });
    expect(actor.getSnapshot().context.profile.personalInfo.fullName).toBe("Alex Morgan");
    expect(actor.getSnapshot().context.conflict).toBe(true);
  });
});
