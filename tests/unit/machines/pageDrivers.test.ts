import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { MachineName } from "../../../machines";
import { flowModels } from "../../flows";
import { pageDrivers, withoutPageDriver } from "../../flows/drivers";
import { sourceFiles } from "../../support/sourceFiles";

/**
 * Every machine a view uses is performed in the browser: it has a page driver in tests/flows/<flow>/driver.ts
 * (and so browser path tests in tests/flows/paths.spec.ts), or it is listed in withoutPageDriver with
 * the reason. A view "uses" a machine when it imports the machine itself (not only its types or
 * helpers) from machines/.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const viewsDir = path.join(root, "src", "views");

/** Value imports from machines/<file>: the file and the names imported (type-only ones left out). */
function machineImports(source: string): Array<{ file: string; names: string[] }> {
  const found: Array<{ file: string; names: string[] }> = [];
  const pattern = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+["'](?:\.\.\/)+machines\/([A-Za-z0-9_]+)["']/g;
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    const names = (match[2] ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item && !item.startsWith("type "))
      .map((item) => item.split(/\s+as\s+/)[0]?.trim() ?? "");
    if (names.length) found.push({ file: match[3] ?? "", names });
  }
  return found;
}

const registered = new Map(
  (Object.entries(flowModels) as Array<[MachineName, { machine: unknown }]>).map(([name, model]) => [
    model.machine,
    name,
  ]),
);

/** The registered machines the views import, with the views that import each one. */
async function machinesUsedByViews() {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles(viewsDir)) {
    for (const { file: machineFile, names } of machineImports(readFileSync(file, "utf8"))) {
      const module = (await import(path.join(root, "machines", `${machineFile}.ts`))) as Record<
        string,
        unknown
      >;
      for (const name of names) {
        const value = module[name];
        const machineName = registered.get(value);
        // A machine the registry does not list has no generated tests at all: name it as its own key.
        const key = machineName ?? (/Machine$/.test(name) ? `unregistered:${machineFile}.${name}` : null);
        if (!key) continue;
        used.set(key, [...(used.get(key) ?? []), path.relative(root, file)]);
      }
    }
  }
  return used;
}

/** Every page driver (tests/flows/<flow>/driver.ts) and the helpers they share. */
function driverFiles(): string[] {
  const flows = path.join(root, "tests", "flows");
  const support = path.join(root, "tests", "support", "drivers");
  return [
    ...readdirSync(flows, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(flows, entry.name, "driver.ts")))
      .map((entry) => path.join(flows, entry.name, "driver.ts")),
    ...readdirSync(support)
      .filter((file) => file.endsWith(".ts"))
      .map((file) => path.join(support, file)),
  ];
}

describe("page drivers", () => {
  it("say in words what the visitor does for every event they perform", () => {
    for (const [name, driver] of Object.entries(pageDrivers)) {
      const events = Object.keys(driver?.events ?? {}).sort();
      expect(Object.keys(driver?.visitorActions ?? {}).sort(), `${name}: visitorActions`).toEqual(events);
    }
  });

  it("never decide to skip a step by reading whether a control is disabled, nor swallow a failure", () => {
    // A refused event is shown with expectDisabled (tests/support/drivers/visitor.ts), from the
    // machine's own answer (`accepted`), never by quietly returning when the page disables a control.
    const files = driverFiles();
    // One driver per machine with a page, and the shared helpers: a moved folder must not leave
    // this looking at nothing.
    expect(files.length).toBeGreaterThanOrEqual(Object.keys(pageDrivers).length);
    const offending: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      for (const pattern of [/\.isDisabled\(/, /\.isEnabled\(/, /\.catch\(\s*\(\)\s*=>\s*\{\s*\}\s*\)/])
        if (pattern.test(source)) offending.push(`${path.relative(root, file)}: ${pattern.source}`);
    }
    expect(offending).toEqual([]);
  });

  it("finds the machine imports of a view, leaving out types and helpers", () => {
    expect(
      machineImports(
        [
          'import { type DiscardReason, resumeBuilderMachine } from "../../../machines/resumeBuilder";',
          'import type { ResumeExportEvent } from "../../../machines/resumeExport";',
          'import {\n  freshContext,\n  type ResumeBuilderContext,\n} from "../../../machines/resumeBuilder";',
          'import { videoDialogMachine as machine } from "../../../machines/videoDialog";',
        ].join("\n"),
      ),
    ).toEqual([
      { file: "resumeBuilder", names: ["resumeBuilderMachine"] },
      { file: "resumeBuilder", names: ["freshContext"] },
      { file: "videoDialog", names: ["videoDialogMachine"] },
    ]);
  });

  it("exist for every machine a view uses, unless listed with a reason", async () => {
    const used = await machinesUsedByViews();
    // The scan itself works: the views use most of the registry.
    expect(used.size).toBeGreaterThan(Object.keys(flowModels).length / 2);
    const missing = [...used.entries()]
      .filter(([name]) => !(name in pageDrivers) && !withoutPageDriver[name as MachineName])
      .map(([name, views]) => `${name} (used by ${views.join(", ")})`);
    expect(missing, "machines used by a view with no page driver and no reason").toEqual([]);
  });

  it("are listed without one only with a reason, and never both", () => {
    for (const [name, reason] of Object.entries(withoutPageDriver)) {
      expect(name in flowModels, `${name} is a registered machine`).toBe(true);
      expect(reason?.trim().length, `${name} has a reason`).toBeGreaterThan(0);
      expect(name in pageDrivers, `${name} has a driver and a reason not to`).toBe(false);
    }
    for (const name of Object.keys(pageDrivers)) expect(name in flowModels).toBe(true);
  });
});
