import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { createActor } from "xstate";
import { jobAlertMachine } from "../../../machines/jobAlert";
import { jobPostMachine } from "../../../machines/jobPost";
import { jobSeekerSignupMachine } from "../../../machines/jobSeekerSignup";
import { projectWizardMachine } from "../../../machines/projectWizard";
import { resumeBuilderMachine } from "../../../machines/resumeBuilder";
import { JOB_POST_FIELDS, JOB_POST_MAX_LENGTH, REQUIRED_JOB_POST_FIELDS } from "../../../src/domain/jobPost";
import {
  customSkillProblem,
  normalizeSkill,
  presetSkills,
  SIGNUP_RULES,
  type SignupForm,
  validateSignupDraft,
} from "../../../src/domain/jobSeekerSignup";
import {
  BUDGET_FIELDS,
  budgetProblems,
  DETAILS_FIELDS,
  FIELD_LIMITS,
  missingDetails,
  normalizeSkill as normalizeProjectSkill,
  skillProblem,
  validateStoredDraft,
} from "../../../src/domain/projectWizard";
import {
  EXPERIENCE_FIELDS,
  experienceFieldLimit,
  initials,
  itemProblem,
  MAX_FIELD_LENGTH,
  MAX_ITEM_DRAFT_LENGTH,
  PERSONAL_FIELDS,
  personalInfoProblems,
} from "../../../src/domain/resume";
import { stepOnScreen as stepOf } from "../../../src/views/resume/builderState";
import { parseStoredSnapshot, toStoredSnapshot } from "../../../src/views/resume/resumeDraft";
import { SAMPLE_JOB_POST } from "../../flows/jobPost/model";
import type { BadInput } from "../catalogue";
import { HTML, hasLoneSurrogate, LONG, ODD_EMOJI, RTL, roundTrip, TEXT_CASES } from "./samples";

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
      expect(actor.getSnapshot().value).toBe("editing");
      expect(actor.getSnapshot().context.invalidField).toBe("email");
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
      expect(short.getSnapshot().context.invalidField).toBe("fullName");
      const blankPhone = signupActor({ phone: "    " });
      blankPhone.send({ type: "form.submit" });
      expect(blankPhone.getSnapshot().context.invalidField).toBe("phone");
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

// ---------------------------------------------------------------------------------------------
// Post a Job

const jobPostEntries: BadInput[] = [
  {
    area: "form field: post a job",
    input: "10,000 characters in every field",
    expected:
      "each field keeps its limit (the inputs carry the same maxLength); 254 characters of text are no email address, so the post is refused until the email is one, then it can be sent",
    check: () => {
      const actor = createActor(jobPostMachine).start();
      for (const field of JOB_POST_FIELDS) actor.send({ type: "field.change", field, value: LONG });
      for (const field of JOB_POST_FIELDS) {
        expect(actor.getSnapshot().context.values[field]).toBe(LONG.slice(0, JOB_POST_MAX_LENGTH[field]));
      }
      actor.send({ type: "form.submit" });
      expect(actor.getSnapshot().matches({ editing: "invalid" })).toBe(true);
      actor.send({ type: "field.change", field: "email", value: SAMPLE_JOB_POST.email });
      actor.send({ type: "form.submit" });
      expect(actor.getSnapshot().value).toBe("thanks");
    },
  },
  ...REQUIRED_JOB_POST_FIELDS.map((field) => ({
    area: "form field: post a job",
    input: `only spaces in ${field}`,
    expected: "counts as empty: no dialog, the field is marked missing",
    check: () => {
      const actor = createActor(jobPostMachine).start();
      for (const f of JOB_POST_FIELDS)
        actor.send({ type: "field.change", field: f, value: SAMPLE_JOB_POST[f] });
      actor.send({ type: "field.change", field, value: "   \t  " });
      actor.send({ type: "form.submit" });
      expect(actor.getSnapshot().matches({ editing: "invalid" })).toBe(true);
    },
  })),
  ...TEXT_CASES.map(([label, value]) => ({
    area: "form field: post a job",
    input: `${label} in every text field`,
    expected: "kept exactly as typed (shown as text), and the post goes through",
    check: () => {
      const actor = createActor(jobPostMachine).start();
      for (const f of JOB_POST_FIELDS)
        actor.send({ type: "field.change", field: f, value: SAMPLE_JOB_POST[f] });
      for (const f of ["name", "jobTitle", "skills", "comments"] as const) {
        actor.send({ type: "field.change", field: f, value });
        expect(actor.getSnapshot().context.values[f]).toBe(value);
      }
      actor.send({ type: "form.submit" });
      expect(actor.getSnapshot().value).toBe("thanks");
    },
  })),
  {
    area: "form field: post a job",
    input: "emoji straddling every length limit",
    expected: "cut before the emoji, never through it",
    check: () => {
      const actor = createActor(jobPostMachine).start();
      for (const field of JOB_POST_FIELDS) actor.send({ type: "field.change", field, value: ODD_EMOJI });
      for (const field of JOB_POST_FIELDS) {
        expect(hasLoneSurrogate(actor.getSnapshot().context.values[field])).toBe(false);
      }
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Post a New Project

function wizard() {
  const actor = createActor(projectWizardMachine).start();
  actor.send({ type: "draft.none" });
  return actor;
}

const TEXT_DETAILS = ["title", "location", "description"] as const;
const TEXT_BUDGET = ["budgetMin", "budgetMax", "startDate"] as const;

const projectEntries: BadInput[] = [
  {
    area: "form field: post a project",
    input: "10,000 characters in every text field, then Save Draft and a reload",
    expected: "each field keeps its limit, and the saved draft reads back whole (never discarded)",
    check: () => {
      const actor = wizard();
      for (const field of TEXT_DETAILS) actor.send({ type: "field.change", field, value: LONG });
      const draft = actor.getSnapshot().context.draft;
      for (const field of TEXT_DETAILS) expect(draft[field]).toBe(LONG.slice(0, FIELD_LIMITS[field]));
      const withBudget = { ...draft };
      for (const field of TEXT_BUDGET) withBudget[field] = LONG.slice(0, FIELD_LIMITS[field]);
      expect(validateStoredDraft(roundTrip(withBudget))).toEqual(withBudget);
      // Every field the wizard accepts has a limit the stored draft honours.
      expect(Object.keys(FIELD_LIMITS).sort()).toEqual([...DETAILS_FIELDS, ...BUDGET_FIELDS].sort());
    },
  },
  {
    area: "form field: post a project",
    input: "a start date with a six-digit year (a date input allows 275760-09-13)",
    expected: "flagged on the budget step, and kept through Save Draft rather than losing the whole draft",
    check: () => {
      const actor = wizard();
      actor.send({ type: "field.change", field: "title", value: "Cell retrofit" });
      const draft = { ...actor.getSnapshot().context.draft, startDate: "275760-09-13" };
      expect(budgetProblems(draft)).toContain("startDate");
      expect(validateStoredDraft(roundTrip(draft))?.startDate).toBe("275760-09-13");
    },
  },
  {
    area: "form field: post a project",
    input: "only spaces in title and location",
    expected: "they count as empty: Continue stays unavailable",
    check: () => {
      const actor = wizard();
      actor.send({ type: "field.change", field: "title", value: "    " });
      actor.send({ type: "field.change", field: "projectType", value: "Robot Programming" });
      actor.send({ type: "field.change", field: "industry", value: "Automotive" });
      actor.send({ type: "field.change", field: "location", value: "\t \n" });
      expect(missingDetails(actor.getSnapshot().context.draft)).toEqual(["title", "location"]);
      expect(actor.getSnapshot().can({ type: "step.next" })).toBe(false);
    },
  },
  ...TEXT_CASES.map(([label, value]) => ({
    area: "form field: post a project",
    input: `${label} in title, location and description`,
    expected: "kept exactly, and round-trips through Save Draft",
    check: () => {
      const actor = wizard();
      for (const field of TEXT_DETAILS) actor.send({ type: "field.change", field, value });
      const draft = actor.getSnapshot().context.draft;
      for (const field of TEXT_DETAILS) expect(draft[field]).toBe(value);
      expect(validateStoredDraft(roundTrip(draft))).toEqual(draft);
    },
  })),
  {
    area: "form field: post a project skills",
    input: "a 10,000-character skill, only spaces, padded text, HTML and RTL",
    expected: "too long and blank refused with a reason; the rest trimmed and kept as text",
    check: () => {
      expect(skillProblem([], LONG)).toBe("tooLong");
      expect(skillProblem([], "    ")).toBe("empty");
      expect(normalizeProjectSkill("   Robot    Programming  ")).toBe("Robot Programming");
      expect(skillProblem(["Robot Programming"], " robot programming ")).toBe("duplicate");
      expect(skillProblem([], "<b>PLC</b>")).toBeNull();
      expect(skillProblem([], RTL)).toBeNull();
    },
  },
  {
    area: "form field: post a project",
    input: "emoji straddling every length limit",
    expected: "cut before the emoji, never through it",
    check: () => {
      const actor = wizard();
      for (const field of TEXT_DETAILS) actor.send({ type: "field.change", field, value: ODD_EMOJI });
      for (const field of TEXT_DETAILS) {
        expect(hasLoneSurrogate(actor.getSnapshot().context.draft[field])).toBe(false);
      }
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Resume builder

function resumeDraftAfter(
  build: (
    send: (event: Parameters<ReturnType<typeof createActor<typeof resumeBuilderMachine>>["send"]>[0]) => void,
  ) => void,
) {
  const actor = createActor(resumeBuilderMachine).start();
  actor.send({ type: "draft.none" });
  build((event) => actor.send(event));
  const { context } = actor.getSnapshot();
  return {
    actor,
    stored: parseStoredSnapshot(roundTrip(toStoredSnapshot(stepOf(actor.getSnapshot()), context))),
  };
}

const resumeEntries: BadInput[] = [
  {
    area: "form field: resume builder",
    input:
      "10,000 characters in every personal and experience field and in the skill and certification boxes",
    expected: "each keeps its limit (as the inputs do), and the saved draft reads back after a reload",
    check: () => {
      const { actor, stored } = resumeDraftAfter((send) => {
        for (const field of PERSONAL_FIELDS) send({ type: "field.change", field, value: LONG });
        // (An over-long email is not an email: Next refuses it, so the visitor fixes it.)
        send({ type: "step.next" });
        send({ type: "field.change", field: "email", value: "alex@example.com" });
        send({ type: "step.next" });
        send({ type: "experience.add" });
        const values = Object.fromEntries(EXPERIENCE_FIELDS.map((field) => [field, LONG]));
        send({ type: "experience.change", id: 1, values });
        send({ type: "skill.input", value: LONG });
        send({ type: "certification.input", value: LONG });
      });
      const { profile, skillDraft } = actor.getSnapshot().context;
      for (const field of ["fullName", "phone", "location"] as const) {
        expect(profile.personalInfo[field]).toBe(LONG.slice(0, MAX_FIELD_LENGTH));
      }
      for (const field of EXPERIENCE_FIELDS) {
        expect(profile.experience[0]?.[field]).toBe(LONG.slice(0, experienceFieldLimit(field)));
      }
      expect(skillDraft).toBe(LONG.slice(0, MAX_ITEM_DRAFT_LENGTH));
      expect(stored, "the stored draft is read back, not discarded").not.toBeNull();
      expect(stored?.context.profile).toEqual(profile);
    },
  },
  {
    area: "form field: resume builder",
    input: "a 10,000-character skill or certification added",
    expected: "refused with 'Keep it under 80 characters'; the box keeps the text to fix",
    check: () => {
      expect(itemProblem([], LONG)).toBe("tooLong");
      const actor = createActor(resumeBuilderMachine).start();
      actor.send({ type: "draft.none" });
      actor.send({ type: "skill.input", value: LONG });
      actor.send({ type: "skill.add", value: LONG });
      expect(actor.getSnapshot().context.profile.skills).toEqual([]);
      expect(actor.getSnapshot().context.skillError?.problem).toBe("tooLong");
      expect(actor.getSnapshot().context.skillDraft).not.toBe("");
    },
  },
  ...TEXT_CASES.map(([label, value]) => ({
    area: "form field: resume builder",
    input: `${label} as name, company and skill`,
    expected: "kept exactly and read back after a reload",
    check: () => {
      const { stored } = resumeDraftAfter((send) => {
        send({ type: "field.change", field: "fullName", value });
        send({ type: "step.next" });
        send({ type: "experience.add" });
        send({ type: "experience.change", id: 1, values: { company: value, title: value } });
        send({ type: "experience.done", id: 1 });
        send({ type: "step.next" });
        send({ type: "skill.add", value });
      });
      expect(stored?.context.profile.personalInfo.fullName).toBe(value);
      expect(stored?.context.profile.experience[0]?.company).toBe(value);
      expect(stored?.context.profile.skills).toEqual([value.replace(/\s+/g, " ").trim()]);
    },
  })),
  {
    area: "form field: resume builder",
    input: "an emoji or right-to-left name on the avatar",
    expected: "initials are whole characters, never half an emoji",
    check: () => {
      expect(initials("🤖 Robotics")).toBe("🤖R");
      expect(hasLoneSurrogate(initials("👩🏽‍🔧 Zoë"))).toBe(false);
      expect(initials(RTL)).toBe("مآ");
      expect(initials("   ")).toBe("");
    },
  },
  {
    area: "form field: resume builder",
    input: "surrounding spaces in email; only spaces as a skill",
    expected: "the email counts trimmed; a blank skill is refused with a reason",
    check: () => {
      expect(
        personalInfoProblems({ fullName: "", email: "  alex@example.com  ", phone: "", location: "" }),
      ).toEqual({});
      expect(itemProblem([], "     ")).toBe("empty");
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Job alert and the source as a whole

const otherEntries: BadInput[] = [
  {
    area: "form field: job alert",
    input: "an email with surrounding spaces; a 10,000-character email; HTML",
    expected: "the padded one is stored trimmed; the others are refused and the form stays open",
    check: () => {
      const make = (value: string) => {
        const actor = createActor(jobAlertMachine).start();
        actor.send({ type: "draft.none" });
        actor.send({ type: "field.change", field: "email", value });
        actor.send({ type: "form.submit" });
        return actor.getSnapshot();
      };
      expect(make("  ana@example.com  ").context.active?.email).toBe("ana@example.com");
      expect(make(`${LONG}@example.com`).context.active).toBeNull();
      expect(make(HTML).context.active).toBeNull();
    },
  },
  {
    area: "form field: every form",
    input: "HTML anywhere a visitor types",
    expected: "rendered as text: no view or component writes raw HTML",
    check: () => {
      const files: string[] = [];
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) walk(path);
          else if (/\.(ts|tsx)$/.test(name)) files.push(path);
        }
      };
      walk("src");
      const raw = files.filter((file) =>
        /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|document\.write/.test(
          readFileSync(file, "utf8"),
        ),
      );
      expect(files.length).toBeGreaterThan(20);
      expect(raw).toEqual([]);
    },
  },
];

export const formEntries: BadInput[] = [
  ...signupEntries,
  ...jobPostEntries,
  ...projectEntries,
  ...resumeEntries,
  ...otherEntries,
];
