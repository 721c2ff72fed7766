import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { dialog } from "styled-system/recipes";
import { describe, expect, it } from "vitest";
import { createStyleContext } from "../../../src/components/ui/styleContext";

const Box = ({ className, children }: { className?: string; children?: ReactNode }) => (
  <div className={className}>{children}</div>
);

describe("createStyleContext (src/components/ui/styleContext.tsx)", () => {
  const { withProvider, withContext, StyleProvider } = createStyleContext(
    { md: dialog({ size: "md" }), video: dialog({ size: "video" }) },
    "md",
  );
  const Root = withProvider(Box, "positioner");
  const Content = withContext(Box, "content");

  it("gives each part its slot's classes for the root's variant, and the view's own after them", () => {
    const html = renderToString(
      <Root variant="video">
        <Content className="own">x</Content>
      </Root>,
    );
    expect(html).toContain(`class="${dialog({ size: "video" }).positioner}"`);
    expect(html).toContain(`class="${dialog({ size: "video" }).content} own"`);
  });

  it("falls back to the default variant, with or without a root", () => {
    expect(renderToString(<Content />)).toContain(`class="${dialog({ size: "md" }).content}"`);
    expect(renderToString(<Root variant={"huge" as "md"} />)).toContain(dialog({ size: "md" }).positioner);
    expect(
      renderToString(
        <StyleProvider variant="video">
          <Content />
        </StyleProvider>,
      ),
    ).toContain(dialog({ size: "video" }).content);
  });
});
