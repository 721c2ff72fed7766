import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { postProjectCopy, SCOPE_BY_TYPE } from "../../../src/content/postProject";
import { GENERAL_SKILL_SUGGESTIONS, SKILL_SUGGESTIONS } from "../../../src/content/projectSkills";
import {
  budgetProblems,
  descriptionPlaceholders,
  draftDescription,
  emptyDraft,
  formatBudget,
  formatStartDate,
  isDraftEmpty,
  isIsoDate,
  LIMITS,
  missingDetails,
  PROJECT_DURATIONS,
  PROJECT_TYPES,
  type ProjectDraft,
  parseMoney,
  projectSummary,
  type StoredDraftRead,
  skillProblem,
  startingDraft,
  stepReachable,
  suggestedSkills,
  validateStoredDraft,
} from "../../../src/domain/projectWizard";

const complete: ProjectDraft = {
  title: "Fanuc robot cell retrofit",
  projectType: "Robot Programming",
  industry: "Automotive",
  location: "Detroit, MI",
  description: "",
  skills: ["Fanuc"],
  workType: "Hourly Contract",
  budgetMin: "85",
  budgetMax: "110",
  startDate: "2035-09-17",
  duration: "1-3 months",
};

describe("step 1 rules", () => {
  it("knows an empty draft", () => {
    expect(isDraftEmpty(emptyDraft)).toBe(true);
    expect(isDraftEmpty({ ...emptyDraft, location: " " })).toBe(true);
    expect(isDraftEmpty({ ...emptyDraft, skills: ["Fanuc"] })).toBe(false);
    expect(isDraftEmpty(complete)).toBe(false);
  });

  it("needs title, type, industry and location; the description is only a hint", () => {
    expect(missingDetails(emptyDraft)).toEqual(["title", "projectType", "industry", "location"]);
    expect(missingDetails({ ...complete, description: "" })).toEqual([]);
    expect(missingDetails({ ...complete, title: "   " })).toEqual(["title"]);
  });
});

describe("skills", () => {
  it("rejects empty, duplicate (any case), oversized and a 13th skill", () => {
    expect(skillProblem([], "  ")).toBe("empty");
    expect(skillProblem(["Fanuc"], " fanuc ")).toBe("duplicate");
    expect(skillProblem([], "x".repeat(LIMITS.skill + 1))).toBe("tooLong");
    const twelve = Array.from({ length: 12 }, (_, i) => `Skill ${i}`);
    expect(skillProblem(twelve, "PROFINET")).toBe("full");
    expect(skillProblem(["Fanuc"], "PROFINET")).toBeNull();
  });

  it("suggests skills for the chosen type, leaving out those already chosen", () => {
    expect(suggestedSkills("Robot Programming", [], SKILL_SUGGESTIONS, GENERAL_SKILL_SUGGESTIONS)).toEqual(
      SKILL_SUGGESTIONS["Robot Programming"],
    );
    expect(
      suggestedSkills("Robot Programming", ["fanuc"], SKILL_SUGGESTIONS, GENERAL_SKILL_SUGGESTIONS),
    ).not.toContain("Fanuc");
    expect(suggestedSkills("", [], SKILL_SUGGESTIONS, GENERAL_SKILL_SUGGESTIONS).length).toBeGreaterThan(0);
  });

  it("treats a type named like an Object.prototype member as any unknown type", () => {
    for (const type of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
      expect(suggestedSkills(type, [], SKILL_SUGGESTIONS, GENERAL_SKILL_SUGGESTIONS)).toEqual(
        GENERAL_SKILL_SUGGESTIONS,
      );
      expect(draftDescription({ ...emptyDraft, projectType: type }, SCOPE_BY_TYPE)).not.toContain(
        "Scope of work",
      );
    }
  });
});

describe("budget & timeline", () => {
  it("parses whole dollars only", () => {
    expect(parseMoney("1,500")).toBe(1500);
    expect(parseMoney("$85")).toBe(85);
    expect(parseMoney("8.5")).toBeNull();
    expect(parseMoney("-3")).toBeNull();
    expect(parseMoney("")).toBeNull();
  });

  it("checks dates exist", () => {
    expect(isIsoDate("2025-02-28")).toBe(true);
    expect(isIsoDate("2025-02-30")).toBe(false);
    expect(isIsoDate("15/09/2025")).toBe(false);
  });

  it("lists every problem, and none for a complete budget", () => {
    expect(budgetProblems(complete)).toEqual([]);
    expect(budgetProblems(emptyDraft)).toEqual([
      "workType",
      "budgetMin",
      "budgetMax",
      "startDate",
      "duration",
    ]);
    expect(budgetProblems({ ...complete, budgetMin: "200" })).toEqual(["budgetOrder"]);
    expect(budgetProblems({ ...complete, budgetMin: "5" })).toEqual(["budgetBounds"]);
    expect(budgetProblems({ ...complete, workType: "Direct Job" })).toEqual(["budgetBounds"]);
    expect(
      budgetProblems({ ...complete, workType: "Direct Job", budgetMin: "90000", budgetMax: "120000" }),
    ).toEqual([]);
  });

  it("formats the pay for each work type and the start date without a time zone shift", () => {
    expect(formatBudget(complete)).toBe("$85-$110 per hour");
    expect(
      formatBudget({ ...complete, workType: "Project / RFQ", budgetMin: "25000", budgetMax: "40000" }),
    ).toBe("$25,000-$40,000 project budget");
    expect(
      formatBudget({ ...complete, workType: "Direct Job", budgetMin: "95000", budgetMax: "95000" }),
    ).toBe("$95,000 per year");
    expect(formatStartDate("2025-09-01")).toBe("Sep 1, 2025");
  });
});

describe("steps", () => {
  it("opens a step only when every step before it is complete", () => {
    expect(stepReachable(emptyDraft, "details")).toBe(true);
    expect(stepReachable(emptyDraft, "skills")).toBe(false);
    expect(stepReachable({ ...complete, skills: [] }, "skills")).toBe(true);
    expect(stepReachable({ ...complete, skills: [] }, "budget")).toBe(false);
    expect(stepReachable(complete, "review")).toBe(true);
    expect(stepReachable({ ...complete, budgetMax: "" }, "review")).toBe(false);
  });
});

describe("AI Assist", () => {
  it("is deterministic and built from the chosen fields", () => {
    const text = draftDescription(complete, SCOPE_BY_TYPE);
    expect(draftDescription(complete, SCOPE_BY_TYPE)).toBe(text);
    expect(text).toContain("robot programming specialist");
    expect(text).toContain("for an automotive project in Detroit, MI");
    expect(draftDescription({ ...complete, industry: "Packaging" }, SCOPE_BY_TYPE)).toContain(
      "for a packaging project",
    );
    expect(formatBudget({ ...complete, budgetMin: "200" })).toBe("");
    expect(text).toContain("- Fanuc");
    expect(text).toContain("$85-$110 per hour");
    expect(text).toContain("Sep 17, 2035");
  });

  it("inserts no [bracketed] placeholders: what is not chosen yet is left out", () => {
    const text = draftDescription(emptyDraft, SCOPE_BY_TYPE);
    expect(text).not.toMatch(/\[|\]/);
    expect(text).toContain("Overview");
    const early = draftDescription({ ...emptyDraft, projectType: "Robot Programming" }, SCOPE_BY_TYPE);
    expect(descriptionPlaceholders(early)).toEqual([]);
    expect(early).toContain("Scope of work");
  });

  it("finds the [bracketed] prompts a description may still hold, each once, in order", () => {
    expect(descriptionPlaceholders("Two robots need new grippers.")).toEqual([]);
    expect(descriptionPlaceholders("[a] and [a] and [b]")).toEqual(["[a]", "[b]"]);
    // Empty brackets, brackets across lines and a stray bracket are not prompts.
    expect(descriptionPlaceholders("[] [  ] [start\nend] a [ b ] c")).toEqual(["[ b ]"]);
  });

  it("writes a scope for every project type", () => {
    for (const type of PROJECT_TYPES) {
      expect(draftDescription({ ...emptyDraft, projectType: type }, SCOPE_BY_TYPE)).not.toContain(
        "[Describe the work",
      );
    }
  });
});

describe("stored drafts", () => {
  it("accepts exactly the shape Save Draft writes", () => {
    expect(validateStoredDraft(complete)).toEqual(complete);
    expect(validateStoredDraft(emptyDraft)).toEqual(emptyDraft);
  });

  it.each([
    ["null", null],
    ["an array", []],
    ["a string", "draft"],
    ["a missing field", { ...complete, duration: undefined }],
    ["a number for a text", { ...complete, title: 42 }],
    ["an unknown project type", { ...complete, projectType: "Welding" }],
    ["an unknown duration", { ...complete, duration: "2 weeks" }],
    ["skills that are not a list", { ...complete, skills: "Fanuc" }],
    ["a blank skill", { ...complete, skills: ["  "] }],
    ["the same skill twice", { ...complete, skills: ["Fanuc", " fanuc"] }],
    ["too many skills", { ...complete, skills: Array.from({ length: 13 }, (_, i) => `S${i}`) }],
    ["an oversized title", { ...complete, title: "x".repeat(500) }],
  ])("rejects %s", (_label, data) => {
    expect(validateStoredDraft(data)).toBeNull();
  });

  it("never throws, whatever is stored", () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const result = validateStoredDraft(data);
        return result === null || (typeof result.title === "string" && Array.isArray(result.skills));
      }),
    );
  });

  it("keeps durations and types to the option lists", () => {
    for (const duration of PROJECT_DURATIONS)
      expect(validateStoredDraft({ ...complete, duration })).not.toBeNull();
  });
});

describe("which draft the wizard starts from", () => {
  const saved = (value: ProjectDraft): StoredDraftRead => ({ status: "restored", value });
  const none: StoredDraftRead = { status: "empty" };
  const corrupt: StoredDraftRead = { status: "discarded", reason: "corrupt" };
  const edited = { ...complete, title: "Edited in this tab, not saved" };

  it("this tab's working copy wins when it holds changes that are not the saved draft", () => {
    expect(startingDraft(saved(complete), saved(edited))).toEqual({
      from: "workingCopy",
      draft: edited,
      saved: complete,
    });
    expect(startingDraft(none, saved(edited))).toEqual({ from: "workingCopy", draft: edited, saved: null });
    // A saved draft that could not be read does not hide this tab's own changes.
    expect(startingDraft(corrupt, saved(edited))).toEqual({
      from: "workingCopy",
      draft: edited,
      saved: null,
    });
  });

  it("the saved draft wins when the working copy is that draft, empty, missing or unreadable", () => {
    for (const working of [saved(complete), saved(emptyDraft), none, corrupt]) {
      expect(startingDraft(saved(complete), working)).toEqual({ from: "saved", draft: complete });
    }
  });

  it("without a working copy worth restoring, an unreadable saved draft is reported, and nothing is nothing", () => {
    expect(startingDraft({ status: "discarded", reason: "outdated" }, none)).toEqual({
      from: "discarded",
      reason: "outdated",
    });
    expect(startingDraft(corrupt, saved(emptyDraft))).toEqual({ from: "discarded", reason: "corrupt" });
    expect(startingDraft(none, none)).toEqual({ from: "nothing" });
    expect(startingDraft(none, saved(emptyDraft))).toEqual({ from: "nothing" });
  });
});

describe("the review step's hand-off summary", () => {
  it("is one labelled line a field, the description last, empty fields left out", () => {
    const labels = postProjectCopy.review.labels;
    expect(projectSummary({ ...complete, description: "  Two robots need new grippers.\n" }, labels)).toBe(
      [
        "Title: Fanuc robot cell retrofit",
        "Project type: Robot Programming",
        "Industry: Automotive",
        "Location: Detroit, MI",
        "Work type: Hourly Contract",
        "Pay: $85-$110 per hour",
        "Start date: Sep 17, 2035",
        "Duration: 1-3 months",
        "Skills: Fanuc",
        "",
        "Description:",
        "Two robots need new grippers.",
        "",
      ].join("\n"),
    );
    expect(projectSummary({ ...emptyDraft, title: "Only a title" }, labels)).toBe("Title: Only a title\n");
  });
});
