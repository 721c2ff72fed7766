import { expect } from "vitest";
import { createActor } from "xstate";
import { jobSeekerSignupMachine } from "../../../machines/jobSeekerSignup";
import {
  customSkillProblem,
  firstFailingField,
  normalizeSkill,
  presetSkills,
  SIGNUP_RULES,
  type SignupForm,
  validateSignupDraft,
} from "../../../src/domain/jobSeekerSignup";
import type { BadInput } from "../../robustness/catalogue";
import { counting } from "../../robustness/counting";
import { hasLoneSurrogate, LONG, ODD_EMOJI, roundTrip, TEXT_CASES } from "../../robustness/entries/samples";

// ---------------------------------------------------------------------------------------------
// Job seeker registration

const VALID_SIGNUP: SignupForm = {
  fullName: "Jordan Rivera",
  email: "jordan@example.com",
  phone: "(313) 555-0142",
  experienceLevel: "mid",
  jobTypes: ["contract"],
  location: "Detroit, MI",
  availability: "now",
  skills: [presetSkills[0]],
};

function signupActor(form: Partial<SignupForm> = {}) {
  const actor = createActor(jobSeekerSignupMachine).start();
  actor.send({ type: "draft.loaded", draft: { ...VALID_SIGNUP, ...form } });
  return actor;
}

const signupEntries: BadInput[] = [
  {
    area: "form field: job seeker signup",
    input: "10,000 characters in name, email, phone and location",
    expected: "the draft keeps 200 characters of each and reads back; the email is refused with its message",
    check: () => {
      const actor = signupActor();
      actor.send({ type: "field.change", field: "fullName", value: LONG });
      actor.send({ type: "field.change", field: "email", value: LONG });
      actor.send({ type: "field.change", field: "phone", value: LONG });
      actor.send({ type: "field.change", field: "location", value: LONG });
      const restored = validateSignupDraft(roundTrip(actor.getSnapshot().context.form));
      expect(restored?.fullName).toBe(LONG.slice(0, SIGNUP_RULES.maxTextLength));
      expect(restored?.location).toBe(LONG.slice(0, SIGNUP_RULES.maxTextLength));
      actor.send({ type: "form.submit" });
      expect(actor.getSnapshot().value).toEqual({ editing: "invalid" });
      expect(firstFailingField(actor.getSnapshot().context.form)).toBe("email");
    },
  },
  ...TEXT_CASES.map(([label, value]) => ({
    area: "form field: job seeker signup",
    input: `${label} as the name`,
    expected: "passes the name check, round-trips through the draft and greets the person exactly",
    check: () => {
      const actor = signupActor();
      actor.send({ type: "field.change", field: "fullName", value });
      expect(validateSignupDraft(roundTrip(actor.getSnapshot().context.form))?.fullName).toBe(value);
      actor.send({ type: "form.submit" });
      expect(actor.getSnapshot().value).toBe("submitting");
      expect(actor.getSnapshot().context.registeredName).toBe(value);
    },
  })),
  {
    area: "form field: job seeker signup",
    input: "surrounding spaces in name and email; only spaces as the phone",
    expected: "the name and email count trimmed, the welcome uses the trimmed name; a blank phone is refused",
    check: () => {
      const short = signupActor({ fullName: "   J   " });
      short.send({ type: "form.submit" });
      expect(short.getSnapshot().hasTag("invalid")).toBe(true);
      expect(firstFailingField(short.getSnapshot().context.form)).toBe("fullName");
      const blankPhone = signupActor({ phone: "    " });
      blankPhone.send({ type: "form.submit" });
      expect(blankPhone.getSnapshot().hasTag("invalid")).toBe(true);
      expect(firstFailingField(blankPhone.getSnapshot().context.form)).toBe("phone");
      const spaced = signupActor({ fullName: "   Jordan Rivera  ", email: "  jordan@example.com " });
      spaced.send({ type: "form.submit" });
      expect(spaced.getSnapshot().value).toBe("submitting");
      expect(spaced.getSnapshot().context.registeredName).toBe("Jordan Rivera");
    },
  },
  {
    area: "form field: job seeker signup skills",
    input: "a 10,000-character custom skill, only spaces, HTML, emoji, a preset in other case and spacing",
    expected:
      "cut to 60 characters; blank and duplicate refused with their reason; HTML and emoji kept as text",
    check: () => {
      const actor = signupActor({ skills: [] });
      const add = (value: string) => {
        actor.send({ type: "skill.input", value });
        actor.send({ type: "skill.submit" });
        return actor.getSnapshot().context;
      };
      expect(add(LONG).form.skills).toEqual([LONG.slice(0, SIGNUP_RULES.maxSkillLength).trim()]);
      expect(add("    ").skillProblem).toBe("blank");
      expect(add(" <b>PLC</b><script>alert(1)</script> ").form.skills).toContain(
        "<b>PLC</b><script>alert(1)</script>",
      );
      expect(add("  🤖  Robot   Vision ").form.skills).toContain("🤖 Robot Vision");
      add(presetSkills[1]);
      expect(add(`  ${presetSkills[1].toUpperCase()}   `).skillProblem).toBe("duplicate");
      expect(customSkillProblem(Array(SIGNUP_RULES.maxSkills).fill("x"), "new")).toBe("limit");
      expect(hasLoneSurrogate(normalizeSkill(ODD_EMOJI))).toBe(false);
    },
  },
];

/** Rapid clicks, as the machine sees them (the browser side: tests/e2e/badInput.spec.ts). */
const clickEntries: BadInput[] = [
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
];

/** Bad input for this flow: one of the catalogue's sources (tests/robustness/catalogue.ts). */
export const robustnessEntries: BadInput[] = [...signupEntries, ...clickEntries];
