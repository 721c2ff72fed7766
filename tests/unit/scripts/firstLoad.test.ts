import { describe, expect, it } from "vitest";
import { BUDGETS, CONTENT_ROUTES, jsBudgetFor } from "../../../scripts/firstLoad.mjs";

const KB = 1024;

describe("first-load budgets (issue 16)", () => {
  it("gives the five content routes 111 KB, home 125 KB and the rest 151 KB, and CSS 20 KB", () => {
    expect([...CONTENT_ROUTES].sort()).toEqual(
      ["/about", "/for-contractors", "/for-employers", "/industries", "/locations"].sort(),
    );
    for (const route of CONTENT_ROUTES) expect(jsBudgetFor(route)).toBe(111 * KB);
    expect(jsBudgetFor("/")).toBe(125 * KB);
    expect(jsBudgetFor("/find-jobs")).toBe(151 * KB);
    expect(jsBudgetFor("/create-profile")).toBe(151 * KB);
    expect(BUDGETS.css).toBe(20 * KB);
  });

  it("holds a route added later to the budget of the tool pages", () => {
    expect(jsBudgetFor("/a-route-added-later")).toBe(151 * KB);
  });
});
