import { describe, expect, it } from "vitest";
import { BUDGETS, CONTENT_ROUTES, JS_CEILINGS, jsBudgetFor, jsCeilingFor } from "../../scripts/firstLoad.mjs";

const KB = 1024;

describe("first-load budgets (issue 16) and ceilings", () => {
  it("gives the five content routes 110 KB, home 125 KB and the rest 150 KB", () => {
    expect([...CONTENT_ROUTES].sort()).toEqual(
      ["/about", "/for-contractors", "/for-employers", "/industries", "/locations"].sort(),
    );
    for (const route of CONTENT_ROUTES) expect(jsBudgetFor(route)).toBe(110 * KB);
    expect(jsBudgetFor("/")).toBe(125 * KB);
    expect(jsBudgetFor("/find-jobs")).toBe(150 * KB);
    expect(BUDGETS.css).toBe(20 * KB);
  });

  it("never sets a ceiling below the budget, nor above the limits in force before (140 KB home, 160 elsewhere)", () => {
    const over = [];
    for (const route of Object.keys(JS_CEILINGS)) {
      expect(jsCeilingFor(route)).toBeGreaterThanOrEqual(jsBudgetFor(route));
      if (jsCeilingFor(route) > (route === "/" ? 140 * KB : 160 * KB)) over.push(route);
    }
    expect(over).toEqual([]);
    // /create-profile, the last over its budget but the content routes: its figure of 2026-11-27
    // (154.1 KB, after its later steps, the AI table and the right column left the start) plus
    // about 1 KB.
    expect(jsCeilingFor("/create-profile")).toBeLessThanOrEqual(155 * KB);
  });

  it("holds home, /post-project and /search-contractors to their budgets, which they meet", () => {
    // Home's video and the contractor search's sliders are islands; the wizard's later steps load
    // on demand.
    expect(jsCeilingFor("/")).toBe(BUDGETS.homeJs);
    expect(jsCeilingFor("/post-project")).toBe(BUDGETS.otherJs);
    expect(jsCeilingFor("/search-contractors")).toBe(BUDGETS.otherJs);
  });

  it("holds a route added later to its budget", () => {
    expect(jsCeilingFor("/a-route-added-later")).toBe(150 * KB);
  });
});
