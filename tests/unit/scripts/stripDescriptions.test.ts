import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { machineNames, machines } from "../../../machines";
import { descriptionRanges, stripDescriptions } from "../../../scripts/stripDescriptions.mjs";

/** Every description a machine's config gives a state or a transition (context is data: skipped). */
function configDescriptions(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const child of node) configDescriptions(child, found);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "context") continue;
      if (key === "description" && typeof value === "string") found.push(value);
      else configDescriptions(value, found);
    }
  }
  return found;
}

/** The texts the build drops from a machine's source, read back from the dropped ranges. */
function droppedTexts(source: string): string[] {
  return descriptionRanges(source).map(([start, end]: [number, number]) => {
    const property = source.slice(start, end);
    return (new Function(`return ({${property}})`)() as { description: string }).description;
  });
}

describe("machine descriptions in the build", () => {
  it.each(machineNames)("%s: the build drops exactly its states' and transitions' descriptions", (name) => {
    const file = `machines/${name}.ts`;
    const source = readFileSync(file, "utf8");
    const expected = configDescriptions(machines[name].config).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(droppedTexts(source).sort()).toEqual(expected);
  });

  it("never drops data that is called description, or a description that is not written-out text", () => {
    const source = `createMachine({
      context: { draft: { title: "", description: "Cell retrofit" } },
      states: {
        a: { description: "State a", on: { go: { target: "b", description: "Go" + " to b" } } },
        b: { description: \`State b\`, entry: "x" },
        c: { description: text, type: "final" },
      },
    });
    const draft = { title: "x", description: "kept" };`;
    const out = stripDescriptions(source);
    expect(out).toContain('description: "Cell retrofit"');
    expect(out).toContain('description: "kept"');
    expect(out).toContain("description: text");
    expect(out).not.toContain("State a");
    expect(out).not.toContain("to b");
    expect(out).not.toContain("State b");
  });
});
