import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { BadInput } from "../catalogue";

// ---------------------------------------------------------------------------------------------
// The source as a whole

export const formEntries: BadInput[] = [
  {
    area: "form field: every form",
    input: "HTML anywhere a visitor types",
    expected: "rendered as text: no view or component writes raw HTML",
    check: () => {
      const files: string[] = [];
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) walk(path);
          else if (/\.(ts|tsx)$/.test(name)) files.push(path);
        }
      };
      walk("src");
      const raw = files.filter((file) =>
        /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|document\.write/.test(
          readFileSync(file, "utf8"),
        ),
      );
      expect(files.length).toBeGreaterThan(20);
      expect(raw).toEqual([]);
    },
  },
];
