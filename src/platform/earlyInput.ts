import { HELD_INPUT_GLOBAL } from "./earlyInputScript";
import { onIslandFailed, onIslandHydrated, wakeIslandAt } from "./islands";
import { claimForReact } from "./ownership";

/**
 * The hand-over of what the early-input script (earlyInputScript.ts) held before the app's code
 * took over: text typed into fields becomes the machines' state, and held clicks, slider keys and
 * submissions are performed again, in the order the visitor made them, one task apart (each one
 * sees the state the previous one left). Input for an island is handed over once the island has
 * hydrated.
 *
 * React is made to own an element before it is given anything (ownership.ts). An element React
 * still does not own (its island waits for its code) stays held.
 */

type HeldAction =
  /** `unanswered`: its island's code failed to load and the visitor was told (islands.tsx). */
  | { kind: "click"; node: HTMLElement; unanswered?: boolean }
  | { kind: "key"; node: HTMLElement; key: string; shiftKey: boolean }
  | { kind: "submit"; node: HTMLFormElement };

interface HeldInput {
  live: boolean;
  /** Hand-overs under way: input that comes meanwhile is queued behind them (earlyInputScript.ts). */
  busy?: number;
  actions: HeldAction[];
  fields: (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[];
  /** Each field's text as the visitor left it, by the index of the field. */
  values: string[];
  /** The element the mouse pointer last entered, if any. */
  hover: Element | null;
}

type Field = HeldInput["fields"][number];
type TrackedField = Field & { _valueTracker?: { setValue(value: string): void } };

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

/** Gives a field the visitor's text and reports it to React as a change, as if typed now. */
function handOverField(field: TrackedField, value: string): void {
  field.value = value;
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  // React compares the value with the one it last saw; make that differ so the change is reported.
  field._valueTracker?.setValue(`${field.value}\u0000`);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function perform(action: HeldAction): void {
  if (!action.node.isConnected) return;
  if (action.kind === "click") action.node.click();
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
  held.fields = held.fields.map(currentField);
  // Every field first, then their text: rendering one field's change renders the others too.
  const claimed = held.fields.map((field) => claimForReact(field));
  const fields = held.fields.map((field, index) => ({ field, value: held.values[index] ?? field.value }));
  held.fields = held.fields.filter((_, index) => !claimed[index]);
  held.values = held.values.filter((_, index) => !claimed[index]);
  for (const [index, { field, value }] of fields.entries()) if (claimed[index]) handOverField(field, value);
  while (held.actions.length) {
    const [next] = held.actions;
    if (next && next.kind !== "submit") next.node = currentControl(next.node);
    if (!next || (next.node.isConnected && !claimForReact(next.node))) break;
    held.actions.shift();
    await nextTask();
    perform(next);
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
