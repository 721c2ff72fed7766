import { existsSync } from "node:fs";
import path from "node:path";
import { createMemoryHistory, type ParsedHistoryState } from "@tanstack/history";
import { defaultGetScrollRestorationKey } from "@tanstack/router-core";
import { describe, expect, it } from "vitest";
import { STARTUP_PACKAGE_FILES } from "../../../scripts/startupChunk.mjs";
import { HISTORY_KEY } from "../../../src/startup/earlyInputScript";

/**
 * The startup leans on two things libraries do not promise: the names of files inside their dist
 * folders, and the key a history entry has in `history.state`. An upgrade that changes either
 * fails here instead of quietly slowing or breaking the start.
 */

describe("the start-up chunk's library files (scripts/startupChunk.mjs)", () => {
  for (const [name, { extension, files }] of Object.entries(STARTUP_PACKAGE_FILES))
    it(`${name}: every file listed is still in the package`, () => {
      const dist = path.join("node_modules", ...name.split("/"), "dist", "esm");
      for (const file of files) expect(existsSync(path.join(dist, `${file}.${extension}`)), file).toBe(true);
    });
});

describe("the key the page's first script reads a history entry by", () => {
  it("is the one TanStack's history writes into history.state, and the router's scroll cache is keyed by", () => {
    const history = createMemoryHistory({ initialEntries: ["/"] });
    history.push("/find-jobs");
    const state: ParsedHistoryState = history.location.state;
    const key = (state as unknown as Record<string, unknown>)[HISTORY_KEY];
    expect(typeof key).toBe("string");
    expect(
      defaultGetScrollRestorationKey({ state, href: "/find-jobs" } as Parameters<
        typeof defaultGetScrollRestorationKey
      >[0]),
    ).toBe(key);
  });
});
