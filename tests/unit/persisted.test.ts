import { describe, expect, it } from "vitest";
import { persisted } from "../../src/platform/persisted";
import { type SafeStorage, safeStorage } from "../../src/platform/storage";

function memory(): SafeStorage & { raw: Map<string, string> } {
  const raw = new Map<string, string>();
  const store = safeStorage(() => ({
    getItem: (k: string) => raw.get(k) ?? null,
    setItem: (k: string, v: string) => void raw.set(k, v),
    removeItem: (k: string) => void raw.delete(k),
    clear: () => raw.clear(),
    key: () => null,
    length: 0,
  }));
  return Object.assign(store, { raw });
}

const isDraft = (data: unknown) =>
  data && typeof data === "object" && typeof (data as { title?: unknown }).title === "string"
    ? (data as { title: string })
    : null;

describe("persisted", () => {
  it("round-trips a value", () => {
    const storage = memory();
    const draft = persisted({ key: "draft", version: 2, validate: isDraft, storage });
    expect(draft.load()).toEqual({ status: "empty" });
    expect(draft.save({ title: "Cell retrofit" })).toBe(true);
    expect(draft.load()).toEqual({ status: "restored", value: { title: "Cell retrofit" } });
    draft.clear();
    expect(draft.load()).toEqual({ status: "empty" });
  });

  it.each([
    ["corrupt JSON", "{not json", "corrupt"],
    ["JSON without the envelope", '{"title":"x"}', "corrupt"],
    ["null", "null", "corrupt"],
    ["an older version", '{"v":1,"data":{"title":"x"}}', "outdated"],
    ["the wrong shape", '{"v":2,"data":{"title":42}}', "invalid"],
  ])("discards %s and removes it", (_label, stored, reason) => {
    const storage = memory();
    storage.raw.set("draft", stored);
    const draft = persisted({ key: "draft", version: 2, validate: isDraft, storage });
    expect(draft.load()).toEqual({ status: "discarded", reason });
    expect(storage.raw.has("draft")).toBe(false);
  });

  it("reports a failed save when storage is full or off", () => {
    const full = safeStorage(() => {
      throw new DOMException("off", "SecurityError");
    });
    const draft = persisted({ key: "draft", version: 1, validate: isDraft, storage: full });
    expect(draft.save({ title: "x" })).toBe(false);
    expect(draft.load()).toEqual({ status: "empty" });
  });
});
