import { defaultParseSearch, defaultStringifySearch } from "@tanstack/react-router";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimateSavings } from "../../../src/domain/calculator";
import { type CalculatorInputs, DEFAULT_INPUTS } from "../../../src/domain/calculatorRates";
import {
  type CalculatorSearch,
  inputsFromSearch,
  searchFromInputs,
  validateCalculatorSearch,
} from "../../../src/domain/calculatorSearch";

/** What the home route sees for a URL query: the router's own parser, then validateSearch. */
const fromQuery = (query: string) => validateCalculatorSearch(defaultParseSearch(query));
const inputsFromQuery = (query: string) => inputsFromSearch(defaultParseSearch(query));

describe("validateSearch for the calculator", () => {
  it("an empty query means the defaults and a clean URL", () => {
    expect(fromQuery("")).toEqual({});
    expect(inputsFromQuery("")).toEqual(DEFAULT_INPUTS);
  });

  it("reads every key of a shared URL", () => {
    const query = "?type=plc-controls&weeks=12&hours=50&team=3&location=texas";
    expect(fromQuery(query)).toEqual({
      type: "plc-controls",
      weeks: 12,
      hours: 50,
      team: 3,
      location: "texas",
    });
    expect(inputsFromQuery(query)).toEqual({
      projectType: "plc-controls",
      weeks: 12,
      hoursPerWeek: 50,
      teamSize: 3,
      location: "texas",
    });
  });

  it("drops keys equal to their defaults", () => {
    expect(fromQuery("?type=robot-programming&weeks=3&hours=40&team=7&location=michigan")).toEqual({});
    expect(fromQuery("?weeks=3&team=8")).toEqual({ team: 8 });
  });

  it.each<[string, CalculatorSearch]>([
    ["?weeks=0", { weeks: 1 }],
    ["?weeks=-4", { weeks: 1 }],
    ["?weeks=53", { weeks: 52 }],
    ["?weeks=99999999999999999999", { weeks: 52 }],
    ["?hours=39", {}],
    ["?hours=10", {}],
    ["?hours=71", { hours: 70 }],
    ["?team=0", { team: 1 }],
    ["?team=500", { team: 20 }],
    ["?weeks=2.4", { weeks: 2 }],
    ["?weeks=2.5", {}],
    ["?hours=60.5", { hours: 61 }],
    ['?weeks="10"', { weeks: 10 }],
    ["?weeks=%2B12", { weeks: 12 }],
    ["?weeks=%2012%20", { weeks: 12 }],
  ])("clamps and rounds out-of-range numbers: %s", (query, expected) => {
    expect(fromQuery(query)).toEqual(expected);
  });

  it.each<string>([
    "?weeks=abc",
    "?weeks=",
    "?weeks",
    "?weeks=null",
    "?weeks=true",
    "?weeks=1e400",
    "?weeks=-1e400",
    "?weeks=NaN",
    "?weeks=Infinity",
    "?weeks=0x10",
    "?weeks=1,5",
    "?weeks=%7B%22a%22%3A1%7D",
    "?weeks=[]",
    "?type=welding",
    "?type=",
    "?type=12",
    "?type=%7B%7D",
    "?location=atlantis",
    "?location=null",
    "?location=[]",
    "?__proto__=1&constructor=2&toString=3",
    "?weeks=%00&type=%F0%9F%A4%96",
    "?%E0%A4%A=1",
  ])("falls back to the defaults for garbage: %s", (query) => {
    expect(fromQuery(query)).toEqual({});
    expect(inputsFromQuery(query)).toEqual(DEFAULT_INPUTS);
  });

  it("takes the first value of a repeated key", () => {
    expect(fromQuery("?weeks=10&weeks=20")).toEqual({ weeks: 10 });
    expect(fromQuery("?location=ohio&location=texas")).toEqual({ location: "ohio" });
    expect(fromQuery("?weeks=abc&weeks=20")).toEqual({});
    expect(fromQuery("?weeks=[30,40]")).toEqual({ weeks: 30 });
  });

  // (No clock here: a timed test fails on a loaded machine. The length limits that keep it quick
  // are pinned in tests/unit/domain/untrustedInput.test.ts.)
  it("ignores huge values", () => {
    const huge = "9".repeat(200_000);
    expect(fromQuery(`?weeks=${huge}&hours=${huge}&team=${huge}`)).toEqual({});
    expect(fromQuery(`?type=${"a".repeat(200_000)}&location=${"texas-".repeat(50_000)}`)).toEqual({});
  });

  it("accepts names written the way people write them", () => {
    expect(fromQuery("?location=Texas")).toEqual({ location: "texas" });
    expect(fromQuery("?location=South%20Carolina")).toEqual({ location: "south-carolina" });
    expect(fromQuery("?location=NORTH_CAROLINA")).toEqual({ location: "north-carolina" });
    expect(fromQuery("?type=Machine%20Builder")).toEqual({ type: "machine-builder" });
    expect(fromQuery("?type=PLC%20Programming%20%2F%20Controls%20Engineer")).toEqual({
      type: "plc-controls",
    });
  });

  it("ignores keys it does not know", () => {
    expect(fromQuery("?utm_source=mail&weeks=6")).toEqual({ weeks: 6 });
  });

  it("never throws and always yields inputs the calculator accepts", () => {
    const value = fc.oneof(
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string(), fc.double())),
      fc.object(),
    );
    fc.assert(
      fc.property(
        fc.record(
          { type: value, weeks: value, hours: value, team: value, location: value },
          { requiredKeys: [] },
        ),
        (raw) => {
          const search = validateCalculatorSearch(raw);
          const inputs = inputsFromSearch(search);
          expect(() => estimateSavings(inputs)).not.toThrow();
        },
      ),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (query) => {
        expect(() => estimateSavings(inputsFromQuery(`?${query}`))).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it("round-trips through the URL: inputs -> search -> query -> search -> inputs", () => {
    const inputs: CalculatorInputs = {
      projectType: "machine-builder",
      weeks: 26,
      hoursPerWeek: 65,
      teamSize: 20,
      location: "ontario",
    };
    const query = defaultStringifySearch(searchFromInputs(inputs));
    expect(query).toBe("?type=machine-builder&weeks=26&hours=65&team=20&location=ontario");
    expect(inputsFromQuery(query)).toEqual(inputs);
  });
});
