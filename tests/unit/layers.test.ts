import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Layers point one way (issue 37, docs/architecture.md): routes → views → components, machines →
 * startup / flows / platform → content → domain, and the intake (server/) reads only src/domain and src/content. The
 * rules live in biome.json (noRestrictedImports, one override per folder), so `npm run lint` is what
 * fails on a wrong-way import. This test plants one probe file per rule in the folder it guards, each
 * importing up (and one importing the right way), runs Biome on them and removes them again.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const biome = path.join(root, "node_modules", ".bin", "biome");

interface Probe {
  /** Where the probe file is written, relative to the repository. */
  file: string;
  /** Its source: one import, and an export that uses it. */
  source: string;
  /** Whether Biome must refuse it. */
  refused: boolean;
}

const probe = (folder: string, name: string, specifier: string, refused: boolean): Probe => ({
  file: `${folder}/zzLayerProbe${name}.ts`,
  source: `import * as probe from "${specifier}";\n\nexport const used = probe;\n`,
  refused,
});

const probes: Probe[] = [
  probe("src/domain", "Content", "../content/site", true),
  probe("src/domain", "Platform", "../platform/storage", true),
  probe("src/domain", "Own", "./text", false),
  probe("src/content", "Platform", "../platform/storage", true),
  probe("src/content", "Views", "../views/shell/Header", true),
  probe("src/content", "Domain", "../domain/text", false),
  probe("src/platform", "Components", "../components/ui/DraftStatus", true),
  probe("src/platform", "Machines", "../../machines/mobileMenu", true),
  probe("src/platform", "Content", "../content/site", false),
  probe("src/startup", "Views", "../views/shell/Header", true),
  probe("src/startup", "Machines", "../../machines/mobileMenu", true),
  probe("src/startup", "Platform", "../platform/storage", false),
  probe("src/flows", "Components", "../components/ui/DraftStatus", true),
  probe("src/flows", "Routes", "../routes/about", true),
  probe("src/flows", "Startup", "../startup/onDemand", false),
  probe("src/domain", "Flows", "../flows/persisted", true),
  probe("src/content", "Startup", "../startup/islands", true),
  probe("machines", "Flows", "../src/flows/draftActors", false),
  probe("server", "Flows", "../src/flows/persisted", true),
  probe("machines", "Views", "../src/views/shell/Header", true),
  probe("machines", "Components", "../src/components/ui/DraftStatus", true),
  probe("machines", "Platform", "../src/platform/storage", false),
  probe("src/components/ui", "Views", "../../views/shell/Header", true),
  probe("src/components/ui", "Machines", "../../../machines/mobileMenu", true),
  probe("src/components/ui", "Platform", "../../platform/storage", false),
  probe("src/views/shell", "Routes", "../../routes/about", true),
  probe("src/views/shell", "Components", "../../components/ui/DraftStatus", false),
  probe("src/theme", "Content", "../content/site", true),
  probe("server", "Views", "../src/views/shell/Header", true),
  probe("server", "Platform", "../src/platform/storage", true),
  probe("server", "Domain", "../src/domain/text", false),
  {
    file: "src/domain/zzLayerProbeEveryWay.ts",
    source: [
      'export type { SiteConfig } from "../content/site";',
      'export * from "../content/links";',
      'import type { SiteConfig as Config } from "../content/site";',
      'export const later = () => import("../content/resume");',
      "export type Copy = Config;",
      "",
    ].join("\n"),
    refused: true,
  },
];

/** Biome's diagnostics for the probes, by probe file: the rule names it reported. */
let reported: Map<string, string[]>;

beforeAll(() => {
  for (const { file, source } of probes) writeFileSync(path.join(root, file), source);
  let output = "";
  try {
    output = execFileSync(biome, ["lint", "--max-diagnostics=none", ...probes.map((p) => p.file)], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    output = `${failed.stdout ?? ""}${failed.stderr ?? ""}`;
  } finally {
    for (const { file } of probes) rmSync(path.join(root, file), { force: true });
  }
  reported = new Map();
  for (const match of output.matchAll(/^(\S+\.ts):\d+:\d+ lint\/\w+\/(\w+)/gm)) {
    const [, file = "", rule = ""] = match;
    reported.set(file, [...(reported.get(file) ?? []), rule]);
  }
}, 60_000);

afterAll(() => {
  for (const { file } of probes) rmSync(path.join(root, file), { force: true });
});

describe("npm run lint refuses an import that points up (biome.json, docs/architecture.md)", () => {
  it.each(probes.filter((p) => p.refused).map((p) => [p.file, p.source.split("\n")[0]]))(
    "%s: %s is refused",
    (file) => {
      expect(reported.get(file) ?? []).toContain("noRestrictedImports");
    },
  );

  it.each(probes.filter((p) => !p.refused).map((p) => [p.file, p.source.split("\n")[0]]))(
    "%s: %s is allowed",
    (file) => {
      expect(reported.get(file) ?? []).not.toContain("noRestrictedImports");
    },
  );

  it("catches every way of naming a module: import, import type, export from, export *, import()", () => {
    expect(reported.get("src/domain/zzLayerProbeEveryWay.ts")?.length).toBe(4);
  });
});
