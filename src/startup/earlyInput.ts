import type { HeldAction, HeldField, HeldInput } from "./earlyInputRuntime";
import { HELD_ATTRIBUTE, HELD_INPUT_GLOBAL } from "./earlyInputScript";
import { onIslandFailed, onIslandHydrated, wakeIslandAt } from "./islands";
import { claimForReact } from "./ownership";

/**
 * The hand-over of what the early-input script (earlyInputRuntime.ts) held before the app's code
 * took over: the state of the fields changed meanwhile becomes the flows' state, and held clicks,
 * keys and submissions are performed again, in the order the visitor made them, one task apart
 * (each one sees the state the previous one left). Input for an island is handed over once the
 * island has hydrated.
 *
 * A field is handed over when the script saw it change (any input or change event, the visitor's or
 * autofill's), or when it shows another value than its default, which is what React rendered
 * (React writes a controlled field's value as its default): a select restored on Back, a field
 * filled with no event. The script looks at each field once, the first time the code owns it
 * (`held.scan()`).
 *
 * Only the DOM's public API is used to tell React: a field's value is set with the native setter
 * and an `input` event dispatched (React reports a change against the value it last wrote, so the
 * field is first given another through its own setter); a checkbox or radio is set the other way and
 * clicked, as the visitor did; a select gets its value and a `change` event.
 */

type Field = HeldField;

function heldInput(): HeldInput | undefined {
  const held = (window as unknown as Record<string, unknown>)[HELD_INPUT_GLOBAL];
  return held && typeof held === "object" && "actions" in held ? (held as HeldInput) : undefined;
}

/**
 * The field on the page now: the one held, or, when the app has rendered that part of the page
 * again since (a page that restores a saved draft mounts its form anew from it), the field that
 * took its place: the same id, or the only field of its kind with its name. The visitor's text then
 * goes to the form on screen, over the restored draft, as if typed after it.
 */
function currentField(field: Field): Field {
  if (field.isConnected) return field;
  const sameKind = (node: Element | null): node is Field =>
    node instanceof field.constructor && (node as Field).type === field.type;
  const byId = field.id ? document.getElementById(field.id) : null;
  if (sameKind(byId)) return byId;
  const named = field.name ? [...document.getElementsByName(field.name)].filter(sameKind) : [];
  return named.length === 1 && named[0] ? named[0] : field;
}

/**
 * The control on the page now: the one the visitor pressed, or, when React rendered that part anew
 * while taking over (a view that shows one element in the HTML and another, alike, once hydrated),
 * the one element of the page just like it (same tag, attributes and content). A press is then made
 * on the control the visitor sees, instead of being lost on one no longer in the page.
 */
export function currentControl<T extends HTMLElement>(node: T): T {
  if (node.isConnected) return node;
  const alike = [...document.getElementsByTagName(node.tagName)].filter(
    (candidate) => candidate.outerHTML === node.outerHTML,
  );
  return alike.length === 1 && alike[0] instanceof node.constructor ? (alike[0] as T) : node;
}

const checkable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/** The browser's own setter of a field's value, past any setter React put on the element. */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
}

/** Gives a field the value the visitor left in it and reports it to React as a change made now. */
function handOverField(field: Field, value: string | boolean): void {
  if (!field.isConnected) return;
  if (checkable(field)) {
    // A radio unchecked is the checking of another, which is handed over as that one.
    if (typeof value !== "boolean" || (field.type === "radio" && !value)) return;
    field.checked = !value;
    field.click();
    return;
  }
  if (typeof value !== "string") return;
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  // The visitor's caret or selection in the field they are in survives (a value set moves it to the
  // end): text selected to be typed over is still typed over. Email and number fields have none.
  const selection =
    document.activeElement === field && field.selectionStart !== null
      ? ([
          field.selectionStart,
          field.selectionEnd ?? field.selectionStart,
          field.selectionDirection ?? undefined,
        ] as const)
      : null;
  // Through the element's own setter first, so the value React last saw is another one.
  field.value = value === "" ? " " : "";
  setNativeValue(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  if (selection && field.value === value) field.setSelectionRange(...selection);
}

const clearHeldMark = (node: Element) => {
  if (!node.hasAttribute(HELD_ATTRIBUTE)) return;
  node.removeAttribute(HELD_ATTRIBUTE);
  node.removeAttribute("aria-busy");
};

function perform(action: HeldAction): void {
  clearHeldMark(action.node);
  if (!action.node.isConnected) return;
  if (action.kind === "click") action.node.click();
  else if (action.kind === "key" && action.value !== undefined)
    enter(action.node, action.value, action.shiftKey);
  else if (action.kind === "key") {
    // A key acts on the control that has focus (a range slider knows which of its thumbs from
    // focus): the control it was pressed in gets focus back for it, and focus then goes back to
    // where the visitor has it now (they may have moved on to the other thumb meanwhile).
    const visitorFocus = document.activeElement;
    if (visitorFocus !== action.node) action.node.focus({ preventScroll: true });
    action.node.dispatchEvent(
      new KeyboardEvent("keydown", {
        key: action.key,
        shiftKey: action.shiftKey,
        bubbles: true,
        cancelable: true,
      }),
    );
    if (visitorFocus !== action.node && visitorFocus instanceof HTMLElement && visitorFocus.isConnected)
      visitorFocus.focus({ preventScroll: true });
  } else action.node.requestSubmit();
}

/**
 * Enter in a text field, with the text it had then: the app's key handler has it (a skill added),
 * or else the browser's implicit submission of the field's form.
 */
function enter(node: HTMLElement, value: string, shiftKey: boolean): void {
  const field = node as HTMLInputElement;
  handOverField(field, value);
  const handled = !field.dispatchEvent(
    new KeyboardEvent("keydown", { key: "Enter", code: "Enter", shiftKey, bubbles: true, cancelable: true }),
  );
  if (!handled && field.isConnected) field.form?.requestSubmit();
}

const announced = new WeakSet<Element>();

/**
 * The control the visitor focused before the code arrived: React never saw that focus, and a
 * component that acts on keys only while focused (a slider) would ignore the keys handed over.
 */
function announceFocus(): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || announced.has(focused)) return;
  if (!claimForReact(focused)) return;
  announced.add(focused);
  focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
}

/**
 * A hover begun before the code arrived: the pointer is already over the element, so no new
 * pointerover comes (a tooltip would wait for the pointer to leave and come back). Said again once.
 */
function handOverHover(held: HeldInput): void {
  const node = held.hover;
  if (!node?.isConnected || !node.matches(":hover") || !claimForReact(node)) return;
  held.hover = null;
  for (const type of ["pointerover", "pointermove"])
    node.dispatchEvent(
      new PointerEvent(type, { bubbles: true, composed: true, pointerType: "mouse", isPrimary: true }),
    );
}

/**
 * The taps held for island `name` went unanswered: its code failed to load and the visitor was told.
 * A tap on the same control again is them trying again, which the early-input script then does not
 * count as a second press; "Try again" replays the held tap as it is.
 */
onIslandFailed((name) => {
  for (const action of heldInput()?.actions ?? [])
    if (action.kind === "click" && action.node.closest<HTMLElement>("[data-island]")?.dataset.island === name)
      action.unanswered = true;
});

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let running: Promise<void> = Promise.resolve();

/**
 * Hands over everything held that React now owns; the rest stays held. From the call until it is
 * done, what the visitor presses meanwhile is queued behind (`busy`), so it is made after what came
 * before it, once the slider it is meant for knows its focus.
 */
function handOver(): Promise<void> {
  const waiting = heldInput();
  if (waiting) waiting.busy = (waiting.busy ?? 0) + 1;
  running = running.then(async () => {
    const held = heldInput();
    if (!held) return;
    try {
      await handOverNow(held);
    } finally {
      held.busy = Math.max(0, (held.busy ?? 1) - 1);
    }
  });
  return running;
}

async function handOverNow(held: HeldInput): Promise<void> {
  announceFocus();
  held.scan();
  held.fields = held.fields.map(currentField);
  // Every field first, then their values: rendering one field's change renders the others too.
  const claimed = held.fields.map((field) => claimForReact(field));
  const fields = held.fields.map((field, index) => ({ field, value: held.values[index] ?? field.value }));
  held.fields = held.fields.filter((_, index) => !claimed[index]);
  held.values = held.values.filter((_, index) => !claimed[index]);
  const mine = fields.filter((_, index) => claimed[index]);
  // A field with an Enter still to make was typed in again after it: its text goes in after that.
  const keyed = new Set<Element>();
  for (const action of held.actions)
    if (action.kind === "key" && action.value !== undefined) keyed.add(action.node);
  for (const { field, value } of mine) if (!keyed.has(field)) handOverField(field, value);
  while (held.actions.length) {
    const [next] = held.actions;
    if (next && next.kind !== "submit") next.node = currentControl(next.node);
    if (!next || (next.node.isConnected && !claimForReact(next.node))) break;
    held.actions.shift();
    await nextTask();
    perform(next);
  }
  for (const { field, value } of mine) {
    if (!keyed.has(field)) continue;
    if (held.actions.some((action) => action.node === field)) {
      held.fields.push(field);
      held.values.push(value);
    } else handOverField(field, value);
  }
  handOverHover(held);
}

/**
 * Called once, when the page's shell has hydrated: from now on the early-input script holds only
 * what is meant for islands that wait for their code, and what it held so far is handed over.
 */
export function startHandOver(): void {
  const held = heldInput();
  if (!held) return;
  held.live = true;
  onIslandHydrated(() => void handOver());
  // An island the visitor has already used hydrates now, whatever its trigger.
  for (const node of [...held.fields, ...held.actions.map((action) => action.node)]) wakeIslandAt(node, true);
  void handOver();
}
