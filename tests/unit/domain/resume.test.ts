import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AI_RECOMMENDATIONS } from "../../../src/content/aiRecommendations";
import { marketInsights, resumeToasts, SPECIALTIES, TEMPLATES, valueCard } from "../../../src/content/resume";
import { SUGGESTED_CERTIFICATIONS, SUGGESTED_SKILLS } from "../../../src/content/resumeSuggestions";
import {
  aiRecommendations,
  completeness,
  emptyEntry,
  emptyProfile,
  entryProblems,
  formatMonth,
  formatPeriod,
  includesItem,
  initials,
  isEndBeforeStart,
  itemProblem,
  MAX_ITEM_LENGTH,
  MAX_ITEMS,
  MAX_PHOTO_BYTES,
  nextEntryId,
  normalizeItem,
  parseProfile,
  personalInfoProblems,
  photoProblem,
  type ResumeProfile,
  recommendedCertifications,
  suggestedSkills,
} from "../../../src/domain/resume";

function profile(overrides: Partial<ResumeProfile> = {}): ResumeProfile {
  return { ...emptyProfile(), ...overrides };
}

const role = { ...emptyEntry(1), company: "Great Lakes Assembly", title: "Controls Engineer" };

describe("spec constants", () => {
  it("offers the five specialties and three templates", () => {
    expect(SPECIALTIES.map((s) => s.label)).toEqual(["Fanuc", "Siemens", "Allen Bradley", "ABB", "SCADA"]);
    expect(TEMPLATES.map((t) => t.label)).toEqual(["Modern", "Classic", "Professional"]);
  });

  it("shows the value card and market figures from the spec", () => {
    expect(valueCard.figures.map((f) => f.value)).toEqual(["$125", "$260K+", "$95-$135"]);
    expect(marketInsights.items.map((i) => i.value)).toContain("2.3 hours");
  });

  it("words the toasts exactly as the spec", () => {
    expect(resumeToasts.completed).toEqual({
      title: "Resume Complete!",
      description: "Your resume is ready! Start applying to top-paying jobs now.",
    });
    expect(resumeToasts.pdfSaved.description("jane-doe-resume.pdf")).toBe(
      "Your resume was saved as jane-doe-resume.pdf.",
    );
  });
});

describe("completeness", () => {
  it("is 0 % for an empty profile and 100 % for a full one", () => {
    expect(completeness(emptyProfile()).percent).toBe(0);
    const full = profile({
      personalInfo: { ...emptyProfile().personalInfo, fullName: "Alex Morgan" },
      experience: [role],
      skills: ["PLC Programming"],
      certifications: ["OSHA 30-Hour General Industry"],
    });
    expect(completeness(full)).toEqual({
      percent: 100,
      items: { fullName: true, experience: true, skills: true, certifications: true },
    });
  });

  it.each([
    [
      "a full name",
      profile({ personalInfo: { ...emptyProfile().personalInfo, fullName: "Alex" } }),
      "fullName",
    ],
    ["a role", profile({ experience: [role] }), "experience"],
    ["a skill", profile({ skills: ["Ladder Logic"] }), "skills"],
    ["a certification", profile({ certifications: ["NFPA 70E Electrical Safety"] }), "certifications"],
  ] as const)("gives 25 %% for %s", (_label, value, item) => {
    const result = completeness(value);
    expect(result.percent).toBe(25);
    expect(result.items[item]).toBe(true);
  });

  it("does not count a blank name or a role with neither company nor title", () => {
    const result = completeness(
      profile({
        personalInfo: { ...emptyProfile().personalInfo, fullName: "   " },
        experience: [{ ...emptyEntry(1), location: "Detroit" }],
      }),
    );
    expect(result.percent).toBe(0);
  });

  it("is always a multiple of 25 between 0 and 100", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.boolean(),
        (name, skills, certifications, withRole) => {
          const { percent } = completeness(
            profile({
              personalInfo: { ...emptyProfile().personalInfo, fullName: name },
              skills,
              certifications,
              experience: withRole ? [role] : [],
            }),
          );
          return percent % 25 === 0 && percent >= 0 && percent <= 100;
        },
      ),
    );
  });
});

describe("adding skills and certifications", () => {
  it("accepts a trimmed, non-empty value not in the list", () => {
    expect(itemProblem([], "  PLC Programming ")).toBeNull();
    expect(normalizeItem("  PLC   Programming ")).toBe("PLC Programming");
  });

  it("refuses an empty or blank value", () => {
    expect(itemProblem([], "")).toBe("empty");
    expect(itemProblem([], "   \t ")).toBe("empty");
  });

  it("refuses a duplicate, ignoring case and extra spaces", () => {
    expect(itemProblem(["PLC Programming"], "plc  programming")).toBe("duplicate");
    expect(includesItem(["Fanuc"], " FANUC ")).toBe(true);
  });

  it("refuses a value that is too long, and a full list", () => {
    expect(itemProblem([], "x".repeat(MAX_ITEM_LENGTH + 1))).toBe("tooLong");
    const full = Array.from({ length: MAX_ITEMS }, (_, i) => `Skill ${i}`);
    expect(itemProblem(full, "One more")).toBe("full");
  });
});

describe("suggestions", () => {
  it("suggests up to 8 skills, leaving out the chosen ones", () => {
    expect(suggestedSkills([], SUGGESTED_SKILLS)).toEqual(SUGGESTED_SKILLS.slice(0, 8));
    const chosen = ["plc programming", "Robot Programming"];
    const suggested = suggestedSkills(chosen, SUGGESTED_SKILLS);
    expect(suggested).toHaveLength(8);
    expect(suggested.some((s) => includesItem(chosen, s))).toBe(false);
    expect(suggestedSkills([...SUGGESTED_SKILLS], SUGGESTED_SKILLS)).toEqual([]);
  });

  it("recommends up to 4 certifications not chosen yet", () => {
    expect(recommendedCertifications([], SUGGESTED_CERTIFICATIONS)).toEqual(
      SUGGESTED_CERTIFICATIONS.slice(0, 4),
    );
    expect(recommendedCertifications([SUGGESTED_CERTIFICATIONS[0]], SUGGESTED_CERTIFICATIONS)).toEqual(
      SUGGESTED_CERTIFICATIONS.slice(1, 5),
    );
  });

  it("has nothing from the AI table until a specialty is chosen", () => {
    expect(aiRecommendations("", [], [], AI_RECOMMENDATIONS)).toEqual({ skills: [], certifications: [] });
  });

  it.each(SPECIALTIES.map((s) => s.value))(
    "recommends up to 3 skills and 2 certifications for %s, with reasons",
    (specialty) => {
      const result = aiRecommendations(specialty, [], [], AI_RECOMMENDATIONS);
      expect(result.skills).toHaveLength(3);
      expect(result.certifications).toHaveLength(2);
      for (const item of [...result.skills, ...result.certifications])
        expect(item.reason.length).toBeGreaterThan(10);
    },
  );

  it("moves on to the next recommendation once one is chosen", () => {
    const [first, , , fourth] = AI_RECOMMENDATIONS.fanuc.skills;
    const result = aiRecommendations("fanuc", [first?.name ?? ""], [], AI_RECOMMENDATIONS);
    expect(result.skills.map((s) => s.name)).not.toContain(first?.name);
    expect(result.skills.map((s) => s.name)).toContain(fourth?.name);
  });
});

describe("experience entries", () => {
  it("needs a company and a title", () => {
    expect(entryProblems(emptyEntry(1))).toEqual({ company: "required", title: "required" });
    expect(entryProblems(role)).toEqual({});
  });

  it("refuses an end date before the start date", () => {
    expect(isEndBeforeStart("2022-05", "2021-01")).toBe(true);
    expect(isEndBeforeStart("2021-01", "2021-01")).toBe(false);
    expect(isEndBeforeStart("2021-01", "")).toBe(false);
    expect(entryProblems({ ...role, startDate: "2022-05", endDate: "2021-01" })).toEqual({
      endDate: "endBeforeStart",
    });
  });

  it("refuses text that is not a month (browsers without a month picker)", () => {
    expect(entryProblems({ ...role, startDate: "March 2020", endDate: "2020-13" })).toEqual({
      startDate: "invalidMonth",
      endDate: "invalidMonth",
    });
  });

  it("formats months and periods the same everywhere", () => {
    expect(formatMonth("2019-03")).toBe("Mar 2019");
    expect(formatMonth("nonsense")).toBe("");
    expect(formatPeriod({ startDate: "2019-03", endDate: "" }, "Present")).toBe("Mar 2019 – Present");
    expect(formatPeriod({ startDate: "2015-06", endDate: "2019-02" }, "Present")).toBe("Jun 2015 – Feb 2019");
    expect(formatPeriod({ startDate: "", endDate: "" }, "Present")).toBe("");
  });

  it("gives new entries the next free id", () => {
    expect(nextEntryId([])).toBe(1);
    expect(nextEntryId([emptyEntry(1), emptyEntry(4)])).toBe(5);
  });
});

describe("personal info and photo", () => {
  it("accepts an empty or valid email and refuses a malformed one", () => {
    const info = emptyProfile().personalInfo;
    expect(personalInfoProblems(info)).toEqual({});
    expect(personalInfoProblems({ ...info, email: "alex@example.com" })).toEqual({});
    expect(personalInfoProblems({ ...info, email: "alex@" })).toEqual({ email: "invalid" });
  });

  it("makes initials from a name", () => {
    expect(initials("alex morgan")).toBe("AM");
    expect(initials("  Cher ")).toBe("C");
    expect(initials("")).toBe("");
  });

  it("accepts images up to 5 MB only, never an empty file", () => {
    expect(photoProblem({ type: "image/png", size: 1 })).toBeNull();
    expect(photoProblem({ type: "image/jpeg", size: MAX_PHOTO_BYTES })).toBeNull();
    expect(photoProblem({ type: "image/webp", size: MAX_PHOTO_BYTES + 1 })).toBe("tooLarge");
    expect(photoProblem({ type: "image/png", size: 0 })).toBe("empty");
    expect(photoProblem({ type: "application/pdf", size: 100 })).toBe("notImage");
    expect(photoProblem({ type: "image/svg+xml", size: 100 })).toBe("notImage");
    expect(photoProblem({ type: "", size: 100 })).toBe("notImage");
  });
});

describe("parseProfile", () => {
  const valid = profile({ specialty: "abb", experience: [role], skills: ["RAPID Programming"] });

  it("round-trips a valid profile through JSON", () => {
    expect(parseProfile(JSON.parse(JSON.stringify(valid)))).toEqual(valid);
  });

  it.each([
    ["null", null],
    ["an array", []],
    ["a wrong specialty", { ...valid, specialty: "kuka" }],
    ["a numeric name", { ...valid, personalInfo: { ...valid.personalInfo, fullName: 42 } }],
    ["duplicate entry ids", { ...valid, experience: [role, role] }],
    ["a negative id", { ...valid, experience: [{ ...role, id: -1 }] }],
    ["duplicate skills", { ...valid, skills: ["PLC", "plc"] }],
    ["a blank skill", { ...valid, skills: ["  "] }],
    ["a huge description", { ...valid, experience: [{ ...role, description: "x".repeat(10_000) }] }],
    ["too many skills", { ...valid, skills: Array.from({ length: 500 }, (_, i) => `S${i}`) }],
  ])("refuses %s", (_label, data) => {
    expect(parseProfile(data)).toBeNull();
  });

  it("never throws on arbitrary JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        parseProfile(data);
        return true;
      }),
    );
  });
});
