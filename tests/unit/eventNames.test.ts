import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { EventFromLogic } from "xstate";
import { EVENT_NAMES, type EventName } from "../../machines/events";
import { type MachineName, machineNames } from "../../machines/index";
import { flowModels } from "../flows";

/**
 * Issue 19, one vocabulary: every machine names one idea the same way. The names are listed once, in
 * machines/events.ts, and explained in README.md's "Event names" glossary; this test keeps the
 * machines, the list and the glossary from drifting apart.
 */

/** Every event type a machine declares; tsc fails on `declaredInList` below when one is not listed. */
type DeclaredEvent = {
  [Name in MachineName]: EventFromLogic<(typeof flowModels)[Name]["machine"]>["type"];
}[MachineName];
const declaredInList: [Exclude<DeclaredEvent, EventName>] extends [never] ? true : false = true;

/** The machines whose transitions take each event (delayed `xstate.after...` events left out). */
function machinesByEvent(): Map<string, MachineName[]> {
  const byEvent = new Map<string, MachineName[]>();
  for (const name of machineNames) {
    for (const type of flowModels[name].machine.root.events) {
      if (type.startsWith("xstate.")) continue;
      byEvent.set(type, [...(byEvent.get(type) ?? []), name]);
    }
  }
  return byEvent;
}

/** The glossary's lines: "- `name` — meaning (machine, machine)". */
function readmeGlossary(): Array<{ name: string; machines: string[]; line: string }> {
  const readme = readFileSync(path.resolve(__dirname, "../../README.md"), "utf8");
  const start = readme.indexOf("### Event names");
  expect(start, "README has an 'Event names' section").toBeGreaterThan(-1);
  const end = readme.indexOf("\n#", start + 1);
  return readme
    .slice(start, end === -1 ? undefined : end)
    .split("\n")
    .filter((line) => line.startsWith("- `"))
    .map((line) => {
      const match = /^- `([^`]+)` — .+ \(([a-zA-Z]+(?:, [a-zA-Z]+)*)\)$/.exec(line);
      return { name: match?.[1] ?? line, machines: match?.[2]?.split(", ") ?? [], line };
    });
}

describe("event names (issue 19: one vocabulary)", () => {
  const used = machinesByEvent();

  it("every event a machine takes is in machines/events.ts", () => {
    expect(declaredInList).toBe(true);
    const listed = new Set<string>(EVENT_NAMES);
    expect([...used.keys()].filter((type) => !listed.has(type))).toEqual([]);
  });

  it("every listed name is taken by some machine", () => {
    expect(EVENT_NAMES.filter((name) => !used.has(name))).toEqual([]);
  });

  it("each name is dot-case, domain first, and listed once", () => {
    for (const name of EVENT_NAMES) expect(name).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/);
    expect(new Set(EVENT_NAMES).size).toBe(EVENT_NAMES.length);
  });

  it("README's glossary explains the same names, in the same order, with the machines that use each", () => {
    const glossary = readmeGlossary();
    expect(glossary.map((entry) => entry.name)).toEqual([...EVENT_NAMES]);
    for (const entry of glossary) {
      expect(entry.machines, entry.line).toEqual([...(used.get(entry.name) ?? [])].sort());
    }
  });
});
