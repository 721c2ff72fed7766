import { Popover as ArkPopover } from "@ark-ui/react/popover";
import { popover } from "styled-system/recipes";
import { createStyleContext } from "./styleContext";

const { withContext } = createStyleContext({ default: popover() }, "default");

/**
 * Ark UI's popover, its parts bound to the popover recipe (src/theme/recipes/popover.ts). The root
 * and the trigger render as Ark's own (the trigger is styled by the view, usually as a button).
 */
export const Popover = {
  Root: ArkPopover.Root,
  Trigger: ArkPopover.Trigger,
  Positioner: withContext(ArkPopover.Positioner, "positioner"),
  Content: withContext(ArkPopover.Content, "content"),
  Arrow: withContext(ArkPopover.Arrow, "arrow"),
  ArrowTip: withContext(ArkPopover.ArrowTip, "arrowTip"),
  Title: withContext(ArkPopover.Title, "title"),
  Description: withContext(ArkPopover.Description, "description"),
  CloseTrigger: withContext(ArkPopover.CloseTrigger, "closeTrigger"),
};
