import { expect } from "vitest";
import { type AnyStateMachine, createActor } from "xstate";
import { jobPostMachine } from "../../../machines/jobPost";
import { jobSeekerSignupMachine } from "../../../machines/jobSeekerSignup";
import { mobileMenuMachine } from "../../../machines/mobileMenu";
import { resumeBuilderMachine } from "../../../machines/resumeBuilder";
import { savedJobsMachine } from "../../../machines/savedJobs";
import { JOB_POST_FIELDS } from "../../../src/domain/jobPost";
import { presetSkills } from "../../../src/domain/jobSeekerSignup";
import { SAMPLE_JOB_POST } from "../../flows/jobPost/model";
import type { BadInput } from "../catalogue";

/**
 * Rapid clicks, as the machines see them: the same event two or three times in a row. (The browser
 * side, real double and triple clicks on each button, is in tests/e2e/badInput.spec.ts.)
 */

/** Counts how often each named action ran. */
function counting<M extends AnyStateMachine>(machine: M, names: string[]) {
  const counts: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  const actions = Object.fromEntries(
    names.map((name) => [
      name,
      () => {
        counts[name] = (counts[name] ?? 0) + 1;
      },
    ]),
  );
  return { machine: machine.provide({ actions } as never) as M, counts };
}

export const clickEntries: BadInput[] = [
  ...[2, 3].map((times) => ({
    area: "rapid clicks: job seeker signup submit",
    input: `${times} submits in a row`,
    expected: "one submission: the profile is created once, the draft cleared once",
    check: () => {
      const { machine, counts } = counting(jobSeekerSignupMachine, ["revealSummary"]);
      const actor = createActor(machine).start();
      actor.send({
        type: "draft.loaded",
        draft: {
          fullName: "Jordan Rivera",
          email: "jordan@example.com",
          phone: "(313) 555-0142",
          experienceLevel: "mid",
          jobTypes: ["contract"],
          location: "",
          availability: "now",
          skills: [presetSkills[0]],
        },
      });
      let entered = 0;
      let before = false;
      actor.subscribe((snapshot) => {
        const now = snapshot.matches("submitting");
        if (now && !before) entered++;
        before = now;
      });
      for (let i = 0; i < times; i++) actor.send({ type: "form.submit" });
      expect(entered).toBe(1);
      expect(actor.getSnapshot().can({ type: "form.submit" })).toBe(false);
      expect(counts.revealSummary).toBe(0);
      actor.stop();
    },
  })),
  ...[2, 3].map((times) => ({
    area: "rapid clicks: post a job submit",
    input: `${times} submits in a row`,
    expected: "one 'Thank You!' dialog, the form untouched until it closes",
    check: () => {
      const actor = createActor(jobPostMachine).start();
      for (const field of JOB_POST_FIELDS)
        actor.send({ type: "field.change", field, value: SAMPLE_JOB_POST[field] });
      let opened = 0;
      let before = false;
      actor.subscribe((snapshot) => {
        const now = snapshot.matches("thanks");
        if (now && !before) opened++;
        before = now;
      });
      for (let i = 0; i < times; i++) actor.send({ type: "form.submit" });
      expect(opened).toBe(1);
      expect(actor.getSnapshot().context.values).toEqual(SAMPLE_JOB_POST);
    },
  })),
  ...[1, 2, 3, 4].map((times) => ({
    area: "rapid clicks: mobile menu toggle",
    input: `${times} taps`,
    expected: times % 2 ? "open" : "closed",
    check: () => {
      const actor = createActor(mobileMenuMachine).start();
      for (let i = 0; i < times; i++) actor.send({ type: "menu.toggle" });
      expect(actor.getSnapshot().value).toBe(times % 2 ? "open" : "closed");
    },
  })),
  ...[2, 3].map((times) => ({
    area: "rapid clicks: saved-job toggle",
    input: `${times} taps on one job's heart`,
    expected: `${times % 2 ? "saved once" : "not saved"}; the list never holds a job twice; each change is stored`,
    check: () => {
      const { machine, counts } = counting(savedJobsMachine, ["persistSaved"]);
      const actor = createActor(machine).start();
      actor.send({ type: "draft.none" });
      for (let i = 0; i < times; i++) actor.send({ type: "job.toggle", id: "job-1" });
      expect(actor.getSnapshot().context.ids).toEqual(times % 2 ? ["job-1"] : []);
      expect(counts.persistSaved).toBe(times);
    },
  })),
  {
    area: "rapid clicks: resume Complete Profile",
    input: "three clicks on Complete Profile",
    expected: "one 'Resume Complete!' toast and one redirect",
    check: () => {
      const { machine, counts } = counting(resumeBuilderMachine, ["showCompletedToast", "navigateToJobs"]);
      const actor = createActor(machine).start();
      actor.send({ type: "draft.none" });
      for (let i = 0; i < 4; i++) actor.send({ type: "step.next" });
      expect(actor.getSnapshot().matches({ editing: { step: "review" } })).toBe(true);
      for (let i = 0; i < 3; i++) actor.send({ type: "profile.complete" });
      expect(counts.showCompletedToast).toBe(1);
      expect(actor.getSnapshot().matches("completing")).toBe(true);
      actor.stop();
    },
  },
];
