import { describe, expect, it, vi } from "vitest";
import { describeFailure } from "../../../src/startup/loadFailure";
import { CodeLoadError, type Connection, canFetchCode, onDemand } from "../../../src/startup/onDemand";

/** A connection the test controls. */
function connection(
  online: boolean,
  controlled = false,
): Connection & { online: () => boolean; set: (next: boolean) => void } {
  let state = online;
  return {
    online: () => state,
    controlled: () => controlled,
    set: (next) => {
      state = next;
    },
  };
}

describe("onDemand: code loaded on demand, and its failures", () => {
  it("loads once, remembers the value and tells subscribers", async () => {
    const importer = vi.fn(async () => "module");
    const piece = onDemand(importer, connection(true));
    const seen: string[] = [];
    piece.subscribe(() => seen.push(piece.state().status));
    expect(piece.state().status).toBe("idle");
    await expect(piece.load()).resolves.toBe("module");
    await expect(piece.load()).resolves.toBe("module");
    expect(importer).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(["loading", "loaded"]);
  });

  it("shares one attempt between callers while it is under way", async () => {
    const importer = vi.fn(async () => 1);
    const piece = onDemand(importer, connection(true));
    await Promise.all([piece.load(), piece.load(), piece.load()]);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("offline with no service worker, never fetches (a failed module fetch would be remembered), and fetches once back online", async () => {
    const net = connection(false);
    const importer = vi.fn(async () => "module");
    const piece = onDemand(importer, net);
    await expect(piece.load()).rejects.toBeInstanceOf(CodeLoadError);
    await expect(piece.load()).rejects.toMatchObject({ reason: "offline" });
    expect(importer).not.toHaveBeenCalled();
    expect(piece.state()).toEqual({ status: "failed", reason: "offline", attempts: 2 });
    net.set(true);
    await expect(piece.load()).resolves.toBe("module");
    expect(piece.state()).toEqual({ status: "loaded", value: "module" });
  });

  it("offline under a service worker, fetches: the worker answers from its precache", async () => {
    const importer = vi.fn(async () => "cached");
    await expect(onDemand(importer, connection(false, true)).load()).resolves.toBe("cached");
    expect(canFetchCode(connection(false, true))).toBe(true);
    expect(canFetchCode(connection(false, false))).toBe(false);
  });

  it("counts failures while online, so the second can offer a reload, and forgets them on success", async () => {
    let fail = true;
    const piece = onDemand(async () => {
      if (fail) throw new TypeError("Failed to fetch dynamically imported module");
      return "module";
    }, connection(true));
    await expect(piece.load()).rejects.toMatchObject({ reason: "failed" });
    await expect(piece.load()).rejects.toMatchObject({ reason: "failed" });
    expect(piece.state()).toEqual({ status: "failed", reason: "failed", attempts: 2 });
    fail = false;
    await piece.load();
    expect(piece.state().status).toBe("loaded");
  });

  it("warm() loads ahead only when that cannot fail for want of a connection, and never rejects", async () => {
    const net = connection(false);
    const importer = vi.fn(async () => "module");
    const piece = onDemand(importer, net);
    piece.warm();
    expect(importer).not.toHaveBeenCalled();
    expect(piece.state().status).toBe("idle");
    net.set(true);
    piece.warm();
    await vi.waitFor(() => expect(piece.state().status).toBe("loaded"));
    const failing = onDemand(async () => Promise.reject(new Error("gone")), connection(true));
    failing.warm();
    await vi.waitFor(() => expect(failing.state().status).toBe("failed"));
  });
});

describe("describeFailure: one line, and the action that can still help", () => {
  it("offline: says so, and again that the visitor is still offline", () => {
    expect(describeFailure("The rate slider", { reason: "offline", attempts: 1 })).toEqual({
      text: "The rate slider could not be loaded because you are offline.",
      action: "retry",
    });
    expect(describeFailure("The rate slider", { reason: "offline", attempts: 3 }).text).toBe(
      "The rate slider could not be loaded: you are still offline.",
    );
  });

  it("online: a retry first, a reload once a retry in the page has failed too", () => {
    expect(describeFailure("The QR code", { reason: "failed", attempts: 1 })).toEqual({
      text: "The QR code could not be loaded.",
      action: "retry",
    });
    expect(describeFailure("The QR code", { reason: "failed", attempts: 2 })).toEqual({
      text: "The QR code could not be loaded: the site has been updated since this page opened.",
      action: "reload",
    });
  });
});
