import { describe, expect, it } from "vitest";
import { EMPLOYMENT_TYPES, JOB_POST_INDUSTRIES } from "../../../src/content/postJob";
import {
  emptyJobPost,
  isJobPostComplete,
  isJobPostReady,
  type JobPostValues,
  jobPostProblems,
  missingJobPostFields,
} from "../../../src/domain/jobPost";

const complete: JobPostValues = {
  name: "Jordan Miller",
  email: "jordan@example.com",
  phone: "313 555 0142",
  industry: "Aerospace",
  skills: "Fanuc",
  jobTitle: "Controls Engineer",
  employmentType: "Contract",
  comments: "",
};

describe("job post rules", () => {
  it("requires every field except comments, in form order", () => {
    expect(missingJobPostFields(emptyJobPost)).toEqual([
      "name",
      "email",
      "phone",
      "jobTitle",
      "industry",
      "employmentType",
      "skills",
    ]);
    expect(missingJobPostFields(complete)).toEqual([]);
    expect(isJobPostComplete(complete)).toBe(true);
  });

  it("treats blank text as empty", () => {
    expect(missingJobPostFields({ ...complete, name: "   ", skills: "\t" })).toEqual(["name", "skills"]);
  });

  it("accepts a post only with a valid email; a filled but malformed email is a problem of its own", () => {
    expect(isJobPostReady(complete)).toBe(true);
    for (const email of ["not-an-email", "jordan@", "jordan@example", "jordan example.com"]) {
      expect(isJobPostComplete({ ...complete, email })).toBe(true);
      expect(isJobPostReady({ ...complete, email })).toBe(false);
      expect(jobPostProblems({ ...complete, email })).toEqual({ email: "email" });
    }
    expect(jobPostProblems(complete)).toEqual({});
    // Empty is "required", whatever the field; the email rule only speaks once something is typed.
    expect(jobPostProblems({ ...complete, email: "  ", phone: "" })).toEqual({
      email: "required",
      phone: "required",
    });
    expect(jobPostProblems({ ...complete, email: "bad", name: "" })).toEqual({
      name: "required",
      email: "email",
    });
  });

  it("has the spec's option lists", () => {
    expect(JOB_POST_INDUSTRIES).toEqual([
      "Automotive Manufacturing",
      "Pharmaceutical",
      "Aerospace",
      "Food & Beverage",
      "Oil & Gas",
      "Chemical Processing",
      "Electronics",
      "Other Manufacturing",
    ]);
    expect(EMPLOYMENT_TYPES).toEqual(["Full-time", "Part-time", "Contract"]);
  });
});
