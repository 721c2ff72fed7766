import { storageKey } from "@tanstack/router-core";
import { describe, expect, it } from "vitest";
import { SCROLL_CACHE_KEY } from "../../../src/startup/earlyInputScript";

describe("the page's first script puts a reopened page of the visit back where the router saw it", () => {
  it("reads the router's own scroll cache (a TanStack Router update that renames it fails here)", () => {
    expect(SCROLL_CACHE_KEY).toBe(storageKey);
  });
});
