import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "../../server/config";

describe("docs/intake.md", () => {
  it("lists every variable the intake reads", () => {
    const docs = readFileSync(new URL("../../docs/intake.md", import.meta.url), "utf8");
    for (const [name] of CONFIG_VARIABLES) expect(docs).toContain(`| \`${name}\` |`);
  });
});
