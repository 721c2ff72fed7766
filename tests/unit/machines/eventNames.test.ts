import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { EventFromLogic } from "xstate";
import { EVENT_NAMES, type EventName } from "../../../machines/events";
import { type MachineName, machineNames, machines } from "../../../machines/index";
import { eventsMarkdown } from "../../../scripts/eventsDoc";
import { flowModels } from "../../flows";

/**
 * Issue 19, one vocabulary: every machine names one idea the same way. The names are listed once, in
 * machines/events.ts with what each means, and docs/events.md is generated from it; this test keeps
 * the machines, the list and the generated glossary from drifting apart.
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

  it("docs/events.md is up to date (run npm run flows)", () => {
    const file = readFileSync(path.resolve(__dirname, "../../../docs/events.md"), "utf8");
    expect(file).toBe(eventsMarkdown(machines));
  });

  it("docs/events.md explains every name, in order, with the machines that take each", () => {
    const lines = eventsMarkdown(machines)
      .split("\n")
      .filter((line) => line.startsWith("- `"));
    expect(lines.map((line) => /^- `([^`]+)`/.exec(line)?.[1])).toEqual([...EVENT_NAMES]);
    for (const [index, name] of EVENT_NAMES.entries()) {
      expect(lines[index], name).toMatch(/ — .+ \([a-zA-Z]+(?:, [a-zA-Z]+)*\)$/);
      expect(lines[index]).toContain(`(${[...(used.get(name) ?? [])].sort().join(", ")})`);
    }
  });
});
