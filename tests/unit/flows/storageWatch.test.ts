// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { persisted } from "../../../src/flows/persisted";
import { safeStorage } from "../../../src/platform/storage";

/**
 * Issue 17, one draft in many tabs: a change another tab makes reaches this one through the
 * browser's `storage` event (never fired in the tab that wrote), validated like a load.
 */
const isDraft = (data: unknown) =>
  data && typeof data === "object" && typeof (data as { title?: unknown }).title === "string"
    ? (data as { title: string })
    : null;

/** What the browser does in this tab when another tab writes `key`. */
function otherTabWrites(key: string | null, value: string | null, area: Storage = localStorage) {
  if (key !== null) {
    if (value === null) area.removeItem(key);
    else area.setItem(key, value);
  }
  window.dispatchEvent(new StorageEvent("storage", { key, newValue: value, storageArea: area }));
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("persisted().watch", () => {
  it("passes on another tab's value, validated, and null when it removed it", () => {
    const draft = persisted({ key: "draft", version: 1, validate: isDraft });
    const seen: Array<{ title: string } | null> = [];
    const stop = draft.watch((value) => seen.push(value));
    otherTabWrites("draft", JSON.stringify({ v: 1, data: { title: "Cell retrofit" } }));
    otherTabWrites("draft", null);
    otherTabWrites(null, null);
    stop();
    otherTabWrites("draft", JSON.stringify({ v: 1, data: { title: "after stop" } }));
    expect(seen).toEqual([{ title: "Cell retrofit" }, null, null]);
  });

  it("ignores other keys, the other storage area, and data that fails validation", () => {
    const draft = persisted({ key: "draft", version: 1, validate: isDraft });
    const onChange = vi.fn();
    draft.watch(onChange);
    otherTabWrites("other", JSON.stringify({ v: 1, data: { title: "x" } }));
    otherTabWrites("draft", JSON.stringify({ v: 1, data: { title: "x" } }), sessionStorage);
    otherTabWrites("draft", JSON.stringify({ v: 1, data: { title: 42 } }));
    otherTabWrites("draft", "{not json");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("reads the value again when the page comes back from the back/forward cache", () => {
    const draft = persisted({ key: "draft", version: 1, validate: isDraft });
    const onChange = vi.fn();
    draft.watch(onChange);
    localStorage.setItem("draft", JSON.stringify({ v: 1, data: { title: "while away" } }));
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    expect(onChange).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(onChange).toHaveBeenCalledWith({ title: "while away" });
  });

  it("watches the store's own area: a sessionStorage store hears sessionStorage only", () => {
    const session = safeStorage(() => sessionStorage);
    const working = persisted({ key: "draft", version: 1, validate: isDraft, storage: session });
    const onChange = vi.fn();
    working.watch(onChange);
    otherTabWrites("draft", JSON.stringify({ v: 1, data: { title: "local" } }));
    expect(onChange).not.toHaveBeenCalled();
    otherTabWrites("draft", JSON.stringify({ v: 1, data: { title: "session" } }), sessionStorage);
    expect(onChange).toHaveBeenCalledWith({ title: "session" });
  });

  it("does nothing where storage cannot be reached", () => {
    const off = safeStorage(() => {
      throw new DOMException("off", "SecurityError");
    });
    const onChange = vi.fn();
    persisted({ key: "draft", version: 1, validate: isDraft, storage: off }).watch(onChange);
    otherTabWrites("draft", JSON.stringify({ v: 1, data: { title: "x" } }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
