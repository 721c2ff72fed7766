import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { phoneMetadataSubset } from "../../../scripts/phoneMetadata.mjs";
import { postJobCopy } from "../../../src/content/postJob";
import { postProjectCopy } from "../../../src/content/postProject";
import { signupErrors } from "../../../src/content/signup";
import { isJobPostReady, type JobPostValues, jobPostProblems } from "../../../src/domain/jobPost";
import {
  EMPTY_SIGNUP_FORM,
  firstFailingField,
  firstSignupProblem,
  type SignupForm,
  signupProblem,
} from "../../../src/domain/jobSeekerSignup";
import { hasEnoughLetters } from "../../../src/domain/names";
import { isValidPhone, phoneProblem, phoneRegion } from "../../../src/domain/phone";
import { phoneMetadata } from "../../../src/domain/phoneMetadata";
import { budgetProblems, emptyDraft, isoDay } from "../../../src/domain/projectWizard";

const require = createRequire(import.meta.url);

describe("phone numbers (libphonenumber-js, the regions the site serves)", () => {
  it("reads US, Canadian, Mexican and UK numbers, written at home or with their country code", () => {
    expect(phoneRegion("(313) 555-0142")).toBe("US");
    expect(phoneRegion("313.867.5309")).toBe("US");
    expect(phoneRegion("+1 416 967 1111")).toBe("CA");
    expect(phoneRegion("416-967-1111")).toBe("CA");
    expect(phoneRegion("+52 55 1234 5678")).toBe("MX");
    expect(phoneRegion("+44 20 7946 0958")).toBe("GB");
    expect(phoneRegion("020 7946 0958")).toBe("GB");
  });

  it("refuses what no one could be called on, and regions the site does not serve", () => {
    for (const raw of ["12", "555", "555-0142", "1234567", "phone", "+33 1 23 45 67 89", "+1 876 555 1234"]) {
      expect(phoneRegion(raw), raw).toBeNull();
    }
  });

  it("names the problem: nothing typed, or not a valid number", () => {
    expect(phoneProblem("  ")).toBe("phoneRequired");
    expect(phoneProblem("12")).toBe("phoneInvalid");
    expect(phoneProblem("(313) 555-0142")).toBeNull();
  });

  it("keeps its metadata in step with the installed library's smallest build", () => {
    expect(phoneMetadata).toEqual(phoneMetadataSubset(require("libphonenumber-js/metadata.min.json")));
  });
});

describe("names", () => {
  it("need two letters, in any script", () => {
    expect(hasEnoughLetters("J")).toBe(false);
    expect(hasEnoughLetters("J.")).toBe(false);
    expect(hasEnoughLetters("1 2")).toBe(false);
    expect(hasEnoughLetters("Jo")).toBe(true);
    expect(hasEnoughLetters("Åsa")).toBe(true);
  });
});

const post: JobPostValues = {
  name: "Jordan Miller",
  email: "jordan@example.com",
  phone: "(313) 555-0142",
  industry: "Aerospace",
  skills: "Fanuc",
  jobTitle: "Controls Engineer",
  employmentType: "Contract",
  comments: "",
};

describe("job post: name and phone", () => {
  it("refuses the name 'J' and the phone '12', each with its own message", () => {
    const values = { ...post, name: "J", phone: "12" };
    expect(jobPostProblems(values, isValidPhone)).toEqual({ name: "name", phone: "phone" });
    expect(isJobPostReady(values, isValidPhone)).toBe(false);
    // Before the phone library is in, a typed phone counts as filled (the intake checks it).
    expect(jobPostProblems(values)).toEqual({ name: "name" });
    expect(postJobCopy.fieldProblem.name).toMatch(/2 letters/);
    expect(postJobCopy.fieldProblem.phone).toMatch(/phone number/);
    expect(isJobPostReady(post, isValidPhone)).toBe(true);
  });

  it("still says 'required' first for an empty field", () => {
    expect(jobPostProblems({ ...post, name: " ", phone: "" })).toEqual({
      name: "required",
      phone: "required",
    });
  });
});

const form: SignupForm = {
  ...EMPTY_SIGNUP_FORM,
  fullName: "Jordan Rivera",
  email: "jordan@example.com",
  phone: "(313) 555-0142",
  skills: ["Fanuc Robotics"],
  experienceLevel: "mid",
  jobTypes: ["contract"],
  availability: "now",
};

describe("registration: checks 1 and 3 go further, in the same order", () => {
  it("check 3: empty says the spec's message, '555' a new one", () => {
    expect(firstSignupProblem(form, isValidPhone)).toBeNull();
    expect(firstSignupProblem({ ...form, phone: "" }, isValidPhone)).toEqual({
      field: "phone",
      problem: "phone",
    });
    expect(signupProblem({ ...form, phone: "" }, "phone", isValidPhone)).toBe("phone");
    expect(signupErrors.phone).toBe("Phone number is required");
    expect(firstSignupProblem({ ...form, phone: "555" }, isValidPhone)).toEqual({
      field: "phone",
      problem: "phoneInvalid",
    });
    expect(signupErrors.phoneInvalid).toMatch(/valid phone number/);
  });

  it("check 3 without the phone library is the spec's: a phone is typed", () => {
    expect(firstFailingField({ ...form, phone: "" })).toBe("phone");
    expect(firstFailingField({ ...form, phone: "555" })).toBeNull();
    expect(signupProblem({ ...form, phone: "555" }, "phone")).toBeNull();
  });

  it("check 1: one character keeps the spec's message, two without two letters a new one", () => {
    expect(signupProblem({ ...form, fullName: "J" }, "fullName")).toBe("fullName");
    expect(signupErrors.fullName).toBe("Full name must be at least 2 characters");
    expect(signupProblem({ ...form, fullName: "J." }, "fullName")).toBe("fullNameLetters");
    expect(signupErrors.fullNameLetters).toMatch(/2 letters/);
  });

  it("a bad phone does not jump ahead of the name or the email", () => {
    expect(firstSignupProblem({ ...form, fullName: "J", phone: "555" }, isValidPhone)?.field).toBe(
      "fullName",
    );
    expect(firstSignupProblem({ ...form, email: "jordan@", phone: "555" }, isValidPhone)?.field).toBe(
      "email",
    );
    expect(firstFailingField({ ...form, fullName: "J." })).toBe("fullName");
  });
});

describe("project wizard: the start date", () => {
  const draft = {
    ...emptyDraft,
    workType: "Hourly Contract",
    budgetMin: "80",
    budgetMax: "120",
    duration: "1-3 months",
  };
  it("cannot be in the past", () => {
    expect(budgetProblems({ ...draft, startDate: "2024-01-15" }, "2026-11-28")).toContain("startDatePast");
    expect(budgetProblems({ ...draft, startDate: "2026-11-27" }, "2026-11-28")).toContain("startDatePast");
    expect(budgetProblems({ ...draft, startDate: "2026-11-28" }, "2026-11-28")).not.toContain(
      "startDatePast",
    );
    expect(budgetProblems({ ...draft, startDate: "2027-01-04" }, "2026-11-28")).not.toContain(
      "startDatePast",
    );
    expect(postProjectCopy.budget.errors.startDatePast).toMatch(/past/);
  });
  it("is checked against the day on the clock by default", () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe("2026-01-05");
    expect(budgetProblems({ ...draft, startDate: "2024-01-15" })).toContain("startDatePast");
  });
});
