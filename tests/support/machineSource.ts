import { parse } from "@babel/parser";

/**
 * Reads a machine file's syntax tree (Babel's parser; the TypeScript here has no JS API) and checks
 * that the config passed to `createMachine(...)` is one Stately's editor can show: written out as
 * literals, nothing built while the program runs.
 *
 * The config is read as XState reads it: a state node has `states`, `on`, `after`, `always`,
 * `entry`, `exit`, `invoke`, ...; a transition has `target`, `guard`, `actions`, ...; an action or
 * guard is a name, `{ type, params }` or an inline function. Rejected anywhere in the config:
 * - a spread element (`...base`), in objects or arrays;
 * - a computed key (`[name]: ...`);
 * - a call expression (`stepLinks("details")`, `assign({...})`, `STEPS.map(...)`), except inside the
 *   body of an inline function, which the editor shows as code whatever it holds;
 * - a function where XState does not take an implementation: functions are allowed only as an
 *   action or guard, as a `params` value, as `context`, and as an invoke's `input`/`output`;
 * - a `target` or `initial` that is not a string literal (or a list of them);
 * - an identifier or member expression (`SKILLS`, `steps.review`) where a state, a transition, a
 *   target, an action, a guard or any other part of the structure belongs.
 * Allowed, and reported as notes because the editor shows them as code and not as values: an
 * identifier or member expression inside data (`context`, `params`, `meta`, an invoke's `input`),
 * such as an imported constant, and the inline functions above.
 */

interface Node {
  type: string;
  start?: number | null;
  loc?: { start: { line: number; column: number } } | null;
  [key: string]: unknown;
}

export interface SourceFinding {
  /** Where in the config, as a property path: states.open.on["dialog.close"].target */
  path: string;
  line: number;
  message: string;
  /** For notes: the identifier or action the note is about. */
  name?: string;
}

export interface MachineSourceCheck {
  /** How many createMachine(...) calls the file has. */
  calls: number;
  /** Whether the (first) call is chained on setup(...): setup({...}).createMachine({...}). */
  chainedOnSetup: boolean;
  /** What the editor cannot take: the file fails the check when this is not empty. */
  problems: SourceFinding[];
  /** What comes across as code rather than as values (imported constants, inline functions). */
  notes: SourceFinding[];
}

const SKIP_KEYS = new Set([
  "loc",
  "start",
  "end",
  "extra",
  "comments",
  "leadingComments",
  "trailingComments",
]);

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (SKIP_KEYS.has(key)) continue;
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield* walk(item);
    if (isNode(value)) yield* walk(value);
  }
}

/** `x as const`, `x satisfies T`, `x!`, `<T>x` and parentheses say nothing about the value. */
function unwrap(node: Node): Node {
  let current = node;
  while (
    ["TSAsExpression", "TSSatisfiesExpression", "TSNonNullExpression", "TSTypeAssertion"].includes(
      current.type,
    ) ||
    current.type === "ParenthesizedExpression"
  ) {
    current = current.expression as Node;
  }
  return current;
}

const isFunction = (node: Node) =>
  node.type === "ArrowFunctionExpression" ||
  node.type === "FunctionExpression" ||
  node.type === "ObjectMethod";

function keyName(property: Node): string | null {
  const key = property.key as Node;
  if (property.computed) return null;
  if (key.type === "Identifier") return key.name as string;
  if (key.type === "StringLiteral") return key.value as string;
  if (key.type === "NumericLiteral") return String(key.value);
  return null;
}

const childPath = (path: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}${path ? "." : ""}${key}` : `${path}[${JSON.stringify(key)}]`;

function describe(node: Node): string {
  switch (node.type) {
    case "CallExpression":
    case "OptionalCallExpression": {
      const callee = node.callee as Node;
      const name =
        callee.type === "Identifier"
          ? (callee.name as string)
          : callee.type === "MemberExpression" && (callee.property as Node).type === "Identifier"
            ? `….${(callee.property as Node).name as string}`
            : "a function";
      return `a call to ${name}()`;
    }
    case "Identifier":
      return `the identifier ${node.name as string}`;
    case "MemberExpression":
      return "a member expression";
    case "TemplateLiteral":
      return "a template literal with expressions";
    default:
      return `a ${node.type}`;
  }
}

const STRUCTURE = "a state, transition, target, action or guard";

class Checker {
  readonly problems: SourceFinding[] = [];
  readonly notes: SourceFinding[] = [];

  private find(list: SourceFinding[], node: Node, path: string, message: string, name?: string) {
    list.push({
      path: path || "(config)",
      line: node.loc?.start.line ?? 0,
      message,
      ...(name ? { name } : {}),
    });
  }
  problem(node: Node, path: string, message: string) {
    this.find(this.problems, node, path, message);
  }
  note(node: Node, path: string, message: string, name?: string) {
    this.find(this.notes, node, path, message, name);
  }

  /** An object literal: no spreads, no computed keys; calls `each` with every property's value. */
  object(raw: Node, path: string, each: (value: Node, key: string, path: string) => void, what: string) {
    const node = unwrap(raw);
    if (node.type !== "ObjectExpression") {
      this.problem(node, path, `${describe(node)} where ${what} (an object literal) belongs`);
      return;
    }
    for (const property of node.properties as Node[]) {
      if (property.type === "SpreadElement") {
        this.problem(property, path, "a spread element (...): the editor cannot see what it adds");
        continue;
      }
      const key = keyName(property);
      if (key === null) {
        this.problem(property, path, "a computed key ([...]): the editor cannot tell its name");
        continue;
      }
      const value = property.type === "ObjectMethod" ? property : (property.value as Node);
      each(value, key, childPath(path, key));
    }
  }

  /** Elements of an array literal, or the one value itself. */
  list(raw: Node, path: string, each: (value: Node, path: string) => void) {
    const node = unwrap(raw);
    if (node.type !== "ArrayExpression") {
      each(node, path);
      return;
    }
    (node.elements as Array<Node | null>).forEach((element, index) => {
      if (!element) return;
      if (element.type === "SpreadElement") {
        this.problem(element, path, "a spread element (...): the editor cannot see what it adds");
        return;
      }
      each(element, `${path}[${index}]`);
    });
  }

  staticString(raw: Node, path: string, what: string) {
    const node = unwrap(raw);
    if (node.type === "StringLiteral") return;
    if (node.type === "TemplateLiteral" && (node.expressions as Node[]).length === 0) return;
    this.problem(node, path, `${describe(node)} as ${what}: write it as a string literal`);
  }

  /** Plain data (context, params, meta, input): literals; identifiers noted; no calls, no spreads. */
  data(raw: Node, path: string) {
    const node = unwrap(raw);
    switch (node.type) {
      case "StringLiteral":
      case "NumericLiteral":
      case "BooleanLiteral":
      case "NullLiteral":
        return;
      case "TemplateLiteral":
        for (const expression of node.expressions as Node[]) this.data(expression, path);
        return;
      case "UnaryExpression":
        this.data(node.argument as Node, path);
        return;
      case "ObjectExpression":
        this.object(node, path, (value, _, at) => this.data(value, at), "data");
        return;
      case "ArrayExpression":
        this.list(node, path, (value, at) => this.data(value, at));
        return;
      case "Identifier":
        if (node.name === "undefined") return;
        this.note(
          node,
          path,
          `the value ${node.name as string} comes from code: the editor shows its name, not its value`,
          node.name as string,
        );
        return;
      case "MemberExpression": {
        const text = memberText(node);
        this.note(node, path, `the value ${text} comes from code: the editor shows it as code`, text);
        return;
      }
      default:
        this.problem(node, path, `${describe(node)} in data: the editor cannot evaluate it`);
    }
  }

  /** An implementation slot: a function is allowed (its body is not checked); anything else is data. */
  implementationOrData(raw: Node, path: string, what: string, name: string) {
    const node = unwrap(raw);
    if (isFunction(node)) {
      this.note(node, path, `${what} is an inline function: the editor shows it as code`, name);
      return;
    }
    this.data(node, path);
  }

  /** An action or guard: a name, `{ type, params }`, or an inline function. */
  implementation(raw: Node, path: string, kind: "action" | "guard") {
    const node = unwrap(raw);
    if (node.type === "StringLiteral") return;
    if (isFunction(node)) {
      this.note(node, path, `an inline ${kind} function: the editor shows it as code`, `inline ${kind}`);
      return;
    }
    if (node.type === "ObjectExpression") {
      let typeName = kind as string;
      for (const property of node.properties as Node[])
        if (property.type !== "SpreadElement" && keyName(property) === "type") {
          const value = unwrap(property.value as Node);
          if (value.type === "StringLiteral") typeName = value.value as string;
        }
      this.object(
        node,
        path,
        (value, key, at) => {
          if (key === "type") this.staticString(value, at, `the ${kind}'s type`);
          else if (key === "params")
            this.implementationOrData(value, at, `the params of ${typeName}`, typeName);
          else this.data(value, at);
        },
        `an ${kind}`,
      );
      return;
    }
    this.problem(
      node,
      path,
      `${describe(node)} as ${kind === "action" ? "an action" : "a guard"}: ${STRUCTURE} must be written out`,
    );
  }

  targets(raw: Node, path: string) {
    const node = unwrap(raw);
    if (node.type === "Identifier" && node.name === "undefined") return;
    this.list(node, path, (value, at) => this.staticString(value, at, "a target"));
  }

  /** A transition: a target string, `{ target, guard, actions, ... }`, or a list of them. */
  transitions(raw: Node, path: string) {
    this.list(raw, path, (value, at) => {
      const node = unwrap(value);
      if (node.type === "StringLiteral" || node.type === "TemplateLiteral") {
        this.staticString(node, at, "a target");
        return;
      }
      if (node.type !== "ObjectExpression") {
        this.problem(node, at, `${describe(node)} as a transition: ${STRUCTURE} must be written out`);
        return;
      }
      this.object(
        node,
        at,
        (item, key, itemPath) => {
          if (key === "target") this.targets(item, itemPath);
          else if (key === "guard") this.implementation(item, itemPath, "guard");
          else if (key === "actions")
            this.list(item, itemPath, (a, p) => this.implementation(a, p, "action"));
          else if (key === "description") this.staticString(item, itemPath, "a description");
          else this.data(item, itemPath);
        },
        "a transition",
      );
    });
  }

  invoke(raw: Node, path: string) {
    this.list(raw, path, (value, at) =>
      this.object(
        value,
        at,
        (item, key, itemPath) => {
          if (key === "src" || key === "id" || key === "systemId") this.staticString(item, itemPath, key);
          else if (key === "input") this.implementationOrData(item, itemPath, "the invoke's input", "input");
          else if (["onDone", "onError", "onSnapshot"].includes(key)) this.transitions(item, itemPath);
          else this.data(item, itemPath);
        },
        "an invoke",
      ),
    );
  }

  /** A state node (the config itself is the root one). */
  stateNode(raw: Node, path: string) {
    this.object(
      raw,
      path,
      (value, key, at) => {
        switch (key) {
          case "id":
          case "description":
          case "type":
          case "history":
          case "version":
            this.staticString(value, at, `the ${key}`);
            return;
          case "initial":
            this.staticString(value, at, "the initial state");
            return;
          case "target":
            this.targets(value, at);
            return;
          case "states":
            this.object(value, at, (child, _, childAt) => this.stateNode(child, childAt), "the states");
            return;
          case "on":
          case "after":
            this.object(value, at, (t, __, tAt) => this.transitions(t, tAt), `the ${key} map`);
            return;
          case "always":
          case "onDone":
            this.transitions(value, at);
            return;
          case "entry":
          case "exit":
            this.list(value, at, (a, aAt) => this.implementation(a, aAt, "action"));
            return;
          case "invoke":
            this.invoke(value, at);
            return;
          case "tags":
            this.list(value, at, (tag, tagAt) => this.staticString(tag, tagAt, "a tag"));
            return;
          case "context":
          case "output":
            this.implementationOrData(value, at, `the ${key}`, key);
            return;
          case "types":
            // `types: {} as {...}` carries only TypeScript types.
            return;
          default:
            this.data(value, at);
        }
      },
      "a state node",
    );
  }
}

function memberText(node: Node): string {
  const object = unwrap(node.object as Node);
  const property = node.property as Node;
  const left =
    object.type === "Identifier"
      ? (object.name as string)
      : object.type === "MemberExpression"
        ? memberText(object)
        : "…";
  if (node.computed) return `${left}[…]`;
  return `${left}.${property.type === "Identifier" ? (property.name as string) : "…"}`;
}

function isCreateMachineCall(node: Node): boolean {
  if (node.type !== "CallExpression") return false;
  const callee = node.callee as Node;
  if (callee.type === "Identifier") return callee.name === "createMachine";
  return (
    callee.type === "MemberExpression" &&
    !callee.computed &&
    (callee.property as Node).type === "Identifier" &&
    (callee.property as Node).name === "createMachine"
  );
}

export function parseModule(source: string): Node {
  return parse(source, { sourceType: "module", plugins: ["typescript"] }) as unknown as Node;
}

/** Checks every createMachine(...) call of a machine file; see the comment at the top. */
export function checkMachineSource(source: string): MachineSourceCheck {
  const ast = parseModule(source);
  const calls = [...walk(ast)].filter(isCreateMachineCall);
  const checker = new Checker();
  let chainedOnSetup = false;
  calls.forEach((call, index) => {
    const callee = call.callee as Node;
    if (index === 0 && callee.type === "MemberExpression") {
      const object = unwrap(callee.object as Node);
      chainedOnSetup =
        object.type === "CallExpression" &&
        (object.callee as Node).type === "Identifier" &&
        (object.callee as Node).name === "setup";
    }
    const [config] = call.arguments as Node[];
    if (!config) checker.problem(call, "", "createMachine() without a config");
    else checker.stateNode(config, "");
  });
  return { calls: calls.length, chainedOnSetup, problems: checker.problems, notes: checker.notes };
}

/** The relative modules an index file imports values from (type-only imports left out). */
export function valueImports(source: string): string[] {
  const ast = parseModule(source);
  const program = (ast.program as Node).body as Node[];
  return program
    .filter(
      (statement) =>
        statement.type === "ImportDeclaration" &&
        statement.importKind !== "type" &&
        (statement.specifiers as Node[]).some((specifier) => specifier.importKind !== "type"),
    )
    .map((statement) => (statement.source as Node).value as string)
    .filter((from) => from.startsWith("./"));
}
