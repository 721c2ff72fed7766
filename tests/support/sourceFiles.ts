import { readdirSync } from "node:fs";
import path from "node:path";

/** Every file under `dir`, at any depth, whose name `pattern` matches (TypeScript by default). */
export function sourceFiles(dir: string, pattern: RegExp = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}
