import { expect } from "vitest";
import {
  RATE_RANGE as CONTRACTOR_RATE,
  filtersFrom,
  MAX_SHOWN,
  RADIUS_RANGE,
  RESULTS_PAGE_SIZE,
  validateContractorSearch,
} from "../../../src/domain/contractorSearch";
import {
  filtersFromSearch,
  RATE_RANGE as JOB_RATE,
  JOB_SEARCH_KEYS,
  SEARCH_TEXT_MAX,
  validateJobSearch,
} from "../../../src/domain/jobSearch";
import type { BadInput } from "../catalogue";
import { hasLoneSurrogate } from "./samples";

/**
 * URL search params as the router hands them over (TanStack Router parses JSON-looking values, so
 * numbers, booleans, arrays and objects all arrive), for every route that reads them.
 */
const hostileSearches: Array<[string, Record<string, unknown>]> = [
  [
    "garbage text",
    {
      q: "\u0000\u0007<script>alert(1)</script>",
      loc: "\u202E\u0000",
      remote: "maybe",
      type: "<b>",
      skill: "DROP TABLE",
      rateMin: "cheap",
      rateMax: "{}",
      duration: "forever",
      level: "god",
      travel: "moon",
      clearance: "top-secret",
      radius: "far",
      availability: "yesterday",
      sort: "random",
      certified: "yes please",
      shown: "all",
    },
  ],
  ["out-of-range numbers", { rateMin: -500, rateMax: 1e9, radius: 100_000, shown: -3, sort: "rating" }],
  [
    "fractions, exponents and swapped ranges",
    { rateMin: "187.5", rateMax: "1e2", radius: "7.4", shown: "21.5" },
  ],
  ["swapped rate range", { rateMin: 180, rateMax: 60 }],
  [
    "huge strings",
    {
      q: "x".repeat(100_000),
      loc: "🤖".repeat(50_000),
      type: "contract,".repeat(20_000),
      skill: "abb".repeat(40_000),
      rateMin: "9".repeat(5000),
      radius: "5".repeat(5000),
      availability: "now".repeat(10_000),
    },
  ],
  [
    "repeated keys",
    {
      q: ["fanuc", "abb"],
      type: ["contract", "contract", "part-time"],
      rateMin: ["80", "120"],
      skill: ["fanuc", "nonsense"],
      radius: ["25", "90"],
      sort: ["nearest", "rate"],
      certified: ["true", "false"],
    },
  ],
  [
    "objects, NaN and Infinity",
    {
      q: { $ne: 1 },
      rateMin: Number.NaN,
      rateMax: Number.POSITIVE_INFINITY,
      radius: { valueOf: 50 },
      shown: Number.NEGATIVE_INFINITY,
      remote: { toString: "x" },
    },
  ],
  [
    "prototype keys",
    JSON.parse('{"__proto__": {"q": "polluted", "radius": 5}, "constructor": {"prototype": 1}}'),
  ],
];

export const urlEntries: BadInput[] = [
  ...hostileSearches.map(([label, raw]) => ({
    area: "/find-jobs URL",
    input: label,
    expected: "known values only, text bounded and clean, rates within $50-$200 in $5 steps and in order",
    check: () => {
      const filters = filtersFromSearch(raw);
      for (const text of [filters.query, filters.location]) {
        expect(text.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
        expect(text).not.toMatch(/\p{Cc}/u);
        expect(text).toBe(text.trim());
        expect(hasLoneSurrogate(text)).toBe(false);
      }
      const [low, high] = filters.rate;
      for (const rate of [low, high]) {
        expect(rate).toBeGreaterThanOrEqual(JOB_RATE.min);
        expect(rate).toBeLessThanOrEqual(JOB_RATE.max);
        expect(rate % JOB_RATE.step).toBe(0);
      }
      expect(low).toBeLessThanOrEqual(high);
      expect(typeof filters.remoteOnly).toBe("boolean");
      // Validated once, the URL is stable: validating again changes nothing.
      const search = validateJobSearch(raw);
      expect(validateJobSearch(search)).toEqual(search);
      expect(JSON.stringify(search).length).toBeLessThan(600);
      expect(({} as Record<string, unknown>).q).toBeUndefined();
    },
  })),
  {
    area: "/find-jobs URL",
    input: "rejected values for every key the page reads",
    expected: "each key comes back explicitly empty, so the router drops the raw value from the URL",
    check: () => {
      const raw = Object.fromEntries(JOB_SEARCH_KEYS.map((key) => [key, { junk: [-1] }]));
      const search = validateJobSearch(raw);
      for (const key of JOB_SEARCH_KEYS) {
        expect(Object.hasOwn(search, key), key).toBe(true);
        expect(search[key], key).toBeUndefined();
      }
    },
  },
  {
    area: "/find-jobs URL",
    input: "repeated keys and a swapped range, read sensibly",
    expected: "repeated lists merge (each value once), a swapped range is put in order",
    check: () => {
      expect(filtersFromSearch({ type: ["contract", "contract", "part-time"] }).jobTypes).toEqual([
        "contract",
        "part-time",
      ]);
      expect(filtersFromSearch({ rateMin: 180, rateMax: 60 }).rate).toEqual([60, 180]);
      expect(validateJobSearch({ q: "  <b>fanuc</b>  " }).q).toBe("<b>fanuc</b>");
    },
  },
  ...hostileSearches.map(([label, raw]) => ({
    area: "/search-contractors URL",
    input: label,
    expected:
      "known values only, radius 5-100 and rates $25-$200 snapped to 5 and in order, shown in whole pages",
    check: () => {
      const params = validateContractorSearch(raw);
      const filters = filtersFrom(params);
      expect(filters.radius).toBeGreaterThanOrEqual(RADIUS_RANGE.min);
      expect(filters.radius).toBeLessThanOrEqual(RADIUS_RANGE.max);
      expect(filters.radius % RADIUS_RANGE.step).toBe(0);
      for (const rate of [filters.rateMin, filters.rateMax]) {
        expect(rate).toBeGreaterThanOrEqual(CONTRACTOR_RATE.min);
        expect(rate).toBeLessThanOrEqual(CONTRACTOR_RATE.max);
        expect(rate % CONTRACTOR_RATE.step).toBe(0);
      }
      expect(filters.rateMin).toBeLessThanOrEqual(filters.rateMax);
      const shown = params.shown ?? RESULTS_PAGE_SIZE;
      expect(shown % RESULTS_PAGE_SIZE).toBe(0);
      expect(shown).toBeLessThanOrEqual(MAX_SHOWN);
      expect(typeof filters.certified).toBe("boolean");
      expect(validateContractorSearch({ ...params })).toEqual(params);
      expect(JSON.stringify(params).length).toBeLessThan(200);
    },
  })),
  {
    area: "/search-contractors URL",
    input: "rejected values for every key the page reads",
    expected: "each key comes back explicitly empty, so the router drops the raw value from the URL",
    check: () => {
      const keys = ["skill", "radius", "rateMin", "rateMax", "availability", "sort", "certified", "shown"];
      const search = validateContractorSearch(Object.fromEntries(keys.map((key) => [key, { junk: [-1] }])));
      for (const key of keys) {
        expect(Object.hasOwn(search, key), key).toBe(true);
        expect(search[key as keyof typeof search], key).toBeUndefined();
      }
    },
  },
  {
    area: "/search-contractors URL",
    input: "repeated keys, a swapped range and out-of-range numbers, read sensibly",
    expected: "the first of repeated values, the range in order, numbers clamped to the slider",
    check: () => {
      expect(validateContractorSearch({ radius: ["25", "90"], sort: ["nearest", "rate"] })).toMatchObject({
        radius: 25,
        sort: "nearest",
      });
      expect(filtersFrom(validateContractorSearch({ rateMin: 180, rateMax: 60 }))).toMatchObject({
        rateMin: 60,
        rateMax: 180,
      });
      expect(validateContractorSearch({ radius: 100_000, shown: 1e9 })).toMatchObject({
        radius: 100,
        shown: MAX_SHOWN,
      });
      expect(validateContractorSearch({})).toEqual(validateContractorSearch({ junk: "x" }));
    },
  },
];
