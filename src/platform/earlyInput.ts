import { HELD_INPUT_GLOBAL } from "./earlyInputScript";
import { onIslandHydrated } from "./islands";
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
  | { kind: "click"; node: HTMLElement }
  | { kind: "key"; node: HTMLElement; key: string; shiftKey: boolean }
  | { kind: "submit"; node: HTMLFormElement };

interface HeldInput {
  live: boolean;
  actions: HeldAction[];
  fields: (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[];
}

type Field = HeldInput["fields"][number];
type TrackedField = Field & { _valueTracker?: { setValue(value: string): void } };

function heldInput(): HeldInput | undefined {
  const held = (window as unknown as Record<string, unknown>)[HELD_INPUT_GLOBAL];
  return held && typeof held === "object" && "actions" in held ? (held as HeldInput) : undefined;
}

/** Gives a field's current text to React as a change, as if typed now. */
function handOverField(field: TrackedField): void {
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
  else if (action.kind === "key")
    action.node.dispatchEvent(
      new KeyboardEvent("keydown", {
        key: action.key,
        shiftKey: action.shiftKey,
        bubbles: true,
        cancelable: true,
      }),
    );
  else action.node.requestSubmit();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let running: Promise<void> = Promise.resolve();

/** Hands over everything held that React now owns; the rest stays held. */
function handOver(): Promise<void> {
  running = running.then(async () => {
    const held = heldInput();
    if (!held) return;
    const focused = document.activeElement;
    const fields = held.fields.filter(claimForReact);
    held.fields = held.fields.filter((field) => !fields.includes(field));
    for (const field of fields) handOverField(field);
    while (held.actions.length) {
      const [next] = held.actions;
      if (!next || (next.node.isConnected && !claimForReact(next.node))) break;
      held.actions.shift();
      await nextTask();
      perform(next);
    }
    if (focused instanceof HTMLElement && focused !== document.activeElement && focused.isConnected)
      focused.focus({ preventScroll: true });
  });
  return running;
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
  void handOver();
}
