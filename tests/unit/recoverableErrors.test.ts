import { afterEach, describe, expect, it, vi } from "vitest";
import { isAbandonedHydration } from "../../src/platform/recoverableErrors";

describe("isAbandonedHydration", () => {
  afterEach(() => vi.unstubAllGlobals());

  const routerError = () =>
    new Error("#520", { cause: new TypeError("Cannot read properties of undefined (reading 'routeId')") });

  it("recognises the router's dropped match once the visitor has left the home page", () => {
    vi.stubGlobal("window", { location: { pathname: "/industries" } });
    expect(isAbandonedHydration(routerError())).toBe(true);
  });

  it("leaves every other recoverable error to be reported", () => {
    vi.stubGlobal("window", { location: { pathname: "/industries" } });
    expect(isAbandonedHydration(new Error("#418", { cause: new Error("Hydration failed") }))).toBe(false);
    expect(isAbandonedHydration(new Error("plain"))).toBe(false);
    vi.stubGlobal("window", { location: { pathname: "/" } });
    expect(isAbandonedHydration(routerError())).toBe(false);
  });
});
