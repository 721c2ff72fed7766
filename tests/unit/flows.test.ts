import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { machineRegistry } from "../../machines";
import { flowFiles } from "../../scripts/flowDiagrams";

const dir = path.resolve(__dirname, "../../docs/flows");

describe("committed flow diagrams", () => {
  const files = flowFiles(machineRegistry);

  it.each(files.map((f) => [f.file, f.content] as const))(
    "docs/flows/%s is up to date (run npm run flows)",
    (file, content) => {
      expect(readFileSync(path.join(dir, file), "utf8")).toBe(content);
    },
  );

  it("has no diagram for a machine that is gone", () => {
    const committed = readdirSync(dir).filter((file) => file.endsWith(".md"));
    expect(committed.sort()).toEqual(
      files
        .filter((f) => f.file.endsWith(".md"))
        .map((f) => f.file)
        .sort(),
    );
  });

  it("draws every state and every transition of each machine", () => {
    for (const [name, model] of Object.entries(machineRegistry)) {
      const md = files.find((f) => f.file === `${name}.md`)?.content ?? "";
      for (const key of Object.keys(model.machine.root.states)) expect(md).toContain(`state "${key}"`);
      expect(md).toContain("[*] -->");
    }
  });
});
