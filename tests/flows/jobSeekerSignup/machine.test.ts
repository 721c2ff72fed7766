import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type JobSeekerSignupEvent, jobSeekerSignupMachine } from "../../../machines/jobSeekerSignup";
import {
  EMPTY_SIGNUP_FORM,
  presetSkills,
  SIGNUP_RULES,
  type SignupField,
  type SignupForm,
} from "../../../src/domain/jobSeekerSignup";
import type { LeadSendResult, LeadSubmission } from "../../../src/domain/leads";
import type { LoadResult } from "../../../src/flows/persisted";
import { fakeDraftStore } from "../../support/draftActors";
import { SAMPLE_DRAFT } from "./model";

/** The machine as the page runs it, over a store holding `stored` (nothing, by default). */
function start(stored: LoadResult<SignupForm> = { status: "empty" }) {
  const drafts = fakeDraftStore(stored);
  const spies = {
    showError: vi.fn(),
    focusField: vi.fn(),
    saveDraft: vi.fn(),
    clearDraft: vi.fn(),
    focusSummary: vi.fn(),
    dismissErrors: vi.fn(),
    focusFirstRefused: vi.fn(),
  };
  /** Every submission sent, and how to answer the last one. */
  const sends: LeadSubmission[] = [];
  let answer: (result: LeadSendResult) => void = () => {};
  const sendLead = fromPromise<LeadSendResult, LeadSubmission>(({ input }) => {
    sends.push(input);
    return new Promise((resolve) => {
      answer = resolve;
    });
  });
  const actor = createActor(
    jobSeekerSignupMachine.provide({
      actors: {
        ...drafts.actors<JobSeekerSignupEvent>(
          (draft) => ({ type: "draft.loaded", draft }),
          (draft) => ({ type: "otherTab.changed", draft }),
        ),
        sendLead,
      },
      actions: {
        showError: (_, params) => spies.showError(params.field),
        focusField: (_, params) => spies.focusField(params.field),
        saveDraft: ({ context }) => spies.saveDraft(context.form),
        clearDraft: spies.clearDraft,
        focusSummary: spies.focusSummary,
        dismissErrors: spies.dismissErrors,
        focusFirstRefused: spies.focusFirstRefused,
      },
    }),
  ).start();
  /** Answers the send under way, and lets the machine hear it. */
  const intake = async (result: LeadSendResult) => {
    answer(result);
    await Promise.resolve();
    await Promise.resolve();
  };
  const send = (...events: JobSeekerSignupEvent[]) => {
    for (const event of events) actor.send(event);
  };
  return { actor, send, spies, drafts, sends, intake, snapshot: () => actor.getSnapshot() };
}

const fillValid: JobSeekerSignupEvent[] = [
  { type: "field.change", field: "fullName", value: "Jordan Rivera" },
  { type: "field.change", field: "email", value: "jordan@example.com" },
  { type: "field.change", field: "phone", value: "(313) 555-0142" },
  { type: "skill.toggle", skill: "ABB Robotics" },
  { type: "experience.select", level: "senior" },
  { type: "jobType.toggle", jobType: "contract" },
  { type: "availability.select", availability: "1month" },
];

describe("jobSeekerSignup: submit checks, in order", () => {
  const fixes: Array<[SignupField, JobSeekerSignupEvent]> = [
    ["fullName", { type: "field.change", field: "fullName", value: "Jordan Rivera" }],
    ["email", { type: "field.change", field: "email", value: "jordan@example.com" }],
    ["phone", { type: "field.change", field: "phone", value: "(313) 555-0142" }],
    ["skills", { type: "skill.toggle", skill: "Fanuc Robotics" }],
    ["experienceLevel", { type: "experience.select", level: "entry" }],
    ["jobTypes", { type: "jobType.toggle", jobType: "part-time" }],
    ["availability", { type: "availability.select", availability: "employed" }],
  ];

  it("reports the first failing check once (one toast), focuses it, and shows every problem at once", () => {
    const { send, spies, snapshot } = start();
    for (const [field, fix] of fixes) {
      spies.showError.mockClear();
      spies.focusField.mockClear();
      send({ type: "form.submit" });
      expect(snapshot().value).toEqual({ editing: "invalid" });
      expect(snapshot().hasTag("invalid")).toBe(true);
      expect(spies.showError.mock.calls).toEqual([[field]]);
      expect(spies.focusField.mock.calls).toEqual([[field]]);
      send(fix);
    }
    send({ type: "form.submit" });
    expect(snapshot().value).toBe("submitting");
  });

  it("keeps the first failing check when a later one is also wrong", () => {
    const { send, spies } = start();
    send({ type: "field.change", field: "fullName", value: "J" }, { type: "form.submit" });
    expect(spies.showError).toHaveBeenCalledWith("fullName");
    send(
      { type: "field.change", field: "fullName", value: "Jo" },
      { type: "field.change", field: "email", value: "jo@" },
      { type: "form.submit" },
    );
    expect(spies.showError).toHaveBeenLastCalledWith("email");
  });

  it("treats a phone of spaces as missing", () => {
    const { send, spies } = start();
    send(fillValid[0] as JobSeekerSignupEvent, fillValid[1] as JobSeekerSignupEvent);
    send({ type: "field.change", field: "phone", value: "   " }, { type: "form.submit" });
    expect(spies.showError).toHaveBeenLastCalledWith("phone");
  });
});

describe("jobSeekerSignup: skills", () => {
  it("adds and removes preset skills", () => {
    const { send, snapshot } = start();
    send({ type: "skill.toggle", skill: "ABB Robotics" }, { type: "skill.toggle", skill: "Machine Vision" });
    expect(snapshot().context.form.skills).toEqual(["ABB Robotics", "Machine Vision"]);
    send({ type: "skill.toggle", skill: "ABB Robotics" });
    expect(snapshot().context.form.skills).toEqual(["Machine Vision"]);
    send({ type: "skill.remove", skill: "machine vision" });
    expect(snapshot().context.form.skills).toEqual([]);
  });

  it("stops at 8: further presets and custom skills are not added", () => {
    const { send, snapshot } = start();
    for (const skill of presetSkills.slice(0, 8)) send({ type: "skill.toggle", skill });
    expect(snapshot().context.form.skills).toHaveLength(SIGNUP_RULES.maxSkills);
    send({ type: "skill.toggle", skill: presetSkills[8] as string });
    send({ type: "skill.input", value: "Beckhoff TwinCAT" }, { type: "skill.submit" });
    expect(snapshot().context.form.skills).toEqual(presetSkills.slice(0, 8));
    // A chosen one can still be removed, which makes room again.
    send({ type: "skill.toggle", skill: presetSkills[0] as string }, { type: "skill.submit" });
    expect(snapshot().context.form.skills.at(-1)).toBe("Beckhoff TwinCAT");
  });

  it("trims custom skills, refuses blanks and duplicates, and clears the box after adding", () => {
    const { send, snapshot } = start();
    send({ type: "skill.input", value: "   " }, { type: "skill.submit" });
    expect(snapshot().context.skillProblem).toBe("blank");
    expect(snapshot().context.form.skills).toEqual([]);
    send({ type: "skill.input", value: "  Beckhoff   TwinCAT " });
    expect(snapshot().context.skillProblem).toBeNull();
    send({ type: "skill.submit" });
    expect(snapshot().context.form.skills).toEqual(["Beckhoff TwinCAT"]);
    expect(snapshot().context.customSkill).toBe("");
    send({ type: "skill.input", value: "beckhoff twincat" }, { type: "skill.submit" });
    expect(snapshot().context.skillProblem).toBe("duplicate");
    expect(snapshot().context.form.skills).toEqual(["Beckhoff TwinCAT"]);
  });

  it("reports the skills check when skills are the first problem", () => {
    const { send, spies } = start();
    send(...fillValid.slice(0, 3), { type: "form.submit" });
    expect(spies.showError).toHaveBeenLastCalledWith("skills");
  });
});

describe("jobSeekerSignup: sending to the intake (issue 34)", () => {
  it("sends once with an id, and welcomes the person only once the intake answered; the draft is cleared then", async () => {
    const { send, spies, snapshot, sends, intake } = start();
    send({ type: "field.change", field: "fullName", value: "  Jordan Rivera " }, ...fillValid.slice(1), {
      type: "form.submit",
    });
    expect(snapshot().value).toBe("submitting");
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({
      kind: "registration",
      page: "/job-seeker-registration",
      fields: {
        fullName: "Jordan Rivera",
        email: "jordan@example.com",
        phone: "(313) 555-0142",
        location: "",
        skills: ["ABB Robotics"],
        experienceLevel: "senior",
        jobTypes: ["contract"],
        availability: "1month",
      },
    });
    expect(sends[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(spies.clearDraft).not.toHaveBeenCalled();
    await intake({ outcome: "sent", reference: "RG-4K7Q" });
    expect(snapshot().value).toEqual({ sent: "welcoming" });
    expect(snapshot().context).toMatchObject({ registeredName: "Jordan Rivera", reference: "RG-4K7Q" });
    expect(spies.clearDraft).toHaveBeenCalledTimes(1);
    send({ type: "dialog.close" });
    expect(snapshot().value).toEqual({ sent: "welcomed" });
    expect(spies.focusSummary).toHaveBeenCalledTimes(1);
  });

  it("dismisses the error toasts of earlier attempts once the form goes, and keeps what was sent", async () => {
    const { send, spies, snapshot, intake } = start();
    send(...fillValid.slice(0, 3), { type: "form.submit" });
    expect(spies.showError).toHaveBeenCalledWith("skills");
    expect(spies.dismissErrors).not.toHaveBeenCalled();
    send(
      ...fillValid.slice(3),
      { type: "field.change", field: "location", value: " Detroit, MI " },
      { type: "form.submit" },
    );
    expect(snapshot().value).toBe("submitting");
    expect(spies.dismissErrors).toHaveBeenCalledTimes(1);
    await intake({ outcome: "sent", reference: "RG-4K7Q" });
    // The form is emptied; the summary reads what was sent.
    expect(snapshot().context.form.skills).toEqual([]);
    expect(snapshot().context.registered).toMatchObject({
      fullName: "Jordan Rivera",
      email: "jordan@example.com",
      skills: ["ABB Robotics"],
      location: "Detroit, MI",
    });
  });

  it("ignores a second submit and any edit while sending: one send", () => {
    const { send, spies, snapshot, sends } = start();
    send(...fillValid, { type: "form.submit" });
    const before = snapshot();
    expect(snapshot().can({ type: "form.submit" })).toBe(false);
    send(
      { type: "form.submit" },
      { type: "field.change", field: "fullName", value: "Someone Else" },
      { type: "skill.toggle", skill: "x" },
    );
    expect(snapshot().value).toBe("submitting");
    expect(snapshot().context).toEqual(before.context);
    expect(sends).toHaveLength(1);
    expect(spies.showError).not.toHaveBeenCalled();
  });

  it("offline: saved on this device (the draft cleared), and sent once delivered later", async () => {
    const { send, spies, snapshot, intake } = start();
    send(...fillValid, { type: "form.submit" });
    await intake({ outcome: "queued" });
    expect(snapshot().value).toBe("queued");
    expect(spies.clearDraft).toHaveBeenCalledTimes(1);
    expect(snapshot().context.registered?.fullName).toBe("Jordan Rivera");
    send({ type: "lead.delivered", reference: "RG-9ZZZ" });
    expect(snapshot().value).toEqual({ sent: "welcoming" });
    expect(snapshot().context.reference).toBe("RG-9ZZZ");
  });

  it("refused: the intake's message on its field until it is changed; the answers and the draft stay", async () => {
    const { send, spies, snapshot, intake } = start();
    send(...fillValid, { type: "form.submit" });
    await intake({ outcome: "refused", message: "No.", errors: { phone: "Enter a phone we can call." } });
    expect(snapshot().value).toEqual({ editing: "refused" });
    expect(snapshot().context.serverErrors).toEqual({ phone: "Enter a phone we can call." });
    expect(spies.focusFirstRefused).toHaveBeenCalledTimes(1);
    expect(spies.clearDraft).not.toHaveBeenCalled();
    expect(snapshot().context.form.fullName).toBe("Jordan Rivera");
    send({ type: "field.change", field: "fullName", value: "Jordan R. Rivera" });
    expect(snapshot().context.serverErrors.phone).toBe("Enter a phone we can call.");
    send({ type: "field.change", field: "phone", value: "(313) 555-0177" });
    expect(snapshot().context.serverErrors).toEqual({});
  });

  it("failed: the answers stay, and 'Try again' sends the same submission id", async () => {
    const { send, snapshot, sends, intake, spies } = start();
    send(...fillValid, { type: "form.submit" });
    await intake({ outcome: "failed", status: 500 });
    expect(snapshot().value).toEqual({ editing: "failed" });
    expect(snapshot().context.form.fullName).toBe("Jordan Rivera");
    expect(spies.clearDraft).not.toHaveBeenCalled();
    send({ type: "form.retry" });
    expect(snapshot().value).toBe("submitting");
    expect(sends).toHaveLength(2);
    expect(sends[1]?.id).toBe(sends[0]?.id);
  });

  it("'Try again' with an answer changed so that a check fails sends nothing and says why", async () => {
    const { send, snapshot, sends, intake, spies } = start();
    send(...fillValid, { type: "form.submit" });
    await intake({ outcome: "failed", status: 500 });
    send({ type: "field.change", field: "fullName", value: "J" }, { type: "form.retry" });
    expect(snapshot().value).toEqual({ editing: "invalid" });
    expect(sends).toHaveLength(1);
    expect(spies.clearDraft).not.toHaveBeenCalled();
  });
});

describe("jobSeekerSignup: the draft", () => {
  it("is saved on every edit", () => {
    const { send, spies } = start();
    send(
      { type: "field.change", field: "fullName", value: "Jo" },
      { type: "field.change", field: "location", value: "Remote" },
    );
    expect(spies.saveDraft).toHaveBeenCalledTimes(2);
    expect(spies.saveDraft).toHaveBeenLastCalledWith(
      expect.objectContaining({ fullName: "Jo", location: "Remote" }),
    );
  });

  it("ignores a draft that does not pass the stored-draft check, and repairs one that does", () => {
    const broken = start({ status: "restored", value: { fullName: 3 } as never });
    expect(broken.snapshot().value).toEqual({ editing: "filling" });
    expect(broken.snapshot().context.restored).toBe(false);
    const repaired = start({
      status: "restored",
      value: { ...SAMPLE_DRAFT, skills: ["", " abb robotics", "ABB Robotics"] },
    });
    expect(repaired.snapshot().context.form.skills).toEqual(["ABB Robotics"]);
  });

  it.each<[LoadResult<SignupForm>]>([
    [{ status: "empty" }],
    [{ status: "restored", value: EMPTY_SIGNUP_FORM }],
    [{ status: "discarded", reason: "corrupt" }],
  ])("opens the empty form, not marked restored, when the store holds %o", (stored) => {
    const { snapshot, drafts } = start(stored);
    expect(drafts.loads()).toBe(1);
    expect(snapshot().value).toEqual({ editing: "filling" });
    expect(snapshot().context).toMatchObject({ form: EMPTY_SIGNUP_FORM, restored: false });
  });

  it("hears another tab only while the form is open", () => {
    {
      const { send, snapshot, drafts } = start({ status: "restored", value: SAMPLE_DRAFT });
      expect(drafts.listening()).toBe(1);
      drafts.otherTab({ ...SAMPLE_DRAFT, phone: "(313) 555-0142" });
      expect(snapshot().context.form.phone).toBe("(313) 555-0142");
      send(
        { type: "skill.toggle", skill: presetSkills[0] },
        { type: "experience.select", level: "mid" },
        { type: "jobType.toggle", jobType: "contract" },
        { type: "availability.select", availability: "now" },
        { type: "form.submit" },
      );
      expect(snapshot().value).toBe("submitting");
      expect(drafts.listening()).toBe(0);
    }
  });

  it("never adds a blank skill from a preset button", () => {
    const { send, snapshot } = start();
    send({ type: "skill.toggle", skill: "   " });
    expect(snapshot().context.form.skills).toEqual([]);
  });

  it("comes back after a reload, read by the machine itself, marked as restored", () => {
    const { snapshot } = start({ status: "restored", value: SAMPLE_DRAFT });
    expect(snapshot().value).toEqual({ editing: "filling" });
    expect(snapshot().context.form).toEqual(SAMPLE_DRAFT);
    expect(snapshot().context.restored).toBe(true);
  });
});
