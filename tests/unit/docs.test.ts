import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "../../server/config";

/**
 * Issue 37: the README is the door, not the house. It stays short, names every folder a newcomer
 * meets (every top-level folder, every folder of src/) in its folder map, lists every variable the
 * build and the intake read, and its links lead somewhere.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const section = (title: string) => {
  const start = readme.indexOf(`## ${title}`);
  expect(start, `README has a '${title}' section`).toBeGreaterThan(-1);
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
};
const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name);
const ignored = new Set([
  "node_modules",
  "dist",
  "dist-ssr",
  "styled-system",
  "reports",
  "test-results",
  "data",
]);

describe("README (issue 37)", () => {
  it("is at most 250 lines", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(250);
  });

  it("maps every top-level folder and every folder of src/ in one line each", () => {
    const map = section("Folder map");
    const expected = [
      ...folders(".").filter((name) => !ignored.has(name) && name !== "playwright-report"),
      ...folders("src").map((name) => `src/${name}`),
    ];
    expect(expected).toContain("src/views");
    for (const folder of expected) expect(map, folder).toContain(`| \`${folder}/\` |`);
  });

  it("lists every variable the build and the intake read", () => {
    const configuration = section("Configuration");
    const sources = ["src", "scripts", "vite.config.ts"].flatMap((dir) => {
      const full = path.join(root, dir);
      const files = dir.endsWith(".ts")
        ? [full]
        : (readdirSync(full, { recursive: true }) as string[]).map((file) => path.join(full, file));
      return files.filter((file) => /\.(ts|tsx|mjs)$/.test(file));
    });
    const viteVariables = new Set(
      sources.flatMap((file) => readFileSync(file, "utf8").match(/\bVITE_[A-Z_]+/g) ?? []),
    );
    viteVariables.delete("VITE_COPYRIGHT_YEARS"); // derived from VITE_BUILD_DATE by vite.config.ts
    expect(viteVariables.size).toBeGreaterThan(5);
    for (const name of viteVariables) expect(configuration, name).toContain(`\`${name}\``);
    for (const [name] of CONFIG_VARIABLES) expect(configuration, name).toContain(`| \`${name}\` |`);
  });

  it("links only to files that exist (docs/startup.md comes with the startup work)", () => {
    const links = [...readme.matchAll(/\]\(((?:docs\/)[^)#]+)/g)].map((match) => match[1] as string);
    expect(links).toContain("docs/architecture.md");
    for (const link of links) {
      if (link === "docs/startup.md") continue;
      expect(existsSync(path.join(root, link)), link).toBe(true);
    }
  });
});
