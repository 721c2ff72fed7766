import type { RouteById } from "@tanstack/react-router";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { CalculatorSearch } from "../../../src/domain/calculatorSearch";
import type { ContractorSearchParams } from "../../../src/domain/contractorSearch";
import type { JobSearchParams } from "../../../src/domain/jobSearch";
import {
  fallback,
  first,
  flag,
  list,
  map,
  number,
  type Output,
  object,
  picklist,
  type Schema,
  schema,
  string,
  text,
} from "../../../src/domain/schema";
import { complete, items } from "../../../src/domain/storedSchema";
import type { routeTree } from "../../../src/routeTree.gen";

/** What the router does with a Standard Schema in `validateSearch` (router-core, validateSearch()). */
function standardValidate<T>(s: Schema<T>, value: unknown) {
  expect(s["~standard"].version).toBe(1);
  expect(s["~standard"].vendor).toBe("site");
  return s["~standard"].validate(value);
}

describe("schema: every schema is a Standard Schema v1 that never fails", () => {
  const all: Array<[string, Schema<unknown>]> = [
    ["schema", schema((value) => typeof value)],
    ["map", map(flag, (yes) => !yes)],
    ["fallback", fallback(picklist(["a"]), "b")],
    ["first", first(flag)],
    ["string", string(3)],
    ["picklist", picklist(["a", "b"])],
    ["flag", flag],
    ["number", number(8, { min: 0, max: 10, step: 2 })],
    ["text", text(5)],
    ["list", list(["a", "b"])],
    ["object", object({ a: flag })],
    ["items", items(picklist(["a"]), 3)],
    ["complete", complete({ a: picklist(["a"]) })],
  ];
  const hostile = [undefined, null, 0, Number.NaN, "x".repeat(10_000), [[["a"]]], { a: { b: 1 } }, () => 1];

  it.each(all)("%s: `~standard.validate` answers { value } with what parse gives, never issues", (_, s) => {
    for (const value of hostile) {
      const result = standardValidate(s, value);
      expect(result).toEqual({ value: s.parse(value) });
      expect(result).not.toHaveProperty("issues");
    }
  });
});

describe("schema: the pieces", () => {
  it("schema wraps a function; map applies one to its value", () => {
    expect(schema((value) => [value]).parse(1)).toEqual([1]);
    expect(map(string(10), (s) => s?.length).parse("abc")).toBe(3);
  });

  it("fallback replaces undefined (and null), nothing else", () => {
    const s = fallback(picklist(["a"]), "default");
    expect(s.parse("a")).toBe("a");
    expect(s.parse("b")).toBe("default");
    expect(
      fallback(
        schema(() => null),
        1,
      ).parse(0),
    ).toBe(1);
    expect(
      fallback(
        schema(() => 0),
        1,
      ).parse(0),
    ).toBe(0);
    expect(
      fallback(
        schema(() => false),
        true,
      ).parse(0),
    ).toBe(false);
  });

  it("first reads a repeated key's first value and no other item", () => {
    const read: number[] = [];
    const list = new Proxy(["a", "b"], {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) read.push(Number(key));
        return Reflect.get(target, key, receiver);
      },
    });
    expect(first(picklist(["a", "b"])).parse(list)).toBe("a");
    expect(read).toEqual([0]);
    expect(first(picklist(["a"])).parse("a")).toBe("a");
    expect(first(picklist(["a"])).parse([["a"]])).toBeUndefined();
    expect(first(flag).parse([])).toBe(false);
  });

  it("string: text up to its length, as it is", () => {
    expect(string(3).parse(" ab")).toBe(" ab");
    expect(string(3).parse("abcd")).toBeUndefined();
    expect(string(3).parse(12)).toBeUndefined();
    expect(string(3).parse(["a"])).toBeUndefined();
  });

  it("picklist: one of the options exactly", () => {
    const s = picklist(["now", "week"]);
    expect(s.parse("week")).toBe("week");
    for (const value of ["Week", " week", ["week"], 1, null, "constructor", "__proto__"])
      expect(s.parse(value)).toBeUndefined();
  });

  it("flag: true, 'true', 1 and '1' only", () => {
    for (const value of [true, "true", 1, "1"]) expect(flag.parse(value)).toBe(true);
    for (const value of [false, "yes", "TRUE", 2, [true], {}, null]) expect(flag.parse(value)).toBe(false);
  });

  it("number: finite numbers and plain numeric text up to its length; snapped into a range", () => {
    const n = number(6);
    expect(n.parse(7.5)).toBe(7.5);
    expect(n.parse(" -3 ")).toBe(-3);
    expect(n.parse("+.5")).toBe(0.5);
    for (const value of ["1e3", "0x10", "NaN", "Infinity", "1234567", "", [1], true, Number.NaN, -Infinity])
      expect(n.parse(value)).toBeUndefined();
    const rate = number(6, { min: 25, max: 200, step: 5 });
    expect(rate.parse(83)).toBe(85);
    expect(rate.parse("82.4")).toBe(80);
    expect(rate.parse(-1e9)).toBe(25);
    expect(rate.parse(1e300)).toBe(200);
    // Steps count from min, and max holds even where the range is not a whole number of steps.
    expect(number(6, { min: 1, max: 10, step: 4 }).parse(10)).toBe(9);
    expect(number(6, { min: 1, max: 10, step: 4 }).parse(8)).toBe(9);
    expect(number(6, { min: 1, max: 52, step: 1 }).parse(7.5)).toBe(8);
  });

  it("text: one line, trimmed, cut to its length without splitting a character", () => {
    const t = text(5);
    expect(t.parse("  a\n\tb\u0000c  ")).toBe("a b c");
    expect(t.parse("abcdefgh")).toBe("abcde");
    expect(t.parse("abcd🤖")).toBe("abcd");
    expect(t.parse(["ab", "cd", ["x"], 3])).toBe("ab,cd");
    expect(t.parse({ a: 1 })).toBe("");
    expect(t.parse(Number.NaN)).toBe("");
    // At most four times its length is read before the white space is folded.
    expect(t.parse(`${" ".repeat(19)}abc`)).toBe("a");
  });

  it("list: known values once each, in the options' order, any case, from text or a repeated key", () => {
    const l = list(["contract", "full-time", "part-time"]);
    expect(l.parse("part-time, CONTRACT,contract,bogus")).toEqual(["contract", "part-time"]);
    expect(l.parse(["full-time", "contract,part-time", ["contract"]])).toEqual([
      "contract",
      "full-time",
      "part-time",
    ]);
    expect(l.parse(`${",".repeat(492)}contract`)).toEqual(["contract"]);
    expect(l.parse(`${",".repeat(493)}contract`)).toEqual([]);
    expect(l.parse({ contract: true })).toEqual([]);
  });

  it("object: each field by its schema; other keys dropped; anything else reads as {}", () => {
    const o = object({ skill: fallback(picklist(["abb"]), "any"), certified: flag });
    expect(o.parse({ skill: "abb", certified: "1", junk: 1 })).toStrictEqual({
      skill: "abb",
      certified: true,
    });
    for (const value of [null, "abb", 7, ["abb"]])
      expect(o.parse(value)).toStrictEqual({ skill: "any", certified: false });
    const polluted = JSON.parse('{"__proto__": {"skill": "abb"}, "constructor": 1}');
    expect(o.parse(polluted)).toStrictEqual({ skill: "any", certified: false });
    expect(({} as Record<string, unknown>).skill).toBeUndefined();
  });

  it("items: usable items once each, in their order, at most `max` read; not a list is undefined", () => {
    const s = items(picklist(["a", "b"]), 4);
    expect(s.parse(["b", "x", "a", "b", 3])).toEqual(["b", "a"]);
    expect(s.parse(["x", "x", "x", "x", "a"])).toEqual([]);
    expect(s.parse("a")).toBeUndefined();
    expect(s.parse({ 0: "a", length: 1 })).toBeUndefined();
  });

  it("complete: the object when every field is usable, else undefined", () => {
    const s = complete({ email: string(20), frequency: picklist(["daily"]) });
    expect(s.parse({ email: "a@b.co", frequency: "daily", x: 1 })).toStrictEqual({
      email: "a@b.co",
      frequency: "daily",
    });
    expect(s.parse({ email: "a@b.co" })).toBeUndefined();
    expect(s.parse(null)).toBeUndefined();
  });
});

describe("schema: types", () => {
  it("infers what each schema gives", () => {
    expectTypeOf(fallback(first(picklist(["a", "b"])), "any").parse).returns.toEqualTypeOf<
      "a" | "b" | "any"
    >();
    expectTypeOf(number(4).parse).returns.toEqualTypeOf<number | undefined>();
    expectTypeOf(list(["x", "y"]).parse).returns.toEqualTypeOf<Array<"x" | "y">>();
    const o = object({ a: flag, b: text(3), c: picklist(["c"]) });
    expectTypeOf<Output<typeof o>>().toEqualTypeOf<{ a: boolean; b: string; c: "c" | undefined }>();
    expectTypeOf(complete({ c: picklist(["c"]) }).parse).returns.toEqualTypeOf<{ c: "c" } | undefined>();
  });

  it("the router types each route's search by its schema's output, and links to it by the same", () => {
    type Types<Id extends "/" | "/find-jobs" | "/search-contractors"> = RouteById<
      typeof routeTree,
      Id
    >["types"];
    expectTypeOf<Types<"/find-jobs">["searchSchema"]>().toEqualTypeOf<JobSearchParams>();
    expectTypeOf<Types<"/search-contractors">["searchSchema"]>().toEqualTypeOf<ContractorSearchParams>();
    expectTypeOf<Types<"/">["searchSchema"]>().toEqualTypeOf<CalculatorSearch>();
    // What a typed link to the route writes: the same clean search.
    expectTypeOf<Types<"/find-jobs">["searchSchemaInput"]>().toEqualTypeOf<JobSearchParams>();
    expectTypeOf<Types<"/search-contractors">["searchSchemaInput"]>().toEqualTypeOf<ContractorSearchParams>();
    expectTypeOf<Types<"/">["searchSchemaInput"]>().toEqualTypeOf<CalculatorSearch>();
  });
});
