import { describe, expect, it } from "vitest";
import { isValidEmail } from "../../../src/domain/email";

describe("isValidEmail", () => {
  it.each(["ops@plant.com", " jordan.rivera+jobs@example.co.uk ", "a@b.io"])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    "",
    "jordan",
    "jordan@",
    "@example.com",
    "jordan@example",
    "jo rdan@example.com",
    "a@b..com",
    `${"a".repeat(250)}@b.io`,
  ])("rejects %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
