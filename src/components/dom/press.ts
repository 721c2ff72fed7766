import { type RefCallback, useCallback } from "react";

/**
 * A stepped flow (the resume builder, the project wizard) puts new controls under the pointer when
 * its step changes: Next becomes Complete Profile, a skill suggestion takes Next's place, Continue
 * to Review becomes Post project. A double or triple click on Next or Continue would press them
 * with its later clicks. One rule for every such flow: inside the element this ref is put on, the
 * second and third clicks of a multi-click (`detail` above 1) that began on another step are not
 * presses. They (and their presses) are stopped in the capture phase, before React's handlers or
 * the browser's own action (a form's submit, a checkbox's toggle, selecting a word) see them. A
 * multi-click that stays on its step (nothing moved) is left alone, and a key's press (`detail` 0)
 * is never a multi-click.
 *
 * The step is read from the flow's actor (`stepOf` its snapshot, a function declared once), not
 * from what is rendered, so the rule holds even when the second click comes before the new step
 * is painted.
 */
export function useClicksStayOnTheirStep<T extends HTMLElement, Snapshot>(
  actor: { getSnapshot: () => Snapshot },
  stepOf: (snapshot: Snapshot) => unknown,
): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      if (!element) return;
      let began: unknown;
      const onClick = (event: MouseEvent) => {
        const step = stepOf(actor.getSnapshot());
        if (event.detail <= 1) {
          // A click (or its press) of its own: where a multi-click would begin.
          if (event.type === "click") began = step;
          return;
        }
        if (step !== began) {
          event.preventDefault();
          event.stopPropagation();
        }
      };
      // The press too: a double-click's second press would otherwise select the word under the
      // pointer on the new step, or focus the field there.
      element.addEventListener("mousedown", onClick, true);
      element.addEventListener("click", onClick, true);
      return () => {
        element.removeEventListener("mousedown", onClick, true);
        element.removeEventListener("click", onClick, true);
      };
    },
    [actor, stepOf],
  );
}
