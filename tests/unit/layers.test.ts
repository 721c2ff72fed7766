import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../support/sourceFiles";

/**
 * Layers point one way (issue 19): src/domain (rules, limits, the keys they check) imports nothing
 * from src/content (copy, labels, static data); content may import domain. Every file under
 * src/domain is parsed (Babel, as tests/support/machineSource.ts does) and every module specifier it
 * names is resolved: static imports and `import type`, `export ... from`, `export * from`, dynamic
 * `import()`, `import("...")` types and `import x = require(...)`.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const domainDir = path.join(root, "src/domain");
const contentDir = path.join(root, "src/content");

interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === "loc" || key.endsWith("Comments")) continue;
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield* walk(item);
    if (isNode(value)) yield* walk(value);
  }
}

const literal = (node: unknown): string | null =>
  isNode(node) && node.type === "StringLiteral" ? (node.value as string) : null;

/** Every module specifier a source names, in order. */
function specifiersOf(source: string, fileName: string): string[] {
  const ast = parse(source, {
    sourceType: "module",
    plugins: fileName.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"],
  }) as unknown as Node;
  const found: string[] = [];
  for (const node of walk(ast)) {
    let specifier: string | null = null;
    switch (node.type) {
      case "ImportDeclaration":
      case "ExportNamedDeclaration":
      case "ExportAllDeclaration":
        specifier = literal(node.source);
        break;
      case "CallExpression":
        if (isNode(node.callee) && node.callee.type === "Import") {
          specifier = literal((node.arguments as unknown[])[0]);
        }
        break;
      case "ImportExpression":
        specifier = literal(node.source);
        break;
      case "TSImportType":
        specifier = literal(node.argument) ?? literal((node.argument as Node | undefined)?.literal);
        break;
      case "TSExternalModuleReference":
        specifier = literal(node.expression);
        break;
    }
    if (specifier !== null) found.push(specifier);
  }
  return found;
}

/** Whether a specifier written in `file` resolves into src/content. */
function pointsIntoContent(file: string, specifier: string): boolean {
  if (!specifier.startsWith(".") && !path.isAbsolute(specifier)) return false;
  const relative = path.relative(contentDir, path.resolve(path.dirname(file), specifier));
  return !relative.startsWith("..") && !path.isAbsolute(relative);
}

const filesUnder = (dir: string) => sourceFiles(dir, /\.(c|m)?[jt]sx?$/);

const domainFiles = filesUnder(domainDir);

describe("src/domain imports nothing from src/content", () => {
  it("finds the domain's files and their imports", () => {
    expect(domainFiles.length).toBeGreaterThan(5);
    const all = domainFiles.flatMap((file) => specifiersOf(readFileSync(file, "utf8"), file));
    expect(all).toContain("./text");
  });

  it.each(domainFiles.map((file) => [path.relative(root, file), file]))("%s", (_, file) => {
    const specifiers = specifiersOf(readFileSync(file, "utf8"), file);
    expect(specifiers.filter((specifier) => pointsIntoContent(file, specifier))).toEqual([]);
  });
});

describe("the check itself", () => {
  const file = path.join(domainDir, "example.ts");
  const caught = (source: string) =>
    specifiersOf(source, file).filter((specifier) => pointsIntoContent(file, specifier));

  it("catches every way of naming a content module", () => {
    expect(
      caught(`
        import { jobs } from "../content/jobs";
        import type { Job } from "../content/jobs.ts";
        export { site } from "../content/site";
        export * from "../content";
        export type { Photo } from "./../content/marketing";
        const later = () => import("../content/resume");
        type Copy = typeof import("../content/signup").signupCopy;
        import legacy = require("../content/links");
      `),
    ).toEqual([
      "../content/jobs",
      "../content/jobs.ts",
      "../content/site",
      "../content",
      "./../content/marketing",
      "../content/resume",
      "../content/signup",
      "../content/links",
    ]);
  });

  it("lets the domain's own modules and packages through", () => {
    expect(
      caught(`
        import { truncate } from "./text";
        import { assign } from "xstate";
        import { x } from "../contentful/x";
        export * from "./email";
      `),
    ).toEqual([]);
  });
});
