import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createMachine,
  setup,
} from "xstate";
import { machines } from "../../../machines";
import { flowFiles, markdownOf, mermaidOf, statelyConfigOf } from "../../../scripts/flowDiagrams";
import { flowModels } from "../../flows";

const dir = path.resolve(__dirname, "../../../docs/flows");

describe("committed flow diagrams", () => {
  const files = flowFiles(machines);

  it.each(files.map((f) => [f.file, f.content] as const))(
    "docs/flows/%s is up to date (run npm run flows)",
    (file, content) => {
      expect(readFileSync(path.join(dir, file), "utf8")).toBe(content);
    },
  );

  it("has no diagram or definition for a machine that is gone", () => {
    const committed = readdirSync(dir).filter((file) => file.endsWith(".md") || file.endsWith(".json"));
    expect(committed.sort()).toEqual(
      files
        .filter((f) => f.file.endsWith(".md") || f.file.endsWith(".json"))
        .map((f) => f.file)
        .sort(),
    );
  });

  it("draws every state and every transition of each machine", () => {
    for (const [name, model] of Object.entries(flowModels)) {
      const md = files.find((f) => f.file === `${name}.md`)?.content ?? "";
      for (const key of Object.keys(model.machine.root.states)) expect(md).toContain(`state "${key}"`);
      expect(md).toContain("[*] -->");
    }
  });
});

describe("diagram text", () => {
  const sample = setup({
    delays: { settleDelay: 1500, backoff: () => 250 },
  }).createMachine({
    id: "sample",
    description: "A <sample> for {product}; #1 in tests.",
    initial: "waiting",
    states: {
      waiting: {
        description: "Titled '{product} Explained'; focus stays inside #main.",
        after: { settleDelay: { target: "retrying", description: "Settles; then retries." } },
      },
      retrying: { after: { backoff: "done" } },
      done: { after: { 300: "waiting" } },
    },
  });
  const mermaid = mermaidOf(sample);
  const markdown = markdownOf("sample", sample);

  it("resolves a named delay to its milliseconds from the machine's implementations", () => {
    expect(mermaid).toContain("s_sample_waiting --> s_sample_retrying : after 1500 ms (settleDelay)");
    expect(markdown).toContain("| waiting | after 1500 ms (settleDelay) |");
    expect(mermaid).toContain(
      "s_sample_retrying --> s_sample_done : after backoff (computed when the state is entered)",
    );
    expect(mermaid).toContain("s_sample_done --> s_sample_waiting : after 300 ms");
    expect(mermaid).not.toMatch(/after [A-Za-z]\w* ms/);
  });

  it("writes braces, semicolons, # and angle brackets as Mermaid entity codes, not blanks", () => {
    expect(mermaid).toContain(
      "s_sample_waiting : Titled '#123;product#125; Explained'#59; focus stays inside #35;main.",
    );
  });

  it("keeps the Markdown lists and tables as written", () => {
    expect(markdown).toContain("A &lt;sample&gt; for {product}; #1 in tests.");
    expect(markdown).toContain("- **waiting**: Titled '{product} Explained'; focus stays inside #main.");
    expect(markdown).toContain("| Settles; then retries. |");
  });

  it("the video dialog reads '{product} Explained', in the diagram and in the states list", () => {
    const { machine } = flowModels.videoDialog;
    expect(mermaidOf(machine)).toContain("'#123;product#125; Explained'");
    expect(markdownOf("videoDialog", machine)).toContain("'{product} Explained'");
  });

  it("no description or label in any diagram holds a character Mermaid would read as syntax", () => {
    for (const model of Object.values(flowModels)) {
      for (const line of mermaidOf(model.machine).split("\n")) {
        const text = line.includes(" : ") ? line.slice(line.indexOf(" : ") + 3) : "";
        expect(text.replace(/#\d+;/g, "")).not.toMatch(/[{};#<>]/);
      }
    }
  });
});

describe("descriptions for review", () => {
  it("every transition of every registered machine says what it means to the visitor", () => {
    const missing: string[] = [];
    for (const [name, model] of Object.entries(flowModels)) {
      const visit = (node: AnyStateNode) => {
        const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
        for (const transition of transitions as AnyTransitionDefinition[]) {
          if (!transition.description?.trim())
            missing.push(
              `${name}: ${node.path.join(".") || "(root)"} on ${transition.eventType || "always"}`,
            );
        }
        for (const child of Object.values(node.states ?? {}) as AnyStateNode[]) visit(child);
      };
      visit(model.machine.root);
    }
    expect(missing).toEqual([]);
  });
});

/** Everything about a machine's structure the editor shows, as lines to compare. */
function structureOf(machine: AnyStateMachine): string[] {
  // An action or guard by name; with its params when they are data (a params function cannot travel).
  const name = (thing: unknown): string => {
    if (typeof thing === "string") return thing;
    if (typeof thing === "function") return (thing as { type?: string }).type ?? thing.name;
    const { type, params } = thing as { type: string; params?: unknown };
    return params === undefined || typeof params === "function" ? type : JSON.stringify({ type, params });
  };
  const own = (actions: readonly unknown[]) =>
    actions.map(name).filter((type) => !type.startsWith("xstate."));
  const lines: string[] = [];
  const visit = (node: AnyStateNode) => {
    lines.push(
      `state ${node.id} ${node.type} initial=${node.initial?.target?.map((t: AnyStateNode) => t.id) ?? ""} "${node.description ?? ""}" entry=${own(node.entry)} exit=${own(node.exit)}`,
    );
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const t of transitions as AnyTransitionDefinition[])
      lines.push(
        `  ${t.eventType || "always"} [${t.guard ? name(t.guard) : ""}] -> ${t.target?.map((target: AnyStateNode) => target.id) ?? "(self)"} / ${own(t.actions)} reenter=${t.reenter} "${t.description ?? ""}"`,
      );
    for (const child of Object.values(node.states ?? {}) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return lines;
}

describe("definitions as JSON for Stately (docs/flows/<machine>.json)", () => {
  it.each(Object.keys(flowModels))(
    "%s: createMachine(json) has every state, transition, guard, action and description of the machine",
    (name) => {
      const { machine } = flowModels[name as keyof typeof flowModels];
      const json = JSON.parse(readFileSync(path.join(dir, `${name}.json`), "utf8"));
      expect(structureOf(createMachine(json))).toEqual(structureOf(machine));
    },
  );

  it("writes after and always transitions the way a config has them, and context when it is data", () => {
    const sample = setup({
      delays: { settle: 100 },
      actions: { log: () => {} },
      guards: { isDone: () => true },
    }).createMachine({
      id: "sample",
      context: { count: 0 },
      initial: "a",
      states: {
        a: { after: { settle: { target: "b", description: "Settled." } }, entry: "log" },
        b: { always: { target: "c", guard: "isDone" } },
        c: { type: "final" },
      },
    });
    expect(statelyConfigOf(sample)).toEqual({
      id: "sample",
      initial: "a",
      context: { count: 0 },
      states: {
        a: { entry: "log", after: { settle: { target: "#sample.b", description: "Settled." } } },
        b: { always: { target: "#sample.c", guard: "isDone" } },
        c: { type: "final" },
      },
    });
    expect(structureOf(createMachine(statelyConfigOf(sample) as never))).toEqual(structureOf(sample));
  });
});

describe("flow folders (docs/testing-flows.md)", () => {
  const root = path.resolve(__dirname, "../../..");

  it("every machine has a path model in tests/flows/<name>/, and the model runs that very machine", () => {
    expect(Object.keys(flowModels).sort()).toEqual(Object.keys(machines).sort());
    for (const [name, model] of Object.entries(flowModels)) {
      expect(model.machine, name).toBe(machines[name as keyof typeof machines]);
      expect(readdirSync(path.join(root, "tests", "flows", name)), name).toContain("model.ts");
    }
  });

  it("machines/ holds machines only: no path models, samples or imports from tests", () => {
    for (const file of readdirSync(path.join(root, "machines"))) {
      const source = readFileSync(path.join(root, "machines", file), "utf8");
      expect(source, file).not.toMatch(/definePathModel|\bSAMPLE_|Samples\b/);
      expect(source, file).not.toMatch(/from "[./]*\/tests\//);
    }
  });

  it("each flow folder is named after a machine", () => {
    const folders = readdirSync(path.join(root, "tests", "flows"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((name) => !(name in machines))).toEqual([]);
  });
});
