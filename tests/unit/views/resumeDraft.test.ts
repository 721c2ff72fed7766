import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { freshContext, type ResumeBuilderEvent, resumeBuilderMachine } from "../../../machines/resumeBuilder";
import { isUntouched } from "../../../src/domain/resumeDraft";
import { draftActors } from "../../../src/flows/draftActors";
import { persisted } from "../../../src/flows/persisted";
import { type SafeStorage, safeStorage } from "../../../src/platform/storage";
import { stepOnScreen } from "../../../src/views/resume/builderState";
import {
  parseStoredSnapshot,
  RESUME_DRAFT_KEY,
  RESUME_DRAFT_VERSION,
  type StoredResumeSnapshot,
  toSavedResume,
  toStoredSnapshot,
} from "../../../src/views/resume/resumeDraft";

function memory(): SafeStorage & { raw: Map<string, string> } {
  const raw = new Map<string, string>();
  const store = safeStorage(() => ({
    getItem: (k: string) => raw.get(k) ?? null,
    setItem: (k: string, v: string) => void raw.set(k, v),
    removeItem: (k: string) => void raw.delete(k),
    clear: () => raw.clear(),
    key: () => null,
    length: 0,
  }));
  return Object.assign(store, { raw });
}

function draftStore(storage: SafeStorage) {
  return persisted({
    key: RESUME_DRAFT_KEY,
    version: RESUME_DRAFT_VERSION,
    validate: parseStoredSnapshot,
    storage,
  });
}

function filledActor() {
  const actor = createActor(resumeBuilderMachine).start();
  actor.send({ type: "draft.none" });
  actor.send({ type: "field.change", field: "fullName", value: "Alex Morgan" });
  actor.send({ type: "specialty.select", specialty: "siemens" });
  actor.send({ type: "photo.select", photo: { name: "a.png", type: "image/png", size: 10, url: "blob:a" } });
  actor.send({ type: "step.next" });
  actor.send({ type: "experience.add" });
  actor.send({
    type: "experience.change",
    id: 1,
    values: { company: "Great Lakes Assembly", title: "Controls Engineer", startDate: "2019-03" },
  });
  actor.send({ type: "step.next" });
  actor.send({ type: "skill.add", value: "TIA Portal (S7-1500)" });
  actor.send({ type: "skill.add", value: "tia portal (s7-1500)" });
  actor.send({ type: "skill.input", value: "WinCC" });
  actor.send({ type: "template.select", template: "professional" });
  return actor;
}

/** What the builder would store now. */
const storedNow = (actor: ReturnType<typeof filledActor>) =>
  toStoredSnapshot(stepOnScreen(actor.getSnapshot()), actor.getSnapshot().context);

describe("the stored resume draft", () => {
  it("restores everything typed, on the same step, without the photo or messages", () => {
    const storage = memory();
    const store = draftStore(storage);
    const actor = filledActor();
    expect(store.save(storedNow(actor))).toBe(true);

    // The page's wiring: the machine's loadDraft reads this store as it starts.
    const actors = draftActors<StoredResumeSnapshot, ResumeBuilderEvent>(store, {
      loaded: (stored) => ({ type: "draft.loaded", draft: toSavedResume(stored) }),
      otherTab: () => null,
    });
    const restored = createActor(resumeBuilderMachine.provide({ actors })).start();
    const before = actor.getSnapshot().context;
    const after = restored.getSnapshot().context;
    expect(restored.getSnapshot().value).toEqual({
      editing: { step: "skills", startOver: "idle", notice: "restored", send: "idle" },
    });
    expect(after.profile).toEqual(before.profile);
    expect(after.editingIds).toEqual(before.editingIds);
    expect(after.skillDraft).toBe("WinCC");
    expect(after.template).toBe("professional");
    expect(after.photo).toBeNull();
    expect(after.skillError).toBeNull();
    expect(storage.raw.get(RESUME_DRAFT_KEY)).not.toContain("blob:");

    // The restored actor goes on working: Previous goes back to the open role.
    restored.send({ type: "step.back" });
    expect(restored.getSnapshot().matches({ editing: { step: "experience" } })).toBe(true);
  });

  it("discards an older version, corrupt JSON and a foreign shape, with the reason", () => {
    const storage = memory();
    const store = draftStore(storage);
    storage.raw.set(RESUME_DRAFT_KEY, "{oops");
    expect(store.load()).toEqual({ status: "discarded", reason: "corrupt" });
    storage.raw.set(RESUME_DRAFT_KEY, JSON.stringify({ v: 0, data: {} }));
    expect(store.load()).toEqual({ status: "discarded", reason: "outdated" });
    storage.raw.set(RESUME_DRAFT_KEY, JSON.stringify({ v: RESUME_DRAFT_VERSION, data: { value: "x" } }));
    expect(store.load()).toEqual({ status: "discarded", reason: "invalid" });
    expect(storage.raw.has(RESUME_DRAFT_KEY)).toBe(false);
  });

  it.each([
    ["an unknown step", { value: { editing: "payment" } }],
    ["a state that is not a step", { value: "completing" }],
    ["a stopped actor", { status: "done" }],
    ["an editing id that is not a role", { context: { editingIds: [99] } }],
    ["a wrong template", { context: { template: "fancy" } }],
    ["a broken profile", { context: { profile: { skills: "PLC" } } }],
  ])("refuses %s", (_label, patch) => {
    const good = storedNow(filledActor());
    const bad = {
      ...good,
      ...patch,
      context: { ...good.context, ...((patch as { context?: object }).context ?? {}) },
    };
    expect(parseStoredSnapshot(JSON.parse(JSON.stringify(good)))).not.toBeNull();
    expect(parseStoredSnapshot(JSON.parse(JSON.stringify(bad)))).toBeNull();
  });

  it("never throws and never returns a step that does not exist, whatever is stored", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        const result = parseStoredSnapshot(data);
        return (
          result === null ||
          ["personalInfo", "experience", "skills", "certifications", "review"].includes(result.value.editing)
        );
      }),
    );
  });

  it("keeps nothing for an untouched first step, but keeps a move to another step", () => {
    expect(isUntouched("personalInfo", freshContext())).toBe(true);
    expect(isUntouched("skills", freshContext())).toBe(false);
    const typed = freshContext();
    typed.profile.personalInfo.phone = "5";
    expect(isUntouched("personalInfo", typed)).toBe(false);
  });
});
