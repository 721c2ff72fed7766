import { describe, expect, it, vi } from "vitest";
import { persisted } from "../../../src/flows/persisted";
import { type SafeStorage, safeStorage } from "../../../src/platform/storage";

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

  it("refuses text nested deeper than any draft without parsing it, and keeps brackets in strings", () => {
    const storage = memory();
    const draft = persisted({ key: "draft", version: 2, validate: isDraft, storage });
    const levels = 1_000_000;
    storage.raw.set("draft", `{"v":2,"data":${"[".repeat(levels)}${"]".repeat(levels)}}`);
    // Parsing it took 1.5 s here (the scan: a few ms), so the parser is never given it.
    const parse = vi.spyOn(JSON, "parse");
    try {
      expect(draft.load()).toEqual({ status: "discarded", reason: "corrupt" });
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    expect(storage.raw.has("draft")).toBe(false);

    const title = `${"[{".repeat(40)} "quoted" \\ ${"]}".repeat(40)}`;
    expect(draft.save({ title })).toBe(true);
    expect(draft.load()).toEqual({ status: "restored", value: { title } });
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
