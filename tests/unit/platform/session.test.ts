import { describe, expect, it } from "vitest";
import { greetingFor, MAX_GREETING_NAME, readSession } from "../../../src/platform/session";

describe("readSession", () => {
  it.each([
    ["absent (no cookies)", "", { loggedIn: false }],
    ["absent (other cookies)", "theme=dark; lang=en", { loggedIn: false }],
    ["absent (undefined)", undefined, { loggedIn: false }],
  ])("is logged out when the cookie is %s", (_label, header, expected) => {
    expect(readSession(header)).toEqual(expected);
  });

  it("is logged in with no name when the value is empty", () => {
    const session = readSession("ci_user_logged_in=");
    expect(session).toEqual({ loggedIn: true, name: "", raw: "" });
    expect(greetingFor(session)).toBe("Hi");
  });

  it("is logged in with no name when the cookie has no '='", () => {
    expect(greetingFor(readSession("ci_user_logged_in"))).toBe("Hi");
  });

  it("reads a plain value among other cookies", () => {
    const session = readSession("a=1; ci_user_logged_in=Jane; b=2");
    expect(greetingFor(session)).toBe("Hi Jane");
  });

  it("decodes percent-encoding and plus signs", () => {
    expect(greetingFor(readSession("ci_user_logged_in=Jane%20Doe"))).toBe("Hi Jane Doe");
    expect(greetingFor(readSession("ci_user_logged_in=Jos%C3%A9+Garc%C3%ADa"))).toBe("Hi José García");
  });

  it("strips surrounding quotes", () => {
    expect(greetingFor(readSession('ci_user_logged_in="Jane"'))).toBe("Hi Jane");
  });

  it("keeps a malformed percent-encoding as it was instead of throwing", () => {
    const session = readSession("ci_user_logged_in=%E0%A4%A");
    expect(session.loggedIn).toBe(true);
    expect(greetingFor(session)).toBe("Hi %E0%A4%A");
  });

  it("returns HTML as text (escaping is React's job at render)", () => {
    const value = encodeURIComponent('<script>alert("x")</script>');
    expect(greetingFor(readSession(`ci_user_logged_in=${value}`))).toBe('Hi <script>alert("x")</script>');
  });

  it("cuts a 4 KB value to a bounded greeting", () => {
    const session = readSession(`ci_user_logged_in=${"A".repeat(4096)}`);
    expect(session.loggedIn && session.raw.length).toBe(4096);
    const greeting = greetingFor(session);
    expect(Array.from(greeting).length).toBe("Hi ".length + MAX_GREETING_NAME + 1);
    expect(greeting.endsWith("…")).toBe(true);
  });

  it("drops control and bidi-override characters", () => {
    const value = encodeURIComponent("Ja\u202Ene\u0000\u200B");
    expect(greetingFor(readSession(`ci_user_logged_in=${value}`))).toBe("Hi Jane");
  });

  it("does not split emoji when cutting", () => {
    const greeting = greetingFor(readSession(`ci_user_logged_in=${encodeURIComponent("🤖".repeat(60))}`));
    expect(greeting).toBe(`Hi ${"🤖".repeat(MAX_GREETING_NAME)}…`);
  });
});
