import { describe, expect, it } from "vitest";
import { quickApplyMessage } from "../../../src/content/jobs";
import { PROFILE_NOTICE_MAX, readProfileNotice } from "../../../src/platform/historyState";

describe("readProfileNotice", () => {
  it("turns the Quick Apply key into the spec's message", () => {
    expect(readProfileNotice({ profileNotice: "quickApply" })).toBe(
      "Create your automation profile to apply and unlock full access.",
    );
    expect(quickApplyMessage).toBe("Create your automation profile to apply and unlock full access.");
  });

  it("accepts short plain text, tidied", () => {
    expect(readProfileNotice({ profileNotice: "  Finish your profile\n first. " })).toBe(
      "Finish your profile first.",
    );
  });

  it.each([
    ["no state", undefined],
    ["null", null],
    ["a string state", "quickApply"],
    ["no notice", { __TSR_index: 2 }],
    ["a number", { profileNotice: 42 }],
    ["an object", { profileNotice: { html: "<b>hi</b>" } }],
    ["blank text", { profileNotice: "   " }],
    ["text over the limit", { profileNotice: "x".repeat(PROFILE_NOTICE_MAX + 1) }],
  ])("ignores %s", (_, state) => {
    expect(readProfileNotice(state)).toBeNull();
  });

  it("never looks keys up on the prototype", () => {
    expect(readProfileNotice({ profileNotice: "toString" })).toBe("toString");
    expect(readProfileNotice({ profileNotice: "__proto__" })).toBe("__proto__");
  });
});
