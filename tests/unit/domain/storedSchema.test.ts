import { describe, expect, expectTypeOf, it } from "vitest";
import { map, picklist, type Schema, string } from "../../../src/domain/schema";
import { all, complete, integer, items, tuple } from "../../../src/domain/storedSchema";

/** The strict pieces stored drafts and share links are read with (issue 19). */

const hostile = [
  undefined,
  null,
  0,
  -0,
  Number.NaN,
  Infinity,
  "x".repeat(10_000),
  [[["a"]]],
  { a: 1 },
  () => 1,
];

describe("storedSchema: the strict pieces never throw and never report issues", () => {
  const pieces: Array<[string, Schema<unknown>]> = [
    ["complete", complete({ a: picklist(["a"]) })],
    ["complete, only", complete({ a: picklist(["a"]) }, true)],
    ["all", all(string(3), 2)],
    ["all, key", all(string(3), 2, (s) => s.toLowerCase())],
    ["integer", integer(1, 10)],
    ["tuple", tuple([string(3), integer(1, 2)])],
  ];
  it.each(pieces)("%s", (_, s) => {
    for (const value of hostile) {
      const result = s["~standard"].validate(value);
      expect(result).toEqual({ value: s.parse(value) });
      expect(result).not.toHaveProperty("issues");
    }
  });
});

describe("storedSchema: the pieces", () => {
  it("complete: not an object, a list included, is undefined; with `only`, no other keys", () => {
    const s = complete({ a: picklist(["a"]) });
    expect(s.parse({ a: "a", b: 1 })).toStrictEqual({ a: "a" });
    expect(s.parse(["a"])).toBeUndefined();
    expect(s.parse(Object.assign(["x"], { a: "a" }))).toBeUndefined();
    const only = complete({ a: picklist(["a"]) }, true);
    expect(only.parse({ a: "a" })).toStrictEqual({ a: "a" });
    expect(only.parse({ a: "a", b: 1 })).toBeUndefined();
    expect(only.parse(JSON.parse('{"a": "a", "__proto__": 1}'))).toBeUndefined();
  });

  it("all: every item usable, at most `max`, none with another's key; else undefined", () => {
    const s = all(string(3), 2);
    expect(s.parse([])).toEqual([]);
    expect(s.parse(["a", "a"])).toEqual(["a", "a"]);
    expect(s.parse(["a", "b", "c"])).toBeUndefined();
    expect(s.parse(["a", 1])).toBeUndefined();
    expect(s.parse(["abcd"])).toBeUndefined();
    expect(s.parse({ 0: "a", length: 1 })).toBeUndefined();
    const keyed = all(string(3), 3, (item) => item.toLowerCase());
    expect(keyed.parse(["a", "b"])).toEqual(["a", "b"]);
    expect(keyed.parse(["a", "b", "A"])).toBeUndefined();
    const fresh = ["a"];
    expect(s.parse(fresh)).not.toBe(fresh);
  });

  it("items: with `key`, an item like one kept is dropped", () => {
    const s = items(string(5), 5, (item) => item.toLowerCase());
    expect(s.parse(["PLC", "plc", 1, "Plc", "abb"])).toEqual(["PLC", "abb"]);
    expect(s.parse(["a", "b", "c", "d", "e", "f"])).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("tuple: exactly as many items as the shape, each usable; else undefined", () => {
    const s = tuple([string(3), integer(1, 2)]);
    expect(s.parse(["a", 2])).toEqual(["a", 2]);
    for (const value of [["a"], ["a", 2, 3], ["a", 3], [1, 1], { 0: "a", 1: 2, length: 2 }, null])
      expect(s.parse(value)).toBeUndefined();
    expectTypeOf(s.parse).returns.toEqualTypeOf<[string, number] | undefined>();
  });

  it("integer: a whole number in [min, max] as it is", () => {
    const s = integer(1, 10);
    expect([1, 10, 5].map(s.parse)).toEqual([1, 10, 5]);
    for (const value of [0, 11, 1.5, "3", Number.NaN, Infinity, -0, null, [3]])
      expect(s.parse(value)).toBeUndefined();
  });

  it("infers what each piece gives", () => {
    expectTypeOf(all(picklist(["a", "b"]), 3).parse).returns.toEqualTypeOf<Array<"a" | "b"> | undefined>();
    expectTypeOf(integer(1, 2).parse).returns.toEqualTypeOf<number | undefined>();
    expectTypeOf(
      complete({ n: integer(1, 2), t: picklist([true, false]) }, true).parse,
    ).returns.toEqualTypeOf<{ n: number; t: boolean } | undefined>();
    expectTypeOf(map(picklist([1, 2]), (n) => n).parse).returns.toEqualTypeOf<1 | 2 | undefined>();
  });
});
