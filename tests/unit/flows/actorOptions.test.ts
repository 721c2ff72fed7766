import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../support/sourceFiles";
import { blankLiterals, bracketed, callArguments } from "../../support/sourceText";

/**
 * Issue #3: in development `?inspect` connects every actor of the page to the Stately inspector. That
 * only holds when every useMachine / useActorRef / createActor call in src passes actorOptions() (or
 * an options object built from it), so this test reads each call's arguments. Pages run their flow
 * with useFlow (src/flows/useFlow.ts, issue 19), which passes them itself: its own useActorRef call
 * is checked like any other, and a useFlow call needs no options.
 */
const srcDir = path.resolve(__dirname, "../../../src");

interface ActorCall {
  hook: string;
  line: number;
  options: string | undefined;
}

/** Every useFlow/useMachine/useActorRef/createActor call of a file, with its options argument (code only). */
function actorCalls(source: string): ActorCall[] {
  const code = blankLiterals(source);
  return [
    ...code.matchAll(/(?<![\w$.])(useFlow|useMachine|useActorRef|createActor)\s*(?:<[^>()]*>)?\s*\(/g),
  ].map((match) => {
    const open = (match.index ?? 0) + match[0].length - 1;
    const args = callArguments(bracketed(code, open));
    return {
      hook: match[1] ?? "",
      line: code.slice(0, match.index).split("\n").length,
      options: args[1],
    };
  });
}

/**
 * Whether an options argument connects the inspector: `actorOptions()` itself, an object literal that
 * spreads it, or a local variable whose initializer does either.
 */
function passesActorOptions(options: string | undefined, source: string): boolean {
  if (!options) return false;
  const fromInspector = (text: string) =>
    /^actorOptions\(\s*\)$/.test(text.trim()) ||
    /^\{[\s\S]*\.\.\.\s*actorOptions\(\s*\)[\s\S]*\}$/.test(text.trim());
  if (fromInspector(options)) return true;
  if (!/^[A-Za-z_$][\w$]*$/.test(options)) return false;
  const code = blankLiterals(source);
  const declaration = new RegExp(`\\b(?:const|let)\\s+${options.replace(/\$/g, "\\$")}\\b[^=]*=\\s*`).exec(
    code,
  );
  if (!declaration) return false;
  const start = declaration.index + declaration[0].length;
  const initializer =
    code[start] === "{" ? bracketed(code, start) : code.slice(start, code.indexOf(";", start));
  return fromInspector(initializer);
}

function problemsOf(source: string): string[] {
  return actorCalls(source)
    .filter((call) => call.hook !== "useFlow" && !passesActorOptions(call.options, source))
    .map((call) => `${call.hook}(...) on line ${call.line} does not pass actorOptions()`);
}

describe("the check itself", () => {
  it("accepts actorOptions(), a spread of it with input, and a variable built from it", () => {
    expect(problemsOf(`const [s] = useMachine(machine, actorOptions());`)).toEqual([]);
    expect(
      problemsOf(
        `const [s] = useMachine(m.provide({ actions: {} }), { ...actorOptions(), input: { a: 1 } });`,
      ),
    ).toEqual([]);
    expect(
      problemsOf(
        `const options = { input: 1, ...actorOptions() };\nconst ref = useActorRef(machine, options);`,
      ),
    ).toEqual([]);
    expect(problemsOf(`const actor = createActor<typeof m>(m, actorOptions()).start();`)).toEqual([]);
  });

  it("accepts useFlow with or without input, since the hook applies actorOptions() itself", () => {
    expect(problemsOf(`const ref = useFlow(machine, { actions: {} });`)).toEqual([]);
    expect(problemsOf(`const ref = useFlow(machine, undefined, { input: { a: 1 } });`)).toEqual([]);
  });

  it("flags a call without options, with other options only, or with a look-alike", () => {
    expect(problemsOf(`const [s] = useMachine(machine.provide({ actions: { a: () => f(1, 2) } }));`)).toEqual(
      ["useMachine(...) on line 1 does not pass actorOptions()"],
    );
    expect(problemsOf(`const [s] = useMachine(machine, { input: { inputs } });`)).toHaveLength(1);
    expect(problemsOf(`const ref = useActorRef(machine, options);`)).toHaveLength(1);
    expect(problemsOf(`const actor = createActor(machine, { inspect: "actorOptions()" });`)).toHaveLength(1);
  });

  it("ignores imports, comments and strings", () => {
    expect(
      problemsOf(
        `import { useMachine } from "@xstate/react";\n// useMachine(machine)\nconst a = "createActor(x)";`,
      ),
    ).toEqual([]);
  });
});

describe("every actor in src connects to the inspector with ?inspect", () => {
  const files = sourceFiles(srcDir).filter((file) => !file.endsWith(".gen.ts"));
  const withCalls = files
    .map((file) => [path.relative(srcDir, file), readFileSync(file, "utf8")] as const)
    .filter(([, source]) => actorCalls(source).length > 0);

  it("finds the page actors", () => {
    // The hook's own declaration is not a call.
    const calls = withCalls
      .filter(([file]) => file !== path.join("flows", "useFlow.ts"))
      .flatMap(([, source]) => actorCalls(source))
      .filter((call) => call.hook === "useFlow");
    expect(calls.length).toBeGreaterThanOrEqual(15);
    expect(withCalls.map(([file]) => file)).toEqual(
      expect.arrayContaining(["views/home/ExplainerVideo.tsx", "views/home/calculator/CalculatorPanel.tsx"]),
    );
  });

  it("starts every page's actor through useFlow (issue 19): no view calls useMachine or useActorRef", () => {
    const direct = withCalls
      .filter(([file]) => file !== path.join("flows", "useFlow.ts"))
      .flatMap(([file, source]) =>
        actorCalls(source)
          .filter((call) => call.hook === "useMachine" || call.hook === "useActorRef")
          .map((call) => `src/${file}:${call.line} ${call.hook}`),
      );
    expect(direct).toEqual([]);
  });

  it.each(withCalls)("src/%s passes actorOptions() to every actor", (_file, source) => {
    expect(problemsOf(source)).toEqual([]);
  });
});
