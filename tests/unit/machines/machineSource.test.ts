import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkMachineSource, valueImports } from "../../support/machineSource";

/**
 * Issue #3: "Machines stay importable by Stately's editor: one setup(...).createMachine(...) per file,
 * no machine config built at run time." The editor reads the source, so this test does too, over its
 * syntax tree (tests/support/machineSource.ts says exactly what is rejected and what is only noted).
 */
const root = path.resolve(__dirname, "../../..");
const machinesDir = path.join(root, "machines");

/** The machine files machines/index.ts imports a value from (type-only imports such as pathModel left out). */
function registeredMachineFiles(): string[] {
  const index = readFileSync(path.join(machinesDir, "index.ts"), "utf8");
  return [...new Set(valueImports(index).map((from) => `${from.slice(2)}.ts`))].sort();
}

const wrap = (config: string, before = "") =>
  `import { assign, setup } from "xstate";\n${before}\nexport const m = setup({}).createMachine(${config});\nconst after = [1].map((x) => x);\n`;
const problemsOf = (config: string, before = "") =>
  checkMachineSource(wrap(config, before)).problems.map((p) => `${p.path}: ${p.message}`);

describe("the syntax-tree check itself", () => {
  it("accepts a literal config, inline functions with calls in their bodies, and code after the call", () => {
    const check = checkMachineSource(
      wrap(`{
        id: "m",
        initial: "a",
        context: ({ input }) => ({ items: input.items.map((x) => x) }),
        states: {
          a: {
            entry: [{ type: "focus", params: ({ context }) => ({ id: context.items.at(-1) }) }],
            on: {
              go: [
                { guard: { type: "canGo", params: { step: "b" } }, target: "b", description: "uses .map( in words" },
                { target: "#m.c", actions: ({ context }) => console.log(context), reenter: true },
              ],
            },
            after: { 300: "b", settle: { target: "c" } },
          },
          b: { always: { target: "c", guard: "done" }, tags: ["busy"] },
          c: { type: "final", description: \`plain template\`, meta: { step: 3 as const } },
        },
      }`),
    );
    expect(check.problems).toEqual([]);
    expect(check.calls).toBe(1);
    expect(check.chainedOnSetup).toBe(true);
    expect(check.notes.map((n) => n.path)).toEqual([
      "context",
      "states.a.entry[0].params",
      "states.a.on.go[1].actions",
    ]);
  });

  it("rejects a spread of a variable, in objects and in arrays", () => {
    expect(problemsOf(`{ states: { a: {}, ...moreStates } }`)).toEqual([
      "states: a spread element (...): the editor cannot see what it adds",
    ]);
    expect(problemsOf(`{ states: { a: { entry: [...common, "log"] } } }`)).toEqual([
      "states.a.entry: a spread element (...): the editor cannot see what it adds",
    ]);
    expect(problemsOf(`{ context: { ...defaults } }`)).toHaveLength(1);
  });

  it("rejects a computed key", () => {
    expect(problemsOf(`{ states: { [FIRST]: {} } }`)).toEqual([
      "states: a computed key ([...]): the editor cannot tell its name",
    ]);
    expect(problemsOf(`{ on: { ["go"]: "b" } }`)).toHaveLength(1);
  });

  it("rejects a helper call producing transitions or states, and a call anywhere outside a function body", () => {
    expect(problemsOf(`{ on: { go: stepLinks("a") } }`, "function stepLinks(from) { return []; }")).toEqual([
      "on.go: a call to stepLinks() as a transition: a state, transition, target, action or guard must be written out",
    ]);
    expect(problemsOf(`{ states: buildStates() }`)).toEqual([
      "states: a call to buildStates() where the states (an object literal) belongs",
    ]);
    expect(problemsOf(`{ on: { go: STEPS.map((s) => ({ target: s })) } }`)).toEqual([
      "on.go: a call to ….map() as a transition: a state, transition, target, action or guard must be written out",
    ]);
    expect(problemsOf(`{ on: { go: { actions: assign({ n: 1 }) } } }`)).toEqual([
      "on.go.actions: a call to assign() as an action: a state, transition, target, action or guard must be written out",
    ]);
    expect(problemsOf(`{ context: { draft: emptyDraft() } }`)).toEqual([
      "context.draft: a call to emptyDraft() in data: the editor cannot evaluate it",
    ]);
    expect(problemsOf(`{ on: Object.fromEntries([]) }`)).toHaveLength(1);
  });

  it("rejects a target or initial state that is not a string literal", () => {
    expect(problemsOf(`{ on: { go: { target: NEXT } } }`)).toEqual([
      "on.go.target: the identifier NEXT as a target: write it as a string literal",
    ]);
    expect(problemsOf(`{ on: { go: { target: [\`#m.\${step}\`] } } }`)).toEqual([
      "on.go.target[0]: a template literal with expressions as a target: write it as a string literal",
    ]);
    expect(problemsOf(`{ initial: steps.first, states: {} }`)).toEqual([
      "initial: a member expression as the initial state: write it as a string literal",
    ]);
    expect(problemsOf(`{ on: { go: NEXT_STATE } }`)).toHaveLength(1);
  });

  it("rejects identifiers referenced as states, transitions, actions or guards", () => {
    expect(problemsOf(`{ states: { a: stateA } }`)).toEqual([
      "states.a: the identifier stateA where a state node (an object literal) belongs",
    ]);
    expect(problemsOf(`{ on: { go: [goToB] } }`)).toEqual([
      "on.go[0]: the identifier goToB as a transition: a state, transition, target, action or guard must be written out",
    ]);
    expect(problemsOf(`{ entry: focusAction }`)).toHaveLength(1);
    expect(problemsOf(`{ on: { go: { guard: isReady, target: "b" } } }`)).toHaveLength(1);
  });

  it("rejects a function where XState takes no implementation", () => {
    expect(problemsOf(`{ states: { a: () => ({}) } }`)).toHaveLength(1);
    expect(problemsOf(`{ on: { go: { target: "b", description: () => "b" } } }`)).toHaveLength(1);
  });

  it("notes imported constants in data instead of rejecting them", () => {
    const check = checkMachineSource(wrap(`{ context: { values: emptyJobPost, limit: LIMITS.max } }`));
    expect(check.problems).toEqual([]);
    expect(check.notes.map((n) => n.name)).toEqual(["emptyJobPost", "LIMITS.max"]);
  });

  it("counts the createMachine calls and sees whether the first is chained on setup(...)", () => {
    expect(checkMachineSource(`createMachine({}); createMachine({});`)).toMatchObject({
      calls: 2,
      chainedOnSetup: false,
    });
  });
});

describe("registered machines are importable by Stately's editor", () => {
  const files = registeredMachineFiles();
  const doc = readFileSync(path.join(root, "docs/testing-flows.md"), "utf8");
  const start = doc.indexOf("## Opening a flow in Stately");
  const editorSection = doc.slice(start, doc.indexOf("\n## ", start + 1));

  it("finds the machine files through machines/index.ts", () => {
    expect(files.length).toBeGreaterThanOrEqual(14);
    expect(files).toContain("projectWizard.ts");
    expect(files).not.toContain("pathModel.ts");
  });

  it.each(files)("machines/%s: one setup(...).createMachine({...}) written out as literals", (file) => {
    const check = checkMachineSource(readFileSync(path.join(machinesDir, file), "utf8"));
    expect(check.calls, "exactly one createMachine call").toBe(1);
    expect(check.chainedOnSetup, "createMachine chained on setup(...)").toBe(true);
    expect(check.problems).toEqual([]);
  });

  it.each(files)("machines/%s: what the editor shows as code is listed in docs/testing-flows.md", (file) => {
    const { notes } = checkMachineSource(readFileSync(path.join(machinesDir, file), "utf8"));
    const machine = file.replace(/\.ts$/, "");
    for (const note of notes) {
      expect(editorSection, `docs/testing-flows.md names ${machine}`).toContain(`\`${machine}\``);
      expect(editorSection, `docs/testing-flows.md names ${note.name} of ${machine}`).toContain(
        `\`${note.name}\``,
      );
    }
  });
});
