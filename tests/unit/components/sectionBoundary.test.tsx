import type React from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SectionBoundary } from "../../../src/components/ui/SectionBoundary";

function Broken(): never {
  throw new Error("boom");
}

describe("SectionBoundary", () => {
  it("renders its children when nothing fails", () => {
    expect(renderToString(<SectionBoundary name="The calculator">ok</SectionBoundary>)).toContain("ok");
  });

  it("derives a contained error state from a failure", () => {
    const state = SectionBoundary.getDerivedStateFromError(new Error("boom"));
    expect(state.error?.message).toBe("boom");
    const boundary = new SectionBoundary({ name: "The calculator", children: <Broken /> });
    boundary.state = state;
    const html = renderToString(boundary.render() as React.ReactElement);
    expect(html).toContain("The calculator could not be shown. The rest of the page works as usual.");
    expect(html).toContain('role="alert"');
  });
});
