import { Portal } from "@ark-ui/react/portal";
import { Tooltip as ArkTooltip } from "@ark-ui/react/tooltip";
import type { ReactElement, ReactNode } from "react";
import { tooltip } from "styled-system/recipes";
import { createStyleContext } from "./styleContext";

/** Spec: tooltips open after 700 ms and close 300 ms after the pointer leaves. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_CLOSE_DELAY_MS = 300;

const { withContext } = createStyleContext({ default: tooltip() }, "default");
const Content = withContext(ArkTooltip.Content, "content");

export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <ArkTooltip.Root
      openDelay={TOOLTIP_OPEN_DELAY_MS}
      closeDelay={TOOLTIP_CLOSE_DELAY_MS}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner>
          <Content>{content}</Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
