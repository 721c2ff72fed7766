import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";
import * as css from "styled-system/css";
import * as patterns from "styled-system/patterns";
import * as recipes from "styled-system/recipes";
import { describe, expect, it } from "vitest";
import { exportedConstants, inlineStyleCalls, projectConstants } from "../../../scripts/pandaStatic.mjs";
import { inlineTemplateConstants } from "../../../src/views/resume/templates/inline";
import { sourceFiles } from "../../support/sourceFiles";

const runtime = { css, patterns, recipes } as unknown as Parameters<typeof inlineStyleCalls>[1];

/**
 * Runs a snippet (plain JavaScript with `import ... from "styled-system/..."` lines) and returns what
 * its `run` export gives for `input`: with the imports bound to the real runtime, or, for the
 * transformed snippet, bound to nothing at all, so a call left to the runtime would throw.
 */
function run(code: string, input: unknown, withRuntime: boolean): unknown {
  const imports = [...code.matchAll(/^import \{([^}]*)\} from "styled-system\/(\w+)";$/gm)];
  const bindings = imports.flatMap(([, names = "", module = ""]) =>
    names.split(",").map((name) => {
      const local = name.trim();
      const value = withRuntime ? (runtime[module as "css"] as Record<string, unknown>)[local] : undefined;
      return [local, value] as const;
    }),
  );
  const body = code.replace(/^import .*$/gm, "").replace("export const run", "const run");
  const names = bindings.map(([name]) => name);
  return new Function(...names, `${body}\nreturn run;`)(...bindings.map(([, value]) => value))(input);
}

/** The transformed snippet behaves as the original for every input, and needs no runtime. */
function expectSameResults(code: string, inputs: unknown[]) {
  const output = inlineStyleCalls(code, runtime);
  expect(output).toBeDefined();
  expect(output).not.toMatch(/from "styled-system/);
  for (const input of inputs) expect(run(output as string, input, false)).toEqual(run(code, input, true));
  return output as string;
}

describe("style calls written out at build time (scripts/pandaStatic.mjs)", () => {
  it("replaces a written-out css() call by the class string the runtime returns", () => {
    const code = `import { css } from "styled-system/css";
export const run = () => css({ display: "flex", gap: "2", p: { base: "4", md: "6" }, _hover: { color: "fg.accent" } });`;
    const output = expectSameResults(code, [undefined]);
    const classes = css.css({
      display: "flex",
      gap: "2",
      p: { base: "4", md: "6" },
      _hover: { color: "fg.accent" },
    });
    expect(output).toContain(`() => ${JSON.stringify(classes)};`);
  });

  it("writes a choice on a plain test as a choice between the two class strings", () => {
    const code = `import { css } from "styled-system/css";
export const run = (last) => css({ pb: { base: last ? "0" : "10", lg: "0" }, bg: last ? "accent.default" : "bg.canvas" });`;
    const output = expectSameResults(code, [true, false, 0, "", "yes", undefined]);
    expect(output).toMatch(/\(last\) \? "/);
  });

  it("reads `test && {...}` among css() arguments as a choice, and module constants and css.raw", () => {
    const code = `import { css } from "styled-system/css";
const base = css.raw({ display: "inline-flex", w: "7" });
const done = { bg: "success.fg", color: "white" };
export const run = (state) => css(base, state.done && done, state.current && { ...done, bg: "accent.default" });`;
    const states = [{}, { done: true }, { current: true }, { done: true, current: true }];
    const output = expectSameResults(code, states);
    // The constants only the replaced call read went with it.
    expect(output).not.toContain("const base");
  });

  it("replaces pattern and recipe calls, and calls of a cva() made from written-out variants", () => {
    const code = `import { cva } from "styled-system/css";
import { panel } from "styled-system/patterns";
import { button } from "styled-system/recipes";
const line = cva({ base: { h: "3px" }, variants: { tone: { light: { bg: "border.strong" }, dark: { bg: "fg.secondary" } } } });
export const run = (dark) => [panel({ tone: "inverted", p: "6" }), button({ variant: "outline", size: "sm" }), dark ? line({ tone: "dark" }) : line({ tone: "light" })];`;
    expectSameResults(code, [true, false]);
  });

  it("leaves a call with a computed value to the runtime, and keeps its import", () => {
    const code = `import { css } from "styled-system/css";
export const run = (props) => [css({ color: props.tone }), css({ p: "4" })];`;
    const output = inlineStyleCalls(code, runtime) as string;
    expect(output).toContain("css({ color: props.tone })");
    expect(output).toContain('import { css } from "styled-system/css"');
    expect(run(output, { tone: "red" }, true)).toEqual(run(code, { tone: "red" }, true));
  });

  it("keeps a call whose test could have effects, and one with too many outcomes", () => {
    const code = `import { css } from "styled-system/css";
export const run = (p) => [css({ color: p.next() ? "fg.default" : "fg.muted" }), css({ a: p.a ? "1" : "2", b: p.b ? "1" : "2", c: p.c ? "1" : "2", d: p.d ? "1" : "2" })];`;
    const kept: string[] = [];
    inlineStyleCalls(code, runtime, { onKept: (_line, call) => kept.push(call) });
    expect(kept).toHaveLength(2);
  });

  it("keeps every constant something other than a replaced call reads, a JSX tag included", () => {
    const code = `import { css } from "styled-system/css";
import { tooltip } from "styled-system/recipes";
const Content = withContext(Ark.Content, "content");
const Other = make(css({ p: "2" }));
const unusedStyle = css.raw({ p: "4" });
export const run = () => [<Content className={css(unusedStyle)} />, <Other.Part />, <tooltip />, tooltip()];`;
    const output = inlineStyleCalls(code, runtime) as string;
    expect(output).toContain('const Content = withContext(Ark.Content, "content");');
    expect(output).toContain("const Other = make(");
    // Only read by the call that was written out, and a value with no effects: it goes.
    expect(output).not.toContain("unusedStyle");
    expect(output).not.toContain("styled-system");
  });

  it("reads constants exported by another module of the project", () => {
    const other = `import { css } from "styled-system/css";
export const linkStyles = { display: "inline-flex", color: "fg.muted" } as const;
export const link = css(linkStyles);`;
    const lookup = exportedConstants(other, runtime, () => undefined);
    const code = `import { css } from "styled-system/css";
import { linkStyles } from "./navLink";
export const run = () => css(linkStyles, { gap: "1.5" });`;
    const output = inlineStyleCalls(code, runtime, { constantsOf: () => lookup }) as string;
    expect(output).toContain(
      JSON.stringify(css.css({ display: "inline-flex", color: "fg.muted" }, { gap: "1.5" })),
    );
  });

  it("gives valid source for every module of the site, and writes out nearly every call", () => {
    const files = sourceFiles(path.resolve("src"));
    const { constantsOf } = projectConstants(() => runtime);
    let changed = 0;
    const kept: string[] = [];
    for (const file of files) {
      // As in the build: a template's constants are written in first (vite.config.ts).
      const source = readFileSync(file, "utf8");
      const output = inlineStyleCalls(inlineTemplateConstants(file, source) ?? source, runtime, {
        constantsOf: constantsOf(file),
        onKept: (line) => kept.push(`${file}:${line}`),
      });
      if (output === undefined) continue;
      changed++;
      expect(
        () => parse(output, { sourceType: "module", plugins: ["typescript", "jsx"] }),
        file,
      ).not.toThrow();
    }
    expect(changed).toBeGreaterThan(100);
    // Today three recipe calls take a prop (a button's variant, a dialog's size); a few more is fine,
    // dozens would mean the build stopped understanding the site's calls.
    expect(kept.length, kept.join("\n")).toBeLessThan(10);
  }, 60_000);
});
