import { describe, expect, it } from "vitest";
import { isGa4Id, MEASUREMENT_ID_KEY, readMeasurementId } from "../../../src/platform/analytics";
import { safeStorage } from "../../../src/platform/storage";

function memoryStorage(values: Record<string, string>): Storage {
  return {
    getItem: (key: string) => values[key] ?? null,
    setItem: (key: string, value: string) => {
      values[key] = value;
    },
    removeItem: (key: string) => {
      delete values[key];
    },
    clear: () => {},
    key: () => null,
    length: 0,
  };
}

describe("isGa4Id", () => {
  it.each(["G-ABC1234567", "G-TEST12345", "G-abcd1234"])("accepts %s", (id) => {
    expect(isGa4Id(id)).toBe(true);
  });
  it.each([
    "",
    "G-",
    "UA-12345-1",
    "GTM-ABCDEF",
    "g-ABC12345",
    "G-ABC 123",
    'G-ABC"><script>alert(1)</script>',
    "G-ABC123&foo=bar",
    `G-${"A".repeat(40)}`,
    " G-ABC12345x\n<",
  ])("rejects %j", (id) => {
    expect(isGa4Id(id)).toBe(false);
  });
  it("rejects non-strings", () => {
    expect(isGa4Id(null)).toBe(false);
    expect(isGa4Id(42)).toBe(false);
  });
});

describe("readMeasurementId", () => {
  it("is absent when nothing is stored or the value is blank", () => {
    expect(readMeasurementId(safeStorage(() => memoryStorage({})))).toEqual({ status: "absent" });
    expect(readMeasurementId(safeStorage(() => memoryStorage({ [MEASUREMENT_ID_KEY]: "  " })))).toEqual({
      status: "absent",
    });
  });
  it("is valid for a GA4 id, trimmed", () => {
    expect(
      readMeasurementId(safeStorage(() => memoryStorage({ [MEASUREMENT_ID_KEY]: " G-ABC12345 " }))),
    ).toEqual({
      status: "valid",
      id: "G-ABC12345",
    });
  });
  it("is invalid for anything else, without echoing the value", () => {
    const result = readMeasurementId(safeStorage(() => memoryStorage({ [MEASUREMENT_ID_KEY]: "<script>" })));
    expect(result).toEqual({ status: "invalid" });
  });
  it("is absent when storage throws on access", () => {
    const throwing = safeStorage(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(readMeasurementId(throwing)).toEqual({ status: "absent" });
  });
});

describe("safeStorage", () => {
  it("reports a failed write instead of throwing (quota exceeded)", () => {
    const full = memoryStorage({});
    full.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(safeStorage(() => full).set("k", "v")).toBe(false);
  });
  it("round-trips values", () => {
    const backing = memoryStorage({});
    const store = safeStorage(() => backing);
    expect(store.set("k", "v")).toBe(true);
    expect(store.get("k")).toBe("v");
    store.remove("k");
    expect(store.get("k")).toBeNull();
  });
});
