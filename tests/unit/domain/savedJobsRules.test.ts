import { describe, expect, it } from "vitest";
import { validateJobAlert, validateSavedJobIds } from "../../../src/domain/savedJobs";

describe("validateSavedJobIds", () => {
  const known = ["a", "b", "c"];
  it("keeps known ids once, in order", () => {
    expect(validateSavedJobIds(["b", "x", "a", "b", 3], known)).toEqual(["b", "a"]);
  });
  it.each([null, "a", { 0: "a" }])("discards %j", (data) => {
    expect(validateSavedJobIds(data, known)).toBeNull();
  });
});

describe("validateJobAlert", () => {
  it("keeps a valid alert", () => {
    expect(validateJobAlert({ email: " ops@plant.com ", frequency: "weekly" })).toEqual({
      email: "ops@plant.com",
      frequency: "weekly",
    });
  });
  it.each([null, {}, { email: "nope", frequency: "daily" }, { email: "ops@plant.com", frequency: "hourly" }])(
    "discards %j",
    (data) => {
      expect(validateJobAlert(data)).toBeNull();
    },
  );
});
