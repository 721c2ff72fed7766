import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { sourceFiles } from "../../support/sourceFiles";
import type { BadInput } from "../catalogue";

// ---------------------------------------------------------------------------------------------
// The source as a whole

export const formEntries: BadInput[] = [
  {
    area: "form field: every form",
    input: "HTML anywhere a visitor types",
    expected: "rendered as text: no view or component writes raw HTML",
    check: () => {
      const files = sourceFiles("src");
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
