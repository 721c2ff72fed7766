/**
 * Where focus goes when the control that had it disappears (issue 17: focus is never dropped to the
 * page body). A list view calls these from the press that removes or adds an item, because only the
 * view knows which control was pressed; the move waits for the frame after the machine's new state
 * is rendered.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focus once React has painted the state the machine just entered. */
export function focusLater(find: () => Element | null | undefined) {
  requestAnimationFrame(() => {
    const element = find();
    if (element instanceof HTMLElement) element.focus();
  });
}

/**
 * After the item at `index` of a list is removed: the item that takes its place, else the new last
 * item, else `fallback` (the list's input, or what stands for it when the list is empty). `items`
 * finds the list's focusable items (each item's own button) in the rendered page.
 */
export function focusAfterRemoval(
  items: () => ArrayLike<Element> | null | undefined,
  index: number,
  fallback: () => Element | null | undefined,
) {
  focusLater(() => {
    const list = Array.from(items() ?? []);
    return list[index] ?? list[list.length - 1] ?? fallback();
  });
}

/** The first control after `element` in the page's order, outside it (for a note that goes away). */
export function nextFocusableAfter(element: Element): HTMLElement | null {
  for (const candidate of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element.contains(candidate)) continue;
    if (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) return candidate;
  }
  return null;
}

/**
 * A note or panel that goes away when its own button is pressed (Dismiss): focus moves on to the
 * first control after it, once it is gone (after `dismiss`'s promise, for a navigation).
 */
export function dismissKeepingFocus(note: Element | null, dismiss: () => unknown) {
  const next = note ? nextFocusableAfter(note) : null;
  const done = dismiss();
  if (done instanceof Promise) void done.then(() => focusLater(() => next));
  else focusLater(() => next);
}
