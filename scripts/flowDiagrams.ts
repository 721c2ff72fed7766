import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

/**
 * Mermaid state diagrams for every registered machine, for product review. Pure and deterministic:
 * the same machines always give the same text, so a test can tell when the committed diagrams are stale.
 */
export interface FlowFile {
  file: string;
  content: string;
}

/** One line of prose: line breaks and runs of spaces collapsed. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Text for Mermaid source. Characters Mermaid's grammar reads (braces open a composite state, `;`
 * ends a statement, `#` starts an entity code, `<`/`>` are markup) are written as Mermaid entity codes
 * (`#123;` renders as `{`), so a description such as '{product} Explained' is drawn as written.
 * Double quotes would end a quoted state name: they become single quotes.
 */
const clean = (text: string) =>
  oneLine(text)
    .replace(/[#;{}<>]/g, (char) => `#${char.charCodeAt(0)};`)
    .replace(/"/g, "'");

/** Text for the Markdown lists and tables: as written, with `<` and `>` kept from reading as HTML. */
const prose = (text: string) => oneLine(text).replace(/</g, "&lt;").replace(/>/g, "&gt;");

const idOf = (node: AnyStateNode) => `s_${node.id.replace(/[^A-Za-z0-9]/g, "_")}`;

function nameOf(thing: unknown): string {
  if (typeof thing === "string") return thing;
  if (thing && typeof thing === "object" && "type" in thing && typeof thing.type === "string")
    return thing.type;
  if (typeof thing === "function")
    return thing.name && !thing.name.startsWith("bound ") ? thing.name : "inline";
  return "inline";
}

/**
 * An `after` transition's delay in words. A named delay (`after: { submitDelay: ... }`) is resolved
 * from the machine's implementations: "after 1500 ms (submitDelay)"; one computed at run time says so.
 */
function delayText(machine: AnyStateMachine, delay: string): string {
  if (/^\d+(\.\d+)?$/.test(delay)) return `after ${delay} ms`;
  const value: unknown = (machine.implementations.delays as Record<string, unknown> | undefined)?.[delay];
  if (typeof value === "number") return `after ${value} ms (${delay})`;
  return `after ${delay} (computed when the state is entered)`;
}

function eventText(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  if (type === "") return "always";
  if (type.startsWith("xstate.after.")) return delayText(machine, type.split(".")[2] ?? "");
  return type;
}

function labelOf(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const guard = transition.guard ? ` [${nameOf(transition.guard)}]` : "";
  const actions = (transition.actions ?? []).map(nameOf).filter((name: string) => name !== "inline");
  return clean(
    `${eventText(machine, transition)}${guard}${actions.length ? ` / ${actions.join(", ")}` : ""}`,
  );
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function renderNode(node: AnyStateNode, indent: string, lines: string[]) {
  const children = Object.values(node.states ?? {}) as AnyStateNode[];
  const id = idOf(node);
  lines.push(`${indent}state "${clean(node.key)}" as ${id}`);
  // Mermaid refuses a description on a composite state; its description stays in the states list.
  if (node.description && !children.length) lines.push(`${indent}${id} : ${clean(node.description)}`);
  if (children.length) {
    lines.push(`${indent}state ${id} {`);
    children.forEach((child, index) => {
      if (node.type === "parallel" && index > 0) lines.push(`${indent}  --`);
      renderNode(child, `${indent}  `, lines);
    });
    if (node.type !== "parallel" && node.initial?.target?.[0]) {
      lines.push(`${indent}  [*] --> ${idOf(node.initial.target[0])}`);
    }
    lines.push(`${indent}}`);
  }
  if (node.type === "final") lines.push(`${indent}${id} --> [*]`);
}

export function mermaidOf(machine: AnyStateMachine): string {
  const lines = ["stateDiagram-v2", "  direction LR"];
  const root = machine.root;
  for (const child of Object.values(root.states ?? {}) as AnyStateNode[]) renderNode(child, "  ", lines);
  if (root.initial?.target?.[0]) lines.push(`  [*] --> ${idOf(root.initial.target[0])}`);
  const visit = (node: AnyStateNode) => {
    for (const transition of transitionsOf(node)) {
      const targets = transition.target?.length ? transition.target : [node];
      for (const target of targets)
        lines.push(`  ${idOf(node)} --> ${idOf(target)} : ${labelOf(machine, transition)}`);
    }
    for (const child of Object.values(node.states ?? {}) as AnyStateNode[]) visit(child);
  };
  visit(root);
  return lines.join("\n");
}

function tableOf(machine: AnyStateMachine): string {
  const rows: string[] = [
    "| from | event | guard | to | actions | description |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  const cell = (text: string) => prose(text).replace(/\|/g, "/") || "·";
  const visit = (node: AnyStateNode) => {
    for (const transition of transitionsOf(node)) {
      const targets = transition.target?.length
        ? transition.target.map((target: AnyStateNode) => target.path.join(".") || target.key).join(", ")
        : "(stays)";
      const actions = (transition.actions ?? []).map(nameOf).join(", ");
      rows.push(
        `| ${cell(node.path.join(".") || node.key)} | ${cell(eventText(machine, transition))} | ${cell(
          transition.guard ? nameOf(transition.guard) : "",
        )} | ${cell(targets)} | ${cell(actions)} | ${cell(transition.description ?? "")} |`,
      );
    }
    for (const child of Object.values(node.states ?? {}) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return rows.join("\n");
}

function statesListOf(machine: AnyStateMachine): string {
  const lines: string[] = [];
  const visit = (node: AnyStateNode, depth: number) => {
    for (const child of Object.values(node.states ?? {}) as AnyStateNode[]) {
      const entry = (child.entry ?? []).map(nameOf).filter((n: string) => n !== "inline");
      const exit = (child.exit ?? []).map(nameOf).filter((n: string) => n !== "inline");
      const extras = [
        entry.length ? `on entry: ${entry.join(", ")}` : "",
        exit.length ? `on exit: ${exit.join(", ")}` : "",
      ]
        .filter(Boolean)
        .join("; ");
      lines.push(
        `${"  ".repeat(depth)}- **${child.key}**${child.type === "final" ? " (final)" : ""}: ${prose(child.description ?? "")}${extras ? ` _(${extras})_` : ""}`,
      );
      visit(child, depth + 1);
    }
  };
  visit(machine.root, 0);
  return lines.join("\n");
}

export function markdownOf(name: string, machine: AnyStateMachine): string {
  return [
    `# ${name}`,
    "",
    "<!-- Generated by `npm run flows` from the machine definition. Do not edit by hand. -->",
    "",
    prose(machine.root.description ?? ""),
    "",
    "```mermaid",
    mermaidOf(machine),
    "```",
    "",
    "## States",
    "",
    statesListOf(machine),
    "",
    "## Transitions",
    "",
    tableOf(machine),
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// The machine definition as JSON, for Stately's visual editor and visualizer

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** The shape machine.toJSON() gives a state node (XState's StateNodeDefinition, serialized). */
interface NodeDefinition {
  id: string;
  key: string;
  type: string;
  description?: string;
  history?: string | false;
  states: Record<string, NodeDefinition>;
  on: Record<string, TransitionDefinition[]>;
  entry: ActionDefinition[];
  exit: ActionDefinition[];
  invoke: Json[];
  meta?: Json;
  tags: string[];
}
interface TransitionDefinition {
  target?: string[];
  guard?: Json;
  actions: Array<ActionDefinition | string>;
  reenter?: boolean;
  description?: string;
  meta?: Json;
  delay?: string | number;
}
type ActionDefinition = { type: string; params?: Json };

/** A named action as the editor writes it: its name, or `{ type, params }` when it has static params. */
function actionJson(action: ActionDefinition | string): Json {
  if (typeof action === "string") return action;
  return action.params === undefined ? action.type : { type: action.type, params: action.params };
}

function transitionJson(transition: TransitionDefinition): Json {
  const out: { [key: string]: Json } = {};
  const targets = transition.target ?? [];
  if (targets.length) out.target = targets.length === 1 ? (targets[0] as string) : targets;
  if (transition.guard !== undefined) out.guard = transition.guard;
  const actions = transition.actions.map(actionJson);
  if (actions.length) out.actions = actions.length === 1 ? (actions[0] as Json) : actions;
  if (transition.reenter) out.reenter = true;
  if (transition.description) out.description = transition.description;
  if (transition.meta !== undefined) out.meta = transition.meta;
  return out;
}

const transitionsJson = (list: TransitionDefinition[]): Json =>
  list.length === 1 ? transitionJson(list[0] as TransitionDefinition) : list.map(transitionJson);

/**
 * The machine's definition (machine.toJSON(), XState's serializable StateNodeDefinition) written back
 * in the shape of a machine config, which is what Stately's editor, visualizer and VS Code extension
 * read: `after` transitions under `after` (the definition lists them as `xstate.after.*` events plus
 * the raise/cancel actions that schedule them), `always` ones under `always` (the definition leaves
 * them out), targets as `#id` references, actions and guards by name with their static params.
 * Inline functions (a `params` or `context` function) cannot travel as JSON and are left out; the
 * docs/testing-flows.md lists where the machines have them. `context` is included when it is plain data.
 */
export function statelyConfigOf(machine: AnyStateMachine): { [key: string]: Json } {
  const definition = JSON.parse(JSON.stringify(machine.toJSON())) as NodeDefinition;
  const nodeJson = (node: NodeDefinition, live: AnyStateNode): { [key: string]: Json } => {
    const out: { [key: string]: Json } = {};
    if (live === machine.root) out.id = machine.id;
    if (node.type === "parallel" || node.type === "final" || node.type === "history") out.type = node.type;
    if (node.type === "history" && node.history) out.history = node.history;
    const initial = live.type === "compound" ? live.initial?.target?.[0] : undefined;
    if (initial) out.initial = initial.key;
    if (node.description) out.description = node.description;
    if (live === machine.root) {
      const context: unknown = machine.config.context;
      if (context !== undefined && typeof context !== "function") out.context = context as Json;
    }
    // Built-in actions (the raise and cancel that schedule `after` transitions) are not the config's.
    const own = (actions: ActionDefinition[]) =>
      actions.filter((action) => !action.type.startsWith("xstate.")).map(actionJson);
    const entry = own(node.entry);
    const exit = own(node.exit);
    if (entry.length) out.entry = entry.length === 1 ? (entry[0] as Json) : entry;
    if (exit.length) out.exit = exit.length === 1 ? (exit[0] as Json) : exit;
    const on: { [key: string]: Json } = {};
    const after: { [key: string]: TransitionDefinition[] } = {};
    for (const [eventType, transitions] of Object.entries(node.on)) {
      if (eventType.startsWith("xstate.after.")) {
        for (const transition of transitions) {
          const delay = String(transition.delay ?? eventType.split(".")[2]);
          after[delay] = [...(after[delay] ?? []), transition];
        }
      } else on[eventType] = transitionsJson(transitions);
    }
    if (Object.keys(on).length) out.on = on;
    if (Object.keys(after).length)
      out.after = Object.fromEntries(
        Object.entries(after).map(([delay, list]) => [delay, transitionsJson(list)]),
      );
    const always = JSON.parse(JSON.stringify(live.always ?? [])) as TransitionDefinition[];
    if (always.length) out.always = transitionsJson(always);
    if (node.invoke.length) out.invoke = node.invoke;
    if (node.tags.length) out.tags = node.tags;
    if (node.meta !== undefined) out.meta = node.meta;
    const children = Object.entries(node.states);
    if (children.length)
      out.states = Object.fromEntries(
        children.map(([key, child]) => [key, nodeJson(child, live.states[key] as AnyStateNode)]),
      );
    return out;
  };
  return nodeJson(definition, machine.root);
}

/** docs/flows/<machine>.json: the config above, pretty-printed. */
export function statelyJsonOf(machine: AnyStateMachine): string {
  return `${JSON.stringify(statelyConfigOf(machine), null, 2)}\n`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function indexHtmlOf(entries: Array<[string, AnyStateMachine]>): string {
  const sections = entries
    .map(
      ([name, machine]) => `  <section id="${escapeHtml(name)}">
    <h2>${escapeHtml(name)}</h2>
    <p>${escapeHtml(oneLine(machine.root.description ?? ""))}</p>
    <pre class="mermaid">
${escapeHtml(mermaidOf(machine))}
    </pre>
    <p><a href="./${escapeHtml(name)}.md">States and transitions table</a> · <a href="./${escapeHtml(name)}.json">Definition as JSON</a> (for Stately's editor; see docs/testing-flows.md)</p>
  </section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Flows: every machine of the site</title>
  <!-- Generated by npm run flows. Mermaid is bundled beside this file (mermaid.min.js, copied from
       node_modules by npm ci / npm run flows); nothing is fetched from a CDN. -->
  <style>
    body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 1200px; padding: 24px; color: #13202f; }
    nav a { margin-right: 12px; }
    section { border-top: 1px solid #cfd9e4; padding: 16px 0 32px; }
    pre.mermaid { background: #f4f7fa; padding: 16px; border-radius: 8px; overflow-x: auto; }
    .missing { background: #fff4d6; padding: 12px; border-radius: 8px; }
  </style>
</head>
<body>
  <h1>Flows</h1>
  <p>Every state machine of the site, drawn from its definition: states with their descriptions, events, guards in [brackets], actions after /, delays as "after N ms" (with the delay's name in brackets when it has one).</p>
  <p>Test results of these flows: <a href="../../reports/flows/index.html">the flow test summary</a> (coverage per machine, which paths the browser performs). It exists after <code>npm run test:paths</code> has run in this checkout; reports/ is not committed. A numbered test plan of every generated path: <code>npm run paths</code>.</p>
  <nav>${entries.map(([name]) => `<a href="#${escapeHtml(name)}">${escapeHtml(name)}</a>`).join(" ")}</nav>
  <p class="missing" id="missing" hidden>The diagram renderer (mermaid.min.js) is not beside this file yet: run <code>npm ci</code> or <code>npm run flows</code>. The diagram sources are shown as text meanwhile.</p>
${sections}
  <script src="./mermaid.min.js"></script>
  <script>
    if (window.mermaid) {
      window.mermaid.initialize({ startOnLoad: false, securityLevel: "strict", theme: "neutral" });
      window.mermaid.run({ querySelector: "pre.mermaid" }).then(() => { document.body.dataset.rendered = "true"; });
    } else {
      document.getElementById("missing").hidden = false;
    }
  </script>
</body>
</html>
`;
}

export function flowFiles(machines: Record<string, AnyStateMachine>): FlowFile[] {
  const entries = Object.entries(machines);
  return [
    ...entries.flatMap(([name, machine]) => [
      { file: `${name}.md`, content: markdownOf(name, machine) },
      { file: `${name}.json`, content: statelyJsonOf(machine) },
    ]),
    { file: "index.html", content: indexHtmlOf(entries) },
  ];
}
