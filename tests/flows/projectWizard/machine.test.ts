import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { projectWizardMachine } from "../../../machines/projectWizard";
import { leadFormsCopy } from "../../../src/content/leadForms";
import type { LeadSendResult, LeadSubmission } from "../../../src/domain/leads";
import { emptyDraft } from "../../../src/domain/projectWizard";
import { loadDraft } from "../../../src/flows/draftActors";
import { SAMPLE_PROJECT, WORKING_COPY } from "./model";

function start() {
  const saveDraft = vi.fn();
  const clearSavedDraft = vi.fn();
  const focusStepHeading = vi.fn();
  const actor = createActor(
    projectWizardMachine.provide({ actions: { saveDraft, clearSavedDraft, focusStepHeading } }),
  ).start();
  return { actor, saveDraft, clearSavedDraft, focusStepHeading };
}

function fillDetails(actor: ReturnType<typeof start>["actor"]) {
  for (const field of ["title", "projectType", "industry", "location"] as const) {
    actor.send({ type: "field.change", field, value: SAMPLE_PROJECT[field] });
  }
}

describe("projectWizard machine", () => {
  it("keeps Continue disabled until title, type, industry and location are filled", () => {
    const { actor } = start();
    actor.send({ type: "draft.none" });
    expect(actor.getSnapshot().can({ type: "step.next" })).toBe(false);
    actor.send({ type: "field.change", field: "title", value: "Cell retrofit" });
    actor.send({ type: "field.change", field: "projectType", value: "PLC Programming" });
    actor.send({ type: "field.change", field: "industry", value: "Packaging" });
    expect(actor.getSnapshot().can({ type: "step.next" })).toBe(false);
    actor.send({ type: "field.change", field: "location", value: "Remote" });
    expect(actor.getSnapshot().can({ type: "step.next" })).toBe(true);
  });

  it("walks all four steps and back again keeping every value", () => {
    const { actor, focusStepHeading } = start();
    actor.send({ type: "draft.none" });
    fillDetails(actor);
    actor.send({ type: "field.change", field: "description", value: "Two robots, new grippers." });
    actor.send({ type: "step.next" });
    expect(actor.getSnapshot().matches({ editing: { step: "skills" } })).toBe(true);
    expect(actor.getSnapshot().can({ type: "step.next" })).toBe(false);
    actor.send({ type: "skill.add", skill: "Fanuc" });
    actor.send({ type: "skill.input", value: "  PROFINET  " });
    actor.send({ type: "skill.submit" });
    expect(actor.getSnapshot().context.draft.skills).toEqual(["Fanuc", "PROFINET"]);
    expect(actor.getSnapshot().context.skillInput).toBe("");
    actor.send({ type: "step.next" });
    for (const field of ["workType", "budgetMin", "budgetMax", "startDate", "duration"] as const) {
      actor.send({ type: "field.change", field, value: SAMPLE_PROJECT[field] });
    }
    actor.send({ type: "step.next" });
    expect(actor.getSnapshot().matches({ editing: { step: "review" } })).toBe(true);
    actor.send({ type: "step.back" });
    actor.send({ type: "step.back" });
    actor.send({ type: "step.back" });
    expect(actor.getSnapshot().matches({ editing: { step: "details" } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual({
      ...SAMPLE_PROJECT,
      description: "Two robots, new grippers.",
      skills: ["Fanuc", "PROFINET"],
    });
    expect(focusStepHeading).toHaveBeenCalledTimes(6);
  });

  it("refuses duplicate and empty skills", () => {
    const { actor } = start();
    actor.send({ type: "draft.none" });
    fillDetails(actor);
    actor.send({ type: "step.next" });
    actor.send({ type: "skill.add", skill: "Fanuc" });
    actor.send({ type: "skill.add", skill: "fanuc" });
    actor.send({ type: "skill.input", value: "FANUC " });
    actor.send({ type: "skill.submit" });
    actor.send({ type: "skill.input", value: "   " });
    actor.send({ type: "skill.submit" });
    expect(actor.getSnapshot().context.draft.skills).toEqual(["Fanuc"]);
    actor.send({ type: "skill.remove", skill: "Fanuc" });
    expect(actor.getSnapshot().can({ type: "step.next" })).toBe(false);
  });

  it("jumps from review to any part and, once everything is complete, forward again", () => {
    const { actor } = start();
    actor.send({ type: "draft.loaded", draft: SAMPLE_PROJECT });
    actor.send({ type: "step.goto", step: "review" });
    expect(actor.getSnapshot().matches({ editing: { step: "review" } })).toBe(true);
    actor.send({ type: "step.goto", step: "skills" });
    expect(actor.getSnapshot().matches({ editing: { step: "skills" } })).toBe(true);
    actor.send({ type: "skill.remove", skill: "Fanuc" });
    expect(actor.getSnapshot().can({ type: "step.goto", step: "review" })).toBe(false);
    expect(actor.getSnapshot().can({ type: "step.goto", step: "details" })).toBe(true);
  });

  it("AI Assist drafts from the fields and Undo brings the old text back", () => {
    const { actor } = start();
    actor.send({ type: "draft.none" });
    fillDetails(actor);
    actor.send({ type: "ai.draft" });
    const drafted = actor.getSnapshot();
    expect(drafted.matches({ editing: { step: { details: "assisted" } } })).toBe(true);
    expect(drafted.context.draft.description).toContain("robot programming specialist");
    expect(drafted.context.draft.description).not.toMatch(/\[|\]/);
    actor.send({ type: "ai.draft" });
    expect(actor.getSnapshot().matches({ editing: { step: { details: "assisted" } } })).toBe(true);
    actor.send({ type: "ai.undo" });
    expect(actor.getSnapshot().context.draft.description).toBe("");
    expect(actor.getSnapshot().matches({ editing: { step: { details: "written" } } })).toBe(true);
  });

  it("AI Assist never overwrites the visitor's text without asking (issue 36)", () => {
    const { actor } = start();
    actor.send({ type: "draft.none" });
    fillDetails(actor);
    actor.send({ type: "field.change", field: "description", value: "Mine." });
    actor.send({ type: "ai.draft" });
    expect(actor.getSnapshot().matches({ editing: { step: { details: "askingAssist" } } })).toBe(true);
    expect(actor.getSnapshot().context.draft.description).toBe("Mine.");
    actor.send({ type: "ai.keep" });
    expect(actor.getSnapshot().context.draft.description).toBe("Mine.");
    actor.send({ type: "ai.draft" });
    actor.send({ type: "ai.append" });
    const appended = actor.getSnapshot().context.draft.description;
    expect(appended.startsWith("Mine.\n\nOverview")).toBe(true);
    // The text now holds the visitor's words: AI Assist asks again before touching it.
    actor.send({ type: "ai.draft" });
    expect(actor.getSnapshot().matches({ editing: { step: { details: "askingAssist" } } })).toBe(true);
    actor.send({ type: "ai.replace" });
    expect(actor.getSnapshot().context.draft.description).toMatch(/^Overview/);
    // An edited draft is the visitor's text too.
    actor.send({ type: "field.change", field: "description", value: "Overview, edited." });
    actor.send({ type: "ai.draft" });
    expect(actor.getSnapshot().matches({ editing: { step: { details: "askingAssist" } } })).toBe(true);
    actor.send({ type: "ai.replace" });
    actor.send({ type: "ai.undo" });
    expect(actor.getSnapshot().context.draft.description).toBe("Overview, edited.");
  });

  it("Save Draft is a named action, once there is something to save", () => {
    const { actor, saveDraft } = start();
    actor.send({ type: "draft.save" });
    expect(saveDraft).not.toHaveBeenCalled();
    actor.send({ type: "draft.none" });
    actor.send({ type: "draft.save" });
    expect(saveDraft).not.toHaveBeenCalled();
    actor.send({ type: "field.change", field: "location", value: "Remote" });
    actor.send({ type: "draft.save" });
    expect(saveDraft).toHaveBeenCalledTimes(1);
  });

  it("restores a draft with a notice, and Start over empties everything and forgets it", () => {
    const { actor, clearSavedDraft } = start();
    actor.send({ type: "draft.loaded", draft: SAMPLE_PROJECT });
    expect(actor.getSnapshot().matches({ editing: { notice: "restored" } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(SAMPLE_PROJECT);
    actor.send({ type: "step.next" });
    actor.send({ type: "draft.startOver" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ editing: { step: "details", notice: "hidden" } })).toBe(true);
    expect(snapshot.context.draft).toEqual(emptyDraft);
    expect(clearSavedDraft).toHaveBeenCalledTimes(1);
  });

  it("re-checks a restored draft: one this page could not have saved is discarded and forgotten", () => {
    const { actor, clearSavedDraft } = start();
    actor.send({ type: "draft.loaded", draft: { ...SAMPLE_PROJECT, skills: ["Fanuc", "FANUC"] } });
    expect(actor.getSnapshot().matches({ editing: { notice: "discarded" } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(emptyDraft);
    expect(clearSavedDraft).toHaveBeenCalledTimes(1);
  });

  it("ignores field changes it does not know", () => {
    const { actor } = start();
    actor.send({ type: "draft.none" });
    actor.send({ type: "field.change", field: "__proto__" as never, value: "x" });
    actor.send({ type: "field.change", field: "title", value: 42 as never });
    expect(actor.getSnapshot().context.draft).toEqual(emptyDraft);
  });

  it("says so when a stored draft had to be discarded, and starts empty", () => {
    const { actor } = start();
    actor.send({ type: "draft.discarded", reason: "outdated" });
    expect(actor.getSnapshot().matches({ editing: { notice: "discarded" } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(emptyDraft);
    actor.send({ type: "notice.dismiss" });
    expect(actor.getSnapshot().matches({ editing: { notice: "hidden" } })).toBe(true);
  });
});

describe("projectWizard step jumps", () => {
  it("are one handler on the step region, not three on every step", () => {
    const step = projectWizardMachine.root.states.editing?.states.step;
    expect(step?.config.on).toHaveProperty(["step.goto"]);
    for (const child of Object.values(step?.states ?? {})) {
      expect(child.config.on ?? {}).not.toHaveProperty(["step.goto"]);
    }
  });

  it("open each later step only when the steps before it are complete, from any step", () => {
    const { actor, focusStepHeading } = start();
    actor.send({ type: "draft.none" });
    fillDetails(actor);
    expect(actor.getSnapshot().can({ type: "step.goto", step: "budget" })).toBe(false);
    actor.send({ type: "step.goto", step: "skills" });
    expect(actor.getSnapshot().matches({ editing: { step: "skills" } })).toBe(true);
    actor.send({ type: "step.goto", step: "budget" });
    expect(actor.getSnapshot().matches({ editing: { step: "skills" } })).toBe(true);
    actor.send({ type: "skill.add", skill: "Fanuc" });
    actor.send({ type: "step.goto", step: "budget" });
    expect(actor.getSnapshot().matches({ editing: { step: "budget" } })).toBe(true);
    actor.send({ type: "step.goto", step: "review" });
    expect(actor.getSnapshot().matches({ editing: { step: "budget" } })).toBe(true);
    actor.send({ type: "step.goto", step: "details" });
    expect(actor.getSnapshot().matches({ editing: { step: "details" } })).toBe(true);
    expect(focusStepHeading).toHaveBeenCalledTimes(3);
  });
});

describe("projectWizard drafts", () => {
  it("loading invokes the loader, which the page provides; without it the wizard waits", () => {
    const loaded = createActor(
      projectWizardMachine.provide({
        actors: {
          loadDraft: loadDraft({ load: () => ({ status: "restored", value: SAMPLE_PROJECT }) }, (result) =>
            result.status === "restored" ? { type: "draft.loaded", draft: result.value } : null,
          ),
        },
      }),
    ).start();
    expect(loaded.getSnapshot().matches({ editing: { notice: "restored" } })).toBe(true);
    expect(loaded.getSnapshot().context.draft).toEqual(SAMPLE_PROJECT);
    expect(createActor(projectWizardMachine).start().getSnapshot().value).toBe("loading");
  });

  it("this tab's working copy comes back without a notice, the saved draft still known as saved", () => {
    const { actor } = start();
    actor.send({ type: "draft.loaded", draft: WORKING_COPY, saved: SAMPLE_PROJECT });
    expect(actor.getSnapshot().matches({ editing: { notice: "hidden", step: "details" } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(WORKING_COPY);
    expect(actor.getSnapshot().context.kept).toEqual(SAMPLE_PROJECT);
  });

  it("keeps the working copy as the wizard opens and on every change to the draft", () => {
    const keepWorkingCopy = vi.fn();
    const actor = createActor(projectWizardMachine.provide({ actions: { keepWorkingCopy } })).start();
    expect(keepWorkingCopy).not.toHaveBeenCalled();
    actor.send({ type: "draft.none" });
    expect(keepWorkingCopy).toHaveBeenCalledTimes(1);
    fillDetails(actor);
    actor.send({ type: "step.next" });
    actor.send({ type: "skill.add", skill: "Fanuc" });
    expect(keepWorkingCopy).toHaveBeenCalledTimes(6);
    expect(keepWorkingCopy.mock.lastCall?.[0].context.draft.skills).toEqual(["Fanuc"]);
  });
});

describe("projectWizard machine: posting the project (issue 34)", () => {
  function posting(answers: LeadSendResult[]) {
    const sent: LeadSubmission[] = [];
    const clearSavedDraft = vi.fn();
    const sendLead = fromPromise<LeadSendResult, LeadSubmission>(async ({ input }) => {
      sent.push(input);
      return answers.shift() ?? { outcome: "failed", status: 500 };
    });
    const actor = createActor(
      projectWizardMachine.provide({ actors: { sendLead }, actions: { clearSavedDraft } }),
    ).start();
    actor.send({ type: "draft.loaded", draft: { ...SAMPLE_PROJECT, startDate: "2035-09-17" } });
    actor.send({ type: "step.goto", step: "review" });
    return { actor, sent, clearSavedDraft };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("sends the project with the contact address and the consent line; sent keeps the reference and clears the drafts", async () => {
    const { actor, sent, clearSavedDraft } = posting([{ outcome: "sent", reference: "PR-4K7Q" }]);
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().context.contactError).toBe("missing");
    expect(sent).toHaveLength(0);
    actor.send({ type: "field.change", field: "email", value: " dana@plant.com " });
    actor.send({ type: "form.submit" });
    actor.send({ type: "form.submit" });
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: "project",
      page: "/post-project",
      consent: leadFormsCopy.consent,
      fields: { title: SAMPLE_PROJECT.title, skills: ["Fanuc"], email: "dana@plant.com" },
    });
    expect(sent[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(actor.getSnapshot().value).toBe("sent");
    expect(actor.getSnapshot().context.reference).toBe("PR-4K7Q");
    expect(clearSavedDraft).toHaveBeenCalledTimes(1);
  });

  it("a failure keeps everything and the retry sends the same id; a refusal leads to the field's step", async () => {
    const { actor, sent, clearSavedDraft } = posting([
      { outcome: "failed", status: 503 },
      { outcome: "refused", message: "Check it.", errors: { budgetMin: "Enter an amount." } },
    ]);
    actor.send({ type: "field.change", field: "email", value: "dana@plant.com" });
    actor.send({ type: "form.submit" });
    await settle();
    expect(actor.getSnapshot().matches({ editing: { step: "review", send: "failed" } })).toBe(true);
    actor.send({ type: "form.retry" });
    await settle();
    expect(sent.map((submission) => submission.id)).toEqual([sent[0]?.id, sent[0]?.id]);
    expect(actor.getSnapshot().matches({ editing: { step: "budget", send: "refused" } })).toBe(true);
    expect(actor.getSnapshot().context.serverErrors).toEqual({ budgetMin: "Enter an amount." });
    expect(clearSavedDraft).not.toHaveBeenCalled();
    actor.send({ type: "field.change", field: "budgetMin", value: "90" });
    expect(actor.getSnapshot().context.serverErrors).toEqual({});
  });
});
