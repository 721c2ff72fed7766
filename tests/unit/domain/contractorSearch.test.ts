import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleContractors } from "../../../src/content/sampleContractors";
import { describeFilters, SKILL_FILTERS, SORT_OPTIONS } from "../../../src/content/searchContractors";
import {
  type ContractorFilters,
  DEFAULT_FILTERS,
  filtersFrom,
  RADIUS_RANGE,
  RATE_RANGE,
  RESULTS_PAGE_SIZE,
  searchContractors,
  sortContractors,
  toSearchParams,
  validateContractorSearch,
  validateStoredFilters,
  withFilters,
  withMoreShown,
} from "../../../src/domain/contractorSearch";

const ids = (filters: Partial<ContractorFilters>) =>
  searchContractors(sampleContractors, { ...DEFAULT_FILTERS, ...filters }).map((c) => c.id);

describe("sample contractors", () => {
  it("has at least 12 profiles with unique ids and every field filled", () => {
    expect(sampleContractors.length).toBeGreaterThanOrEqual(12);
    expect(new Set(sampleContractors.map((c) => c.id)).size).toBe(sampleContractors.length);
    for (const c of sampleContractors) {
      expect(c.skills.length).toBeGreaterThan(0);
      expect(c.skillKeys.length).toBeGreaterThan(0);
      expect(c.rating).toBeGreaterThan(0);
      expect(c.rating).toBeLessThanOrEqual(5);
    }
  });

  it("has at least one sample for every skill filter", () => {
    for (const { value } of SKILL_FILTERS)
      expect(ids({ skill: value, radius: 100, rateMin: 25, rateMax: 200 }).length).toBeGreaterThan(0);
  });
});

describe("filters", () => {
  const all = sampleContractors.length;
  const defaults = ids({});

  it("defaults leave out the far, the cheap and the expensive", () => {
    expect(defaults.length).toBeLessThan(all);
    expect(defaults.length).toBeGreaterThan(RESULTS_PAGE_SIZE);
  });

  it("each filter narrows the list to what it says", () => {
    for (const c of searchContractors(sampleContractors, { ...DEFAULT_FILTERS, skill: "scada" }))
      expect(c.skillKeys).toContain("scada");
    for (const c of searchContractors(sampleContractors, { ...DEFAULT_FILTERS, radius: 15 }))
      expect(c.distance).toBeLessThanOrEqual(15);
    for (const c of searchContractors(sampleContractors, {
      ...DEFAULT_FILTERS,
      rateMin: 100,
      rateMax: 130,
    })) {
      expect(c.rate).toBeGreaterThanOrEqual(100);
      expect(c.rate).toBeLessThanOrEqual(130);
    }
    for (const c of searchContractors(sampleContractors, { ...DEFAULT_FILTERS, certified: true }))
      expect(c.certified).toBe(true);
    expect(ids({ radius: 15 }).length).toBeLessThan(defaults.length);
    expect(ids({ certified: true }).length).toBeLessThan(defaults.length);
  });

  it("availability is cumulative: now ⊂ within a week ⊂ within a month", () => {
    const now = ids({ availability: "now" });
    const week = ids({ availability: "week" });
    const month = ids({ availability: "month" });
    expect(now.length).toBeLessThan(week.length);
    expect(week.length).toBeLessThan(month.length);
    for (const id of now) expect(week).toContain(id);
    expect(month.sort()).toEqual([...defaults].sort());
  });

  it("the widest filters show every sample; impossible ones show none", () => {
    expect(ids({ radius: 100, rateMin: 25, rateMax: 200 }).length).toBe(all);
    expect(ids({ skill: "scada", radius: 5 })).toEqual([]);
  });
});

describe("sort orders", () => {
  const by = (sort: ContractorFilters["sort"]) => sortContractors(sampleContractors, sort);

  it("Best Match puts the highest match score first", () => {
    const scores = by("best").map((c) => c.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
  it("Highest Rated orders by rating, then reviews", () => {
    const list = by("rating");
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1], list[i]] as [(typeof list)[0], (typeof list)[0]];
      expect(a.rating > b.rating || (a.rating === b.rating && a.reviews >= b.reviews)).toBe(true);
    }
  });
  it("Nearest orders by distance", () => {
    const miles = by("nearest").map((c) => c.distance);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });
  it("Lowest Rate orders by rate", () => {
    const rates = by("rate").map((c) => c.rate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });
  it("every sort order gives a different first page", () => {
    const firsts = SORT_OPTIONS.map(({ value }) => ids({ sort: value }).slice(0, 3).join());
    expect(new Set(firsts).size).toBe(SORT_OPTIONS.length);
  });
});

describe("URL search params", () => {
  it("leaves defaults out and round-trips", () => {
    expect(validateContractorSearch({})).toEqual({});
    const filters: ContractorFilters = {
      skill: "fanuc",
      radius: 25,
      rateMin: 60,
      rateMax: 120,
      availability: "week",
      sort: "nearest",
      certified: true,
    };
    const params = toSearchParams(filters, 12);
    expect(params).toEqual({ ...filters, shown: 12 });
    expect(validateContractorSearch({ ...params })).toEqual(params);
    expect(filtersFrom(validateContractorSearch({ ...params }))).toEqual(filters);
  });

  it.each([
    ["an unknown skill", { skill: "kuka" }, {}],
    ["a radius above the range", { radius: 900 }, { radius: 100 }],
    ["a radius off the step", { radius: 23 }, { radius: 25 }],
    ["a radius as text", { radius: "75" }, { radius: 75 }],
    ["a negative radius", { radius: -10 }, { radius: 5 }],
    ["garbage numbers", { radius: "ten", rateMin: Number.NaN, rateMax: "1e9" }, {}],
    ["a swapped rate range", { rateMin: 150, rateMax: 60 }, { rateMin: 60 }],
    [
      "repeated keys",
      { skill: ["siemens", "abb"], sort: ["rate", "nearest"] },
      { skill: "siemens", sort: "rate" },
    ],
    ["a huge string", { skill: "a".repeat(10_000) }, {}],
    ["the default sort", { sort: "best" }, {}],
    ["certified as text", { certified: "true" }, { certified: true }],
    ["certified false", { certified: false }, {}],
    ["a shown count off the page size", { shown: 7 }, { shown: 12 }],
    ["a huge shown count", { shown: 10_000 }, { shown: 60 }],
    ["an object", { skill: { toString: "abb" } }, {}],
  ])("handles %s", (_label, raw, expected) => {
    expect(validateContractorSearch(raw as Record<string, unknown>)).toEqual(expected);
  });

  it("names every key, so a rejected raw value cannot show through the router's merge", () => {
    const params = validateContractorSearch({ skill: "<script>", certified: "maybe" });
    expect(Object.keys(params).sort()).toEqual(
      ["availability", "certified", "radius", "rateMax", "rateMin", "shown", "skill", "sort"].sort(),
    );
    expect(params.skill).toBeUndefined();
    expect(params.certified).toBeUndefined();
  });

  it("never throws and always yields values inside the ranges", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            "skill",
            "radius",
            "rateMin",
            "rateMax",
            "availability",
            "sort",
            "certified",
            "shown",
            "x",
          ),
          fc.anything(),
        ),
        (raw) => {
          const filters = filtersFrom(validateContractorSearch(raw));
          return (
            filters.radius >= RADIUS_RANGE.min &&
            filters.radius <= RADIUS_RANGE.max &&
            filters.radius % RADIUS_RANGE.step === 0 &&
            filters.rateMin >= RATE_RANGE.min &&
            filters.rateMax <= RATE_RANGE.max &&
            filters.rateMin <= filters.rateMax
          );
        },
      ),
    );
  });

  it("changing a filter goes back to the first page", () => {
    expect(withFilters({ skill: "abb", shown: 12 }, { radius: 30 })).toEqual({ skill: "abb", radius: 30 });
    expect(withFilters({ radius: 30 }, { radius: 50 })).toEqual({});
    expect(withFilters({}, { rateMin: 60, rateMax: 90 })).toEqual({ rateMin: 60, rateMax: 90 });
  });

  it("Load More adds a page", () => {
    expect(withMoreShown({}, RESULTS_PAGE_SIZE)).toEqual({ shown: 12 });
    expect(withMoreShown({ skill: "abb", shown: 12 }, RESULTS_PAGE_SIZE)).toEqual({
      skill: "abb",
      shown: 18,
    });
  });
});

describe("saved searches", () => {
  it("reads back only what Save this search writes", () => {
    const filters = { ...DEFAULT_FILTERS, skill: "abb" as const, radius: 25 };
    expect(validateStoredFilters(filters)).toEqual(filters);
    expect(validateStoredFilters({ ...filters, radius: 23 })).toBeNull();
    expect(validateStoredFilters({ skill: "abb" })).toBeNull();
    expect(validateStoredFilters("abb")).toBeNull();
    expect(validateStoredFilters(null)).toBeNull();
  });

  it("describes a search in words", () => {
    expect(
      describeFilters({ ...DEFAULT_FILTERS, skill: "fanuc", availability: "now", certified: true }),
    ).toBe("Fanuc · within 50 miles · $50-$150/hr · available now · certified only · sorted by Best Match");
  });
});
