// Writes the class names of every style call whose arguments are written out in full into the
// build, so the page does not compute them again in the browser.
//
// Panda reads the source at build time and puts every class a `css({...})`, pattern (`panel()`,
// `pageContainer({...})`) or recipe (`button({ size: "sm" })`) call can return into the stylesheet.
// In the browser the same call runs again to produce the class string: the styling runtime
// (styled-system/css, helpers, patterns, recipes: about 6 KB gzipped) is part of the code each page
// evaluates before it is ready, and every object literal is parsed and walked on each render.
// A call whose arguments are literals (strings, numbers, booleans, objects and arrays of them) always
// returns the same string, so here it is run once, in Node, with the very same generated runtime,
// and the call is replaced by its result. Calls with anything computed (a prop, a condition) stay as
// they are and keep the runtime. Panda's own extraction reads the source files, so the stylesheet
// does not change; only the JavaScript does.
//
// Panda 2 ships the same idea as "source transforms" in its bundler plugin; Panda 1, which this
// project uses, does not. Build only: development and tests run the calls as written (same result).
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

const STYLED_SYSTEM = /(^|[\\/])styled-system[\\/](css|patterns|recipes)(?:[\\/]index(?:\.mjs)?)?$/;

/** A value the call could not know before it runs. */
const NOT_STATIC = Symbol("not static");

/** Tests a written-out choice may make (`last ? "a" : "b"`): reads and comparisons, no effects. */
const PURE_METHODS = new Set(["trim", "includes"]);
function isPureTest(node) {
  switch (node.type) {
    case "Identifier":
    case "StringLiteral":
    case "NumericLiteral":
    case "BooleanLiteral":
    case "NullLiteral":
      return true;
    case "MemberExpression":
      return isPureTest(node.object) && (!node.computed || isPureTest(node.property));
    case "OptionalMemberExpression":
      return isPureTest(node.object) && (!node.computed || isPureTest(node.property));
    case "UnaryExpression":
      return ["!", "-", "typeof"].includes(node.operator) && isPureTest(node.argument);
    case "BinaryExpression":
    case "LogicalExpression":
      return isPureTest(node.left) && isPureTest(node.right);
    case "ParenthesizedExpression":
    case "TSAsExpression":
    case "TSNonNullExpression":
      return isPureTest(node.expression);
    case "CallExpression":
      return (
        node.arguments.every(isPureTest) &&
        node.callee.type === "MemberExpression" &&
        !node.callee.computed &&
        PURE_METHODS.has(node.callee.property.name) &&
        isPureTest(node.callee.object)
      );
    default:
      return false;
  }
}

/**
 * Evaluates the expressions of a style call's arguments. `scope.constant(name)` gives the written-out
 * value of a module constant (or NOT_STATIC); `scope.rawCss` is the runtime's `css.raw` for a local
 * name bound to it. A choice (`test ? a : b`) with a pure test is taken as `choices` says; one not
 * yet decided is recorded in `open` and taken as true.
 */
function evaluator(scope, choices, open) {
  const evaluate = (node, allowChoices = true) => {
    switch (node.type) {
      case "StringLiteral":
      case "NumericLiteral":
      case "BooleanLiteral":
        return node.value;
      case "NullLiteral":
        return null;
      case "Identifier":
        if (node.name === "undefined") return undefined;
        return scope.constant(node.name);
      case "TemplateLiteral":
        return node.expressions.length === 0 ? node.quasis[0].value.cooked : NOT_STATIC;
      case "UnaryExpression":
        if (node.operator === "-" && node.argument.type === "NumericLiteral") return -node.argument.value;
        return NOT_STATIC;
      case "TSAsExpression":
      case "TSSatisfiesExpression":
      case "TSNonNullExpression":
      case "ParenthesizedExpression":
        return evaluate(node.expression, allowChoices);
      case "ConditionalExpression": {
        if (!allowChoices || !isPureTest(node.test)) return NOT_STATIC;
        // One test written several times (`last ? … : …` in three properties) is one choice.
        const test = scope.source(node.test);
        if (!choices.has(test)) open.push(node);
        return evaluate(choices.get(test) === false ? node.alternate : node.consequent, allowChoices);
      }
      case "CallExpression": {
        // css.raw({...}): the style object itself, as the runtime merges it.
        const { callee } = node;
        const isRaw =
          callee.type === "MemberExpression" &&
          !callee.computed &&
          callee.object.type === "Identifier" &&
          callee.property.name === "raw" &&
          scope.rawCss(callee.object.name);
        if (!isRaw) return NOT_STATIC;
        const args = node.arguments.map((arg) => evaluate(arg, allowChoices));
        return args.includes(NOT_STATIC) ? NOT_STATIC : scope.rawCss(callee.object.name)(...args);
      }
      case "ArrayExpression": {
        const items = [];
        for (const element of node.elements) {
          if (!element || element.type === "SpreadElement") return NOT_STATIC;
          const value = evaluate(element, allowChoices);
          if (value === NOT_STATIC) return NOT_STATIC;
          items.push(value);
        }
        return items;
      }
      case "ObjectExpression": {
        const object = {};
        for (const property of node.properties) {
          if (property.type === "SpreadElement") {
            const value = evaluate(property.argument, allowChoices);
            if (
              value === NOT_STATIC ||
              (value !== undefined && (typeof value !== "object" || value === null))
            )
              return NOT_STATIC;
            Object.assign(object, value);
            continue;
          }
          if (property.type !== "ObjectProperty" || property.computed) return NOT_STATIC;
          const { key } = property;
          const name =
            key.type === "Identifier" ? key.name : key.type === "StringLiteral" ? key.value : NOT_STATIC;
          if (name === NOT_STATIC || name === "__proto__") return NOT_STATIC;
          const value = evaluate(property.value, allowChoices);
          if (value === NOT_STATIC) return NOT_STATIC;
          object[name] = value;
        }
        return object;
      }
      default:
        return NOT_STATIC;
    }
  };
  return evaluate;
}

/** Every node below `node`, with its parent, depth first. */
function walk(node, visit, parent = null) {
  if (!node || typeof node.type !== "string") return;
  visit(node, parent);
  for (const key of Object.keys(node)) {
    if (key === "loc" || key === "leadingComments" || key === "trailingComments") continue;
    const child = node[key];
    if (Array.isArray(child)) for (const item of child) walk(item, visit, node);
    else if (child && typeof child.type === "string") walk(child, visit, node);
  }
}

/** The names a pattern binds (`{ a, b: [c] }` binds a and c). */
function boundNames(pattern, names = []) {
  if (!pattern) return names;
  if (pattern.type === "Identifier") names.push(pattern.name);
  else if (pattern.type === "ObjectPattern")
    for (const property of pattern.properties)
      boundNames(property.type === "RestElement" ? property.argument : property.value, names);
  else if (pattern.type === "ArrayPattern")
    for (const element of pattern.elements) boundNames(element, names);
  else if (pattern.type === "AssignmentPattern") boundNames(pattern.left, names);
  else if (pattern.type === "RestElement") boundNames(pattern.argument, names);
  return names;
}

const MAX_OUTCOMES = 8;

/**
 * Reads a module: its imports of the style runtime, its module constants (and the constants it
 * imports from the project's other modules, through `constantsOf(source)`), and every reference.
 */
function readModule(code, runtime, constantsOf) {
  const ast = parse(code, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const styleFns = new Map(); // local name -> runtime function
  const styleSpecifiers = [];
  const importedFrom = new Map(); // local name -> [source, imported name]
  const declarations = new Map(); // name -> how many times it is bound anywhere in the module
  const topConstants = new Map(); // name -> { declaration, init, exported }
  const bind = (name) => declarations.set(name, (declarations.get(name) ?? 0) + 1);

  for (const statement of ast.program.body) {
    if (statement.type === "ImportDeclaration") {
      for (const specifier of statement.specifiers) bind(specifier.local.name);
      if (statement.importKind === "type") continue;
      const module = STYLED_SYSTEM.exec(statement.source.value)?.[2];
      for (const specifier of statement.specifiers) {
        if (specifier.type !== "ImportSpecifier" || specifier.importKind === "type") continue;
        const name = specifier.imported.name ?? specifier.imported.value;
        if (module) {
          const fn = runtime[module]?.[name];
          if (name === "cx" || typeof fn !== "function") continue;
          styleFns.set(specifier.local.name, fn);
          styleSpecifiers.push({ statement, specifier });
        } else if (statement.source.value.startsWith(".")) {
          importedFrom.set(specifier.local.name, [statement.source.value, name]);
        }
      }
      continue;
    }
    const exported = statement.type === "ExportNamedDeclaration";
    const declaration = exported ? statement.declaration : statement;
    if (declaration?.type === "VariableDeclaration" && declaration.kind === "const")
      for (const declarator of declaration.declarations)
        if (declarator.id.type === "Identifier" && declarator.init)
          topConstants.set(declarator.id.name, {
            statement,
            init: declarator.init,
            exported,
            single: declaration.declarations.length === 1,
          });
  }

  const references = new Map(); // name -> positions where it is read
  const calls = [];
  walk(ast.program, (node, parent) => {
    if (node.type === "VariableDeclarator") for (const name of boundNames(node.id)) bind(name);
    if (/Function|ArrowFunction/.test(node.type) && node.params)
      for (const param of node.params) for (const name of boundNames(param)) bind(name);
    if ((node.type === "FunctionDeclaration" || node.type === "ClassDeclaration") && node.id)
      bind(node.id.name);
    if (node.type === "CatchClause" && node.param) for (const name of boundNames(node.param)) bind(name);
    // A name used as a JSX tag (<Content>, <Slider.Root>) is read too.
    // (A lower-case tag is an HTML element, not a name: <button> does not read `button`.)
    const isComponentTag = node.type === "JSXIdentifier" && /^[A-Z]/.test(node.name);
    if (isComponentTag && /JSXOpeningElement|JSXClosingElement/.test(parent?.type ?? "")) {
      const list = references.get(node.name) ?? [];
      list.push(node.start);
      references.set(node.name, list);
    }
    if (node.type === "JSXMemberExpression" && node.object.type === "JSXIdentifier") {
      const list = references.get(node.object.name) ?? [];
      list.push(node.object.start);
      references.set(node.object.name, list);
    }
    if (node.type === "Identifier") {
      const isKey = parent?.type === "ObjectProperty" && parent.key === node && !parent.computed;
      const isMember =
        /MemberExpression/.test(parent?.type ?? "") && parent.property === node && !parent.computed;
      const isBinding =
        (parent?.type === "VariableDeclarator" && parent.id === node) ||
        /ImportSpecifier|ImportDefaultSpecifier|ImportNamespaceSpecifier/.test(parent?.type ?? "");
      if (!isKey && !isMember && !isBinding) {
        const list = references.get(node.name) ?? [];
        list.push(node.start);
        references.set(node.name, list);
      }
    }
    if (node.type === "CallExpression") calls.push(node);
  });

  // Module constants written out in full, evaluated once each (no choices: a test would be read
  // where the constant is used, not where it is defined).
  const constants = new Map();
  const scope = {
    source: (node) => code.slice(node.start, node.end),
    css: runtime.css?.css,
    rawCss: (name) => (styleFns.get(name) === runtime.css?.css ? runtime.css.css.raw : undefined),
    constant(name) {
      if (declarations.get(name) !== 1) return NOT_STATIC;
      if (constants.has(name)) return constants.get(name);
      constants.set(name, NOT_STATIC); // while it is being read: a cycle is not static
      let value = NOT_STATIC;
      const local = topConstants.get(name);
      if (local) value = evaluator(scope, new Map(), [])(local.init, false);
      else if (importedFrom.has(name)) {
        const [source, imported] = importedFrom.get(name);
        value = constantsOf(source)?.(imported) ?? NOT_STATIC;
      }
      constants.set(name, value);
      return value;
    },
  };
  // A module constant made by a style call that returns a function (`const line = cva({...})`) is a
  // style function too: its calls written out in full can be replaced like any other.
  for (const [name, { init }] of topConstants) {
    if (declarations.get(name) !== 1 || init.type !== "CallExpression" || init.callee.type !== "Identifier")
      continue;
    const make = styleFns.get(init.callee.name);
    if (!make) continue;
    const args = init.arguments.map((arg) => evaluator(scope, new Map(), [])(arg, false));
    if (args.includes(NOT_STATIC)) continue;
    const fn = make(...args);
    if (typeof fn === "function") styleFns.set(name, fn);
  }
  // css({...}) and panel({...}); css.raw({...}) too, which gives the merged style object.
  const fnOf = ({ callee }) => {
    if (callee.type === "Identifier") return styleFns.get(callee.name);
    const isRaw =
      callee.type === "MemberExpression" &&
      !callee.computed &&
      callee.object.type === "Identifier" &&
      callee.property.name === "raw";
    const raw = isRaw ? styleFns.get(callee.object.name)?.raw : undefined;
    return typeof raw === "function" ? raw : undefined;
  };
  const styleCalls = calls.flatMap((node) => {
    const fn = fnOf(node);
    return fn ? [{ node, fn }] : [];
  });
  return { styleFns, styleSpecifiers, topConstants, references, calls: styleCalls, scope };
}

/**
 * css() leaves out every argument that is not an object, so there `test && {...}` is the choice
 * `test ? {...} : false`. (Not for patterns and recipes, which read what they are given.)
 */
function cssArgument(arg) {
  if (arg.type !== "LogicalExpression" || arg.operator !== "&&") return arg;
  const alternate = { type: "BooleanLiteral", value: false };
  return { type: "ConditionalExpression", test: arg.left, consequent: arg.right, alternate };
}

/** The written-out result of a call (`"a"`, or `test ? "a" : "b"`), or undefined. */
function resultOf(call, fn, scope, onWritten = () => {}) {
  let outcomes = 0;
  const asChoice = fn === scope.css ? cssArgument : (arg) => arg;
  const render = (choices) => {
    const open = [];
    const evaluate = evaluator(scope, choices, open);
    const args = call.arguments.map((arg) => evaluate(asChoice(arg)));
    if (args.includes(NOT_STATIC)) return undefined;
    const next = open.map((node) => scope.source(node.test)).find((test) => !choices.has(test));
    if (next !== undefined) {
      const yes = render(new Map(choices).set(next, true));
      const no = yes === undefined ? undefined : render(new Map(choices).set(next, false));
      return no === undefined ? undefined : `(${next}) ? ${yes} : ${no}`;
    }
    if (++outcomes > MAX_OUTCOMES) return undefined;
    const result = fn(...args);
    if (typeof result !== "string" && (typeof result !== "object" || result === null)) return undefined;
    onWritten(result);
    return JSON.stringify(result);
  };
  const text = render(new Map());
  return text === undefined ? undefined : outcomes > 1 ? `(${text})` : text;
}

/**
 * The module's code with each style call whose arguments are written out in full (literals, module
 * constants, `css.raw` of such, choices between them on a plain test) replaced by the class string
 * (or a slot recipe's object of them) it returns; undefined when nothing changed. `runtime` maps
 * "css" | "patterns" | "recipes" to the generated modules' exports; `constantsOf(source)` gives a
 * lookup of the written-out constants another module of the project exports.
 */
export function inlineStyleCalls(
  code,
  runtime,
  { constantsOf = () => undefined, onKept = () => {}, onWritten = () => {} } = {},
) {
  if (!code.includes("styled-system")) return undefined;
  const module = readModule(code, runtime, constantsOf);
  const { styleFns, styleSpecifiers, topConstants, references, calls, scope } = module;
  if (styleFns.size === 0) return undefined;

  const removed = [];
  for (const { node: call, fn } of calls) {
    const text = resultOf(call, fn, scope, onWritten);
    const makesStyleFn = [...topConstants].some(([name, { init }]) => init === call && styleFns.has(name));
    if (text === undefined) {
      if (!makesStyleFn) onKept(call.loc.start.line, code.slice(call.start, call.end));
    } else if (!removed.some(({ start, end }) => call.start >= start && call.end <= end))
      removed.push({ start: call.start, end: call.end, text });
  }
  if (removed.length === 0) return undefined;
  const edits = [...removed];

  // A written-out value, or a style call on written-out arguments (`cva({...})`): no effects.
  const isWrittenOut = (name, init) => {
    if (scope.constant(name) !== NOT_STATIC) return true;
    if (
      init.type !== "CallExpression" ||
      init.callee.type !== "Identifier" ||
      !styleFns.has(init.callee.name)
    )
      return false;
    const evaluate = evaluator(scope, new Map(), []);
    return !init.arguments.some((arg) => evaluate(arg, false) === NOT_STATIC);
  };
  const isLive = (position) => !edits.some(({ start, end }) => position >= start && position < end);
  // A module constant only the replaced calls read goes too (it may hold a css.raw call).
  let changed = true;
  while (changed) {
    changed = false;
    for (const [name, constant] of topConstants) {
      // Only a constant that is a written-out value (so dropping it drops nothing else), and that
      // nothing but the replaced calls reads.
      if (constant.exported || !constant.single || !isWrittenOut(name, constant.init)) continue;
      if (edits.some((edit) => edit.start === constant.statement.start)) continue;
      if ((references.get(name) ?? []).some(isLive)) continue;
      edits.push({ start: constant.statement.start, end: constant.statement.end, text: "" });
      changed = true;
    }
  }

  // A style function no longer called is no longer imported, so the page need not load it.
  const byStatement = new Map();
  for (const { statement, specifier } of styleSpecifiers) {
    const list = byStatement.get(statement) ?? [];
    if (!(references.get(specifier.local.name) ?? []).some(isLive)) list.push(specifier);
    byStatement.set(statement, list);
  }
  for (const [statement, dropped] of byStatement) {
    if (dropped.length === 0) continue;
    const kept = statement.specifiers.filter((specifier) => !dropped.includes(specifier));
    if (kept.some((specifier) => specifier.type !== "ImportSpecifier")) continue;
    const source = code.slice(statement.source.start, statement.source.end);
    const text =
      kept.length === 0
        ? ""
        : `import { ${kept.map((s) => code.slice(s.start, s.end)).join(", ")} } from ${source};`;
    edits.push({ start: statement.start, end: statement.end, text });
  }

  // An edit inside another (a replaced call in a constant that goes) is done by the outer one.
  const outermost = edits.filter(
    (edit) => !edits.some((outer) => outer !== edit && edit.start >= outer.start && edit.end <= outer.end),
  );
  outermost.sort((a, b) => b.start - a.start);
  let output = code;
  for (const { start, end, text } of outermost) output = output.slice(0, start) + text + output.slice(end);
  return output;
}

/** The exported constants of a module, written out in full, as a lookup (for another module's calls). */
export function exportedConstants(code, runtime, constantsOf) {
  const { topConstants, scope } = readModule(code, runtime, constantsOf);
  return (name) => (topConstants.get(name)?.exported ? scope.constant(name) : NOT_STATIC);
}

/** The Vite plugin: loads the generated runtime once per build and rewrites the app's modules. */
/**
 * The written-out constants of the project's modules, by importer: `constantsOf(importer)(source)`
 * reads the module `source` names (a relative import, .ts/.tsx or a folder's index.ts) once.
 */
export function projectConstants(runtime) {
  const lookups = new Map();
  const constantsOf = (importer) => (source) => {
    const base = path.resolve(path.dirname(importer), source);
    const file = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (!file) return undefined;
    if (!lookups.has(file)) {
      lookups.set(file, () => NOT_STATIC); // a cycle of imports is not static
      lookups.set(file, exportedConstants(readFileSync(file, "utf8"), runtime(), constantsOf(file)));
    }
    return lookups.get(file);
  };
  return { constantsOf, clear: () => lookups.clear() };
}

export function pandaStatic({ styledSystem }) {
  let runtime;
  const { constantsOf, clear } = projectConstants(() => runtime);
  // Every class the build wrote in, for the test that each has a rule in the stylesheet
  // (tests/e2e/build.spec.ts): Panda builds the stylesheet from its own reading of the source, and
  // a choice it reads differently would leave a class with no rule.
  const written = new Set();
  const remember = (result) => {
    for (const text of typeof result === "string" ? [result] : Object.values(result))
      for (const name of String(text).split(/\s+/)) if (name) written.add(name);
  };
  let outDir = "dist";
  return {
    name: "panda-static-style-calls",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const file = path.join(outDir, ".vite", "style-classes.json");
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify([...written].sort(), null, 0)}\n`);
    },
    async buildStart() {
      const load = (module) => import(new URL(`${module}/index.mjs`, styledSystem).href);
      runtime = { css: await load("css"), patterns: await load("patterns"), recipes: await load("recipes") };
      clear();
      written.clear();
    },
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!/\.(tsx?|jsx?)$/.test(file) || file.includes("node_modules") || file.includes("styled-system"))
        return null;
      // PANDA_STATIC_REPORT=1 lists the calls left to run in the browser.
      const onKept = process.env.PANDA_STATIC_REPORT
        ? (line, call) => console.log(`${file}:${line} ${call.replace(/\s+/g, " ").slice(0, 160)}`)
        : undefined;
      const output = inlineStyleCalls(code, runtime, {
        constantsOf: constantsOf(file),
        onKept,
        onWritten: remember,
      });
      return output === undefined ? null : { code: output, map: null };
    },
  };
}
