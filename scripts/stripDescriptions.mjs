// Drops the `description` of every state and transition from the machines in client builds.
//
// The descriptions are for people: Stately's editor, the generated diagrams and the test plans read
// them from the source (machines/*.ts). The running site never does, yet they are a good part of a
// machine's bytes: about 2 KB gzipped on /find-jobs, which runs three machines. The source keeps
// them; only what the build emits goes without.
//
// Only a `description` whose value is text written out (a string, a template without expressions,
// or such pieces joined with +) and whose object holds nothing but state or transition keys is
// dropped, so data that happens to be called description (a project's description in context,
// say) is never touched.
import { parse } from "@babel/parser";

/** Keys a state node or a transition may have besides its description. */
const MACHINE_KEYS = new Set([
  "id",
  "type",
  "initial",
  "states",
  "on",
  "always",
  "after",
  "entry",
  "exit",
  "invoke",
  "tags",
  "meta",
  "history",
  "target",
  "actions",
  "guard",
  "reenter",
  "output",
  "src",
  "input",
  "onDone",
  "onError",
  "onSnapshot",
  "systemId",
  // The machine itself.
  "context",
]);

function isWrittenText(node) {
  if (node.type === "StringLiteral") return node.value.length > 0;
  if (node.type === "TemplateLiteral") return node.expressions.length === 0;
  if (node.type === "BinaryExpression" && node.operator === "+")
    return isWrittenText(node.left) && isWrittenText(node.right);
  return false;
}

function keyName(property) {
  if (property.type !== "ObjectProperty" || property.computed) return null;
  if (property.key.type === "Identifier") return property.key.name;
  if (property.key.type === "StringLiteral") return property.key.value;
  return null;
}

/** The ranges [start, end) of the descriptions to drop, in source order. */
export function descriptionRanges(code) {
  const ast = parse(code, { sourceType: "module", plugins: ["typescript"] });
  const ranges = [];
  const visit = (node) => {
    if (!node || typeof node.type !== "string") return;
    if (node.type === "ObjectExpression") {
      const names = node.properties.map(keyName);
      const others = names.filter((name) => name !== "description");
      const machineLike = others.every((name) => name !== null && MACHINE_KEYS.has(name));
      if (machineLike)
        for (const property of node.properties)
          if (keyName(property) === "description" && isWrittenText(property.value)) {
            let end = property.end;
            const after = /^\s*,/.exec(code.slice(end));
            if (after) end += after[0].length;
            ranges.push([property.start, end]);
          }
    }
    for (const key of Object.keys(node)) {
      if (key === "loc" || key === "start" || key === "end") continue;
      const value = node[key];
      if (Array.isArray(value)) for (const child of value) visit(child);
      else if (value && typeof value === "object") visit(value);
    }
  };
  visit(ast.program);
  return ranges.sort((a, b) => a[0] - b[0]);
}

export function stripDescriptions(code) {
  const ranges = descriptionRanges(code);
  let out = "";
  let at = 0;
  for (const [start, end] of ranges) {
    out += code.slice(at, start);
    at = end;
  }
  return out + code.slice(at);
}

/** The Vite plugin: machines/*.ts, in builds only (the dev server keeps them for the inspector). */
export function stripMachineDescriptions() {
  return {
    name: "strip-machine-descriptions",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]machines[\\/][^\\/]+\.ts$/.test(id)) return null;
      return { code: stripDescriptions(code), map: null };
    },
  };
}
