import { describe, expect, it } from "vitest";
import {
  availabilityOptions,
  experienceLevels,
  presetLocations,
  signupErrors,
  signupJobTypes,
} from "../../../src/content/signup";
import {
  customSkillProblem,
  EMPTY_SIGNUP_FORM,
  firstFailingField,
  isBlankForm,
  normalizeSkill,
  presetSkills,
  restorableSignupDraft,
  SIGNUP_CHECKS,
  SIGNUP_RULES,
  type SignupForm,
  toggleJobType,
  validateSignupDraft,
} from "../../../src/domain/jobSeekerSignup";

const VALID: SignupForm = {
  fullName: "Jordan Rivera",
  email: "jordan@example.com",
  phone: "(313) 555-0142",
  experienceLevel: "mid",
  jobTypes: ["contract"],
  location: "",
  availability: "now",
  skills: ["ABB Robotics"],
};

describe("registration content", () => {
  it("has the spec's seven messages, word for word", () => {
    expect(signupErrors).toEqual({
      fullName: "Full name must be at least 2 characters",
      fullNameLetters: "Full name must contain at least 2 letters",
      email: "Please enter a valid email address",
      phone: "Phone number is required",
      phoneInvalid:
        "Please enter a valid phone number: a US, Canadian, Mexican or UK number, like (313) 555-0142",
      skills: "Please select at least one skill",
      experienceLevel: "Please select your experience level",
      jobTypes: "Please select at least one job type",
      availability: "Please select your availability",
    });
  });

  it("offers twelve distinct preset skills and the spec's option lists", () => {
    expect(presetSkills).toHaveLength(12);
    expect(new Set(presetSkills.map((s) => s.toLowerCase())).size).toBe(12);
    expect(experienceLevels.map((o) => `${o.value} ${o.detail}`)).toEqual([
      "entry 0-2 years",
      "mid 3-7 years",
      "senior 8+ years",
    ]);
    expect(signupJobTypes.map((o) => o.label)).toEqual(["Contract", "Full-time", "Part-time"]);
    expect(availabilityOptions.map((o) => o.value)).toEqual(["now", "2weeks", "1month", "employed"]);
    expect(availabilityOptions.at(-1)?.label).toBe("Currently Employed, open to offers");
    expect(presetLocations).toEqual([
      "Detroit, MI",
      "Houston, TX",
      "Chicago, IL",
      "Los Angeles, CA",
      "Dallas, TX",
      "Remote",
    ]);
    expect(SIGNUP_RULES).toMatchObject({ maxSkills: 8, minNameLength: 2, submitDelayMs: 1500 });
  });
});

describe("submit checks", () => {
  it("run in the spec's order", () => {
    expect(SIGNUP_CHECKS.map(([field]) => field)).toEqual([
      "fullName",
      "email",
      "phone",
      "skills",
      "experienceLevel",
      "jobTypes",
      "availability",
    ]);
  });

  it("stop at the first that fails", () => {
    expect(firstFailingField(EMPTY_SIGNUP_FORM)).toBe("fullName");
    expect(firstFailingField({ ...VALID, fullName: " J " })).toBe("fullName");
    expect(firstFailingField({ ...VALID, email: "jordan@example", phone: "" })).toBe("email");
    expect(firstFailingField({ ...VALID, phone: "   ", skills: [] })).toBe("phone");
    expect(firstFailingField({ ...VALID, skills: [], experienceLevel: "" })).toBe("skills");
    expect(firstFailingField({ ...VALID, experienceLevel: "", jobTypes: [] })).toBe("experienceLevel");
    expect(firstFailingField({ ...VALID, jobTypes: [], availability: "" })).toBe("jobTypes");
    expect(firstFailingField({ ...VALID, availability: "" })).toBe("availability");
    expect(firstFailingField(VALID)).toBeNull();
  });

  it("leave the location optional", () => {
    expect(firstFailingField({ ...VALID, location: "" })).toBeNull();
  });
});

describe("skills", () => {
  it("are trimmed, with inner spaces collapsed, and presets keep their spelling", () => {
    expect(normalizeSkill("  Beckhoff   TwinCAT ")).toBe("Beckhoff TwinCAT");
    expect(normalizeSkill(" abb robotics")).toBe("ABB Robotics");
    expect(normalizeSkill("x".repeat(200))).toHaveLength(SIGNUP_RULES.maxSkillLength);
  });

  it("say why a typed skill cannot be added", () => {
    expect(customSkillProblem([], "   ")).toBe("blank");
    expect(customSkillProblem(["ABB Robotics"], "abb ROBOTICS")).toBe("duplicate");
    expect(customSkillProblem(presetSkills.slice(0, 8), "Beckhoff")).toBe("limit");
    expect(customSkillProblem(["ABB Robotics"], "Beckhoff")).toBeNull();
  });

  it("job types keep the listed order when toggled", () => {
    expect(toggleJobType(["part-time"], "contract")).toEqual(["contract", "part-time"]);
    expect(toggleJobType(["contract", "part-time"], "contract")).toEqual(["part-time"]);
  });
});

describe("validateSignupDraft", () => {
  it("restores a well-formed draft", () => {
    expect(validateSignupDraft(VALID)).toEqual(VALID);
  });

  it("drops unknown options and repairs the skill list", () => {
    const draft = validateSignupDraft({
      ...VALID,
      experienceLevel: "wizard",
      availability: "yesterday",
      jobTypes: ["part-time", "gig", "contract"],
      skills: [" abb robotics", "ABB Robotics", 7, "", ...presetSkills],
    });
    expect(draft?.experienceLevel).toBe("");
    expect(draft?.availability).toBe("");
    expect(draft?.jobTypes).toEqual(["contract", "part-time"]);
    expect(draft?.skills).toHaveLength(8);
    expect(draft?.skills[0]).toBe("ABB Robotics");
  });

  it.each([
    null,
    "draft",
    42,
    [],
    { fullName: 3 },
    { ...VALID, skills: "ABB" },
    { ...VALID, jobTypes: null },
  ])("discards %j", (data) => {
    expect(validateSignupDraft(data)).toBeNull();
  });

  it("knows a blank form", () => {
    expect(isBlankForm(EMPTY_SIGNUP_FORM)).toBe(true);
    expect(isBlankForm({ ...EMPTY_SIGNUP_FORM, phone: "5" })).toBe(false);
  });

  it("restores a kept draft only when it passes the stored-draft check and holds something", () => {
    expect(restorableSignupDraft(EMPTY_SIGNUP_FORM)).toBeNull();
    expect(restorableSignupDraft({ ...EMPTY_SIGNUP_FORM, fullName: "   " })).toBeNull();
    expect(restorableSignupDraft({ fullName: 3 })).toBeNull();
    expect(restorableSignupDraft({ ...EMPTY_SIGNUP_FORM, phone: "5" })).toEqual({
      ...EMPTY_SIGNUP_FORM,
      phone: "5",
    });
  });
});
