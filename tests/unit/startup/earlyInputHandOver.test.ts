// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { currentControl } from "../../../src/startup/earlyInput";

describe("the control a held press is made on", () => {
  const button = (text: string) => {
    const element = document.createElement("button");
    element.type = "button";
    element.className = "button ghost";
    element.setAttribute("aria-haspopup", "dialog");
    element.textContent = text;
    return element;
  };

  it("is the one pressed while it is still in the page", () => {
    const pressed = document.body.appendChild(button("Posting help"));
    expect(currentControl(pressed)).toBe(pressed);
    pressed.remove();
  });

  it("is the one element just like it when React rendered that part anew", () => {
    const pressed = document.body.appendChild(button("Posting help"));
    const other = document.body.appendChild(button("Save Draft"));
    pressed.remove();
    const rendered = document.body.appendChild(button("Posting help"));
    expect(currentControl(pressed)).toBe(rendered);
    rendered.remove();
    other.remove();
  });

  it("is none other when no element, or more than one, is just like it", () => {
    const pressed = document.body.appendChild(button("Posting help"));
    pressed.remove();
    const changed = document.body.appendChild(button("Posting help"));
    changed.setAttribute("aria-expanded", "true");
    expect(currentControl(pressed)).toBe(pressed);
    const twins = [button("Posting help"), button("Posting help")].map((twin) =>
      document.body.appendChild(twin),
    );
    expect(currentControl(pressed)).toBe(pressed);
    for (const element of [changed, ...twins]) element.remove();
  });
});
