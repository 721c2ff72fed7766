import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blankLiterals, bracketed } from "../support/sourceText";

/**
 * Issue #3: "Machines stay importable by Stately's editor: one setup(...).createMachine(...) per file,
 * no machine config built at run time." The editor reads the source text, so this test does too: for
 * every machine file registered in machines/index.ts it takes the text of the createMachine({...})
 * call and fails on anything that builds config at run time.
 */
const machinesDir = path.resolve(__dirname, "../../machines");

/** The files machines/index.ts imports a value from (type-only imports such as pathModel are skipped). */
function registeredMachineFiles(): string[] {
  const index = readFileSync(path.join(machinesDir, "index.ts"), "utf8");
  const files = [...index.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"\.\/([\w-]+)";/gm)].map(
    (match) => `${match[1]}.ts`,
  );
  return [...new Set(files)].sort();
}

/** The text of the createMachine(...) call, from `.createMachine(` to its closing parenthesis. */
function createMachineCall(source: string): string {
  const code = blankLiterals(source);
  const start = code.indexOf(".createMachine(");
  if (start === -1) throw new Error("no .createMachine( call");
  return `.createMachine${bracketed(code, start + ".createMachine".length)}`;
}

/** Names of the functions the file defines itself: `function name(` and `const name = (...) =>`. */
function localHelpers(source: string): string[] {
  const code = blankLiterals(source);
  const names = new Set<string>();
  for (const match of code.matchAll(/\bfunction\s+([A-Za-z_$][\w$]*)\s*[<(]/g)) names.add(match[1] ?? "");
  for (const match of code.matchAll(
    /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*(?::[^=]+)?=>|[A-Za-z_$][\w$]*\s*=>)/g,
  ))
    names.add(match[1] ?? "");
  names.delete("");
  return [...names].sort();
}

/** What in the createMachine config is built at run time; empty when the config is plain literals. */
function runTimeConfig(source: string): string[] {
  const call = createMachineCall(source);
  const problems: string[] = [];
  const rules: Array<[RegExp, string]> = [
    [/\.\.\.\s*[A-Za-z_$][\w$.]*\s*(?:<[^>]*>)?\s*\(/, "a spread of a call"],
    [/\.\.\.\s*\(/, "a spread of a computed expression"],
    [/\.map\s*\(/, ".map("],
    [/\.filter\s*\(/, ".filter("],
    [/\.reduce\s*\(/, ".reduce("],
    [/\.flatMap\s*\(/, ".flatMap("],
    [/\bObject\.(?:fromEntries|assign|entries|keys|values)\s*\(/, "Object.*( building config"],
  ];
  for (const [pattern, what] of rules) if (pattern.test(call)) problems.push(what);
  for (const helper of localHelpers(source)) {
    if (new RegExp(`(?<![\\w$.])${helper.replace(/\$/g, "\\$")}\\s*\\(`).test(call))
      problems.push(`a call to the local helper ${helper}()`);
  }
  return problems;
}

describe("the source check itself", () => {
  const wrap = (config: string, before = "") =>
    `import { setup } from "xstate";\n${before}\nexport const m = setup({}).createMachine(${config});\nconst after = [1].map((x) => x);\n`;

  it("accepts a plain literal config, and code after the call", () => {
    expect(
      runTimeConfig(
        wrap(
          `{ id: "m", initial: "a", states: { a: { on: { go: { target: "b", description: "uses .map( in words" } } }, b: {} } }`,
        ),
      ),
    ).toEqual([]);
  });

  it("flags a spread of a call, .map(, .filter(, .reduce( and Object.fromEntries(", () => {
    expect(runTimeConfig(wrap(`{ states: { ...build() } }`))).toContain("a spread of a call");
    expect(runTimeConfig(wrap(`{ on: { go: STEPS.map((s) => ({ target: s })) } }`))).toContain(".map(");
    expect(runTimeConfig(wrap(`{ on: { go: STEPS.filter(Boolean) } }`))).toContain(".filter(");
    expect(runTimeConfig(wrap(`{ on: STEPS.reduce((a) => a, {}) }`))).toContain(".reduce(");
    expect(runTimeConfig(wrap(`{ on: Object.fromEntries([]) }`))).toContain("Object.*( building config");
  });

  it("flags a call to a helper the file defines", () => {
    expect(
      runTimeConfig(wrap(`{ on: { go: stepLinks("a") } }`, "function stepLinks(from) { return []; }")),
    ).toContain("a call to the local helper stepLinks()");
    expect(
      runTimeConfig(wrap(`{ on: { go: links("a") } }`, "const links = (from: string) => [];")),
    ).toContain("a call to the local helper links()");
  });

  it("flags the stepLinks() shape this test was written against", () => {
    const source = `function stepLinks(from: WizardStep, notes: Partial<Record<WizardStep, string>> = {}) {
  return WIZARD_STEPS.filter((step) => step !== from).map((step) => ({ target: step }));
}
export const projectWizardMachine = setup({}).createMachine({
  states: { details: { on: { "step.goto": stepLinks("details", { review: "A later step." }) } } },
});`;
    expect(runTimeConfig(source)).toEqual(["a call to the local helper stepLinks()"]);
  });
});

describe("registered machines are importable by Stately's editor", () => {
  const files = registeredMachineFiles();

  it("finds the machine files through machines/index.ts", () => {
    expect(files.length).toBeGreaterThanOrEqual(14);
    expect(files).toContain("projectWizard.ts");
  });

  it.each(files)("machines/%s: one setup(...).createMachine({...}) built from literals", (file) => {
    const source = readFileSync(path.join(machinesDir, file), "utf8");
    const code = blankLiterals(source);
    expect(code.match(/\.createMachine\s*\(/g) ?? [], "exactly one createMachine call").toHaveLength(1);
    expect(code, "createMachine chained on setup(...)").toMatch(/\bsetup\s*\(/);
    expect(code.indexOf("setup(")).toBeLessThan(code.indexOf(".createMachine("));
    expect(createMachineCall(source)).toMatch(/^\.createMachine\(\s*\{/);
    expect(runTimeConfig(source)).toEqual([]);
  });
});
