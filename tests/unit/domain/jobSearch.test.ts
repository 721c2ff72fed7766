import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jobs, recommendedJobs, skillFilterLabels, skillFilterOptions } from "../../../src/content/jobs";
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filterJobs,
  filtersFromSearch,
  formatRate,
  isDefaultSearch,
  type JobFilters,
  RATE_RANGE,
  SEARCH_TEXT_MAX,
  searchFromFilters,
  toggleIn,
  validateJobSearch,
} from "../../../src/domain/jobSearch";

const withFilters = (patch: Partial<JobFilters>): JobFilters => ({ ...DEFAULT_FILTERS, ...patch });
const ids = (filters: Partial<JobFilters>) =>
  filterJobs(jobs, withFilters(filters), skillFilterLabels).map((job) => job.id);

describe("sample jobs", () => {
  it("has at least ten, with unique ids and every field the card shows", () => {
    expect(jobs.length).toBeGreaterThanOrEqual(10);
    expect(new Set(jobs.map((job) => job.id)).size).toBe(jobs.length);
    for (const job of jobs) {
      expect(job.title && job.company && job.location && job.posted && job.description).toBeTruthy();
      expect(["On-site", "Hybrid", "Remote"]).toContain(job.locationType);
      expect(job.rate.min).toBeLessThanOrEqual(job.rate.max);
      expect(job.tags.length).toBeGreaterThan(0);
    }
  });

  it("covers every location type, so each filter has something to narrow", () => {
    expect(new Set(jobs.map((job) => job.locationType))).toEqual(new Set(["On-site", "Hybrid", "Remote"]));
  });

  it("recommends the first two jobs", () => {
    expect(recommendedJobs).toEqual(jobs.slice(0, 2));
  });

  it("lists the spec's skill counts", () => {
    expect(skillFilterOptions.map((o) => `${o.label} ${o.count}`)).toEqual([
      "ABB 187",
      "Fanuc 142",
      "Siemens 121",
      "Allen Bradley 97",
      "Rockwell 88",
    ]);
  });
});

describe("validateJobSearch (the route's validateSearch)", () => {
  it("leaves out defaults, so a plain visit has a clean URL", () => {
    expect(validateJobSearch({})).toEqual({});
    expect(validateJobSearch({ rateMin: 50, rateMax: 200, remote: false, q: "  " })).toEqual({});
  });

  it("keeps known list values once each, in panel order, from strings or repeated keys", () => {
    expect(validateJobSearch({ type: "part-time,contract,contract,bogus" })).toEqual({
      type: "contract,part-time",
    });
    expect(validateJobSearch({ skill: ["fanuc", "ABB", 42] })).toEqual({ skill: "abb,fanuc" });
    expect(validateJobSearch({ level: { expert: true } })).toEqual({});
  });

  it("clamps, snaps and orders the rate range", () => {
    expect(validateJobSearch({ rateMin: 10, rateMax: 999 })).toEqual({});
    expect(validateJobSearch({ rateMin: "83", rateMax: 151 })).toEqual({ rateMin: 85, rateMax: 150 });
    expect(validateJobSearch({ rateMin: 160, rateMax: 70 })).toEqual({ rateMin: 70, rateMax: 160 });
    expect(validateJobSearch({ rateMin: "NaN", rateMax: Number.POSITIVE_INFINITY })).toEqual({});
  });

  it("trims and bounds text; control characters become spaces", () => {
    const long = "fanuc ".repeat(500);
    const result = validateJobSearch({ q: long, loc: " Detroit,\n MI " });
    expect(result.q?.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
    expect(result.loc).toBe("Detroit, MI");
  });

  it("reads Remote Only from true-ish values only", () => {
    expect(validateJobSearch({ remote: true })).toEqual({ remote: true });
    expect(validateJobSearch({ remote: "true" })).toEqual({ remote: true });
    expect(validateJobSearch({ remote: "yes please" })).toEqual({});
  });

  it("never throws and is idempotent, whatever the URL holds", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (raw) => {
        const once = validateJobSearch(raw);
        expect(validateJobSearch(once)).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });

  it("round-trips any filters through the URL form", () => {
    const filters = withFilters({
      query: "fanuc",
      location: "Detroit",
      remoteOnly: true,
      jobTypes: ["contract"],
      skills: ["fanuc", "abb"],
      rate: [80, 150],
      durations: ["1-3-months"],
      levels: ["senior"],
      travel: ["no"],
      clearance: ["not-required"],
    });
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual({ ...filters, skills: ["abb", "fanuc"] });
  });
});

describe("filterJobs", () => {
  it("shows every job by default", () => {
    expect(filterJobs(jobs, DEFAULT_FILTERS, skillFilterLabels)).toHaveLength(jobs.length);
  });

  it("matches every word of the search in title, company, tags, description or skills", () => {
    expect(ids({ query: "fanuc" })).toEqual([
      "fanuc-weld-cell-detroit",
      "defense-cell-integrator-huntsville",
      "vision-robotics-san-jose",
    ]);
    expect(ids({ query: "IGNITION scada" })).toEqual(["ignition-scada-remote"]);
    expect(ids({ query: "Ironbridge" })).toEqual(["plc5-migration-cleveland"]);
    expect(ids({ query: "fanuc cobol" })).toEqual([]);
  });

  it("matches the location box against city, state and location type", () => {
    expect(ids({ location: "TX" })).toEqual(["controls-engineer-houston", "palletizing-technician-dallas"]);
    expect(ids({ location: "detroit, mi" })).toEqual(["fanuc-weld-cell-detroit"]);
    expect(ids({ location: "remote" })).toEqual(["ignition-scada-remote", "machine-safety-review-remote"]);
  });

  it("keeps only remote jobs with Remote Only", () => {
    expect(
      filterJobs(jobs, withFilters({ remoteOnly: true }), skillFilterLabels).every(
        (job) => job.locationType === "Remote",
      ),
    ).toBe(true);
  });

  it("treats choices within a group as 'any of' and groups as 'all of'", () => {
    const partOrFull = filterJobs(
      jobs,
      withFilters({ jobTypes: ["part-time", "full-time"] }),
      skillFilterLabels,
    );
    expect(partOrFull.every((job) => job.jobType !== "contract")).toBe(true);
    expect(ids({ jobTypes: ["contract"], levels: ["expert"] })).toEqual([
      "abb-paint-spartanburg",
      "plc5-migration-cleveland",
    ]);
    expect(ids({ skills: ["siemens"], durations: ["under-1-month"] })).toEqual([
      "drives-commissioning-fargo",
      "machine-safety-review-remote",
    ]);
    expect(ids({ clearance: ["required"] })).toEqual(["defense-cell-integrator-huntsville"]);
    expect(ids({ travel: ["no"], jobTypes: ["part-time"] })).toEqual([
      "ignition-scada-remote",
      "hmi-technician-chicago",
      "machine-safety-review-remote",
    ]);
  });

  it("keeps jobs whose rate range overlaps the chosen range", () => {
    expect(ids({ rate: [150, 200] })).toEqual([
      "defense-cell-integrator-huntsville",
      "vision-robotics-san-jose",
    ]);
    expect(ids({ rate: [50, 55] })).toEqual(["hmi-technician-chicago", "palletizing-technician-dallas"]);
    expect(ids({ rate: [165, 200] })).toEqual([]);
  });
});

describe("helpers", () => {
  it("counts panel filters, not the search text", () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount(withFilters({ query: "abb", jobTypes: ["contract"], rate: [60, 200] }))).toBe(2);
    expect(isDefaultSearch(DEFAULT_FILTERS)).toBe(true);
    expect(isDefaultSearch(withFilters({ remoteOnly: true }))).toBe(false);
  });

  it("toggles a value in a list", () => {
    expect(toggleIn(["a"], "b")).toEqual(["a", "b"]);
    expect(toggleIn(["a", "b"], "a")).toEqual(["b"]);
  });

  it("formats a rate range per hour", () => {
    expect(formatRate({ min: 85, max: 110 })).toBe("$85-$110/hr");
    expect(RATE_RANGE).toEqual({ min: 50, max: 200, step: 5 });
  });
});
