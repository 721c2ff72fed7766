import type { MouseEvent } from "react";

/**
 * A button's click handler that answers a single press and not the second or third click of a
 * double or triple click (`detail` counts them; a key's press has 0). A button that takes the
 * place of another under the pointer (Next becoming Complete Profile on the last step) would
 * otherwise take the second click of a double-click on the first as a press of its own.
 */
export function singlePress(run: () => void): (event: MouseEvent) => void {
  return (event) => {
    if (event.detail <= 1) run();
  };
}
