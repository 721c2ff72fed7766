// npm run flows: writes docs/flows/<machine>.md and docs/flows/index.html from machines/index.ts,
// docs/events.md from machines/events.ts,
// and copies the Mermaid renderer beside them (git-ignored) so index.html works offline.
// With --vendor-only it only copies the renderer (run on npm ci by the prepare script).
import { copyFile, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "docs", "flows");
await mkdir(out, { recursive: true });
await copyFile(
  path.join(root, "node_modules", "mermaid", "dist", "mermaid.min.js"),
  path.join(out, "mermaid.min.js"),
);

if (!process.argv.includes("--vendor-only")) {
  const { runnerImport } = await import("vite");
  const { module: registryModule } = await runnerImport(path.join(root, "machines", "index.ts"));
  const { module: diagrams } = await runnerImport(path.join(root, "scripts", "flowDiagrams.ts"));
  const files = diagrams.flowFiles(registryModule.machines);
  const keep = new Set([...files.map((f) => f.file), "mermaid.min.js"]);
  for (const existing of await readdir(out)) if (!keep.has(existing)) await rm(path.join(out, existing));
  for (const { file, content } of files) await writeFile(path.join(out, file), content);
  console.log(`Wrote ${files.length} files to docs/flows/: ${files.map((f) => f.file).join(", ")}`);
  const { module: eventsDoc } = await runnerImport(path.join(root, "scripts", "eventsDoc.ts"));
  await writeFile(path.join(root, "docs", "events.md"), eventsDoc.eventsMarkdown(registryModule.machines));
  console.log("Wrote docs/events.md");
}
