import type { Page } from "@playwright/test";
import {
  type Actor,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  type EventObject,
  type SnapshotFrom,
} from "xstate";

/**
 * A driver's copy of the machine, fed the same events the driver performs on the page. It tells the
 * driver what the visitor should see beyond the state value (which field is flagged, how many skills
 * are chosen, which jobs are saved), so a state check can be exact.
 */
export function shadowActors<TMachine extends AnyStateMachine>(machine: TMachine) {
  const actors = new WeakMap<Page, Actor<TMachine>>();
  return {
    start(page: Page) {
      const actor = createActor(machine).start();
      actors.set(page, actor as Actor<TMachine>);
      return actor;
    },
    send(page: Page, event: EventFromLogic<TMachine>) {
      actors.get(page)?.send(event);
    },
    snapshot(page: Page): SnapshotFrom<TMachine> {
      const actor = actors.get(page);
      if (!actor) throw new Error("The driver's prepare() did not start a shadow actor");
      return actor.getSnapshot() as SnapshotFrom<TMachine>;
    },
  };
}

/** Writes a versioned value as src/flows/persisted.ts stores it, then reloads, as a returning visitor. */
export async function reloadWithStored(page: Page, key: string, data: unknown) {
  await reloadWithStoredText(page, key, JSON.stringify({ v: 1, data }));
}

/** Writes `text` under `key` as it is (say, something that is not JSON), then reloads. */
export async function reloadWithStoredText(page: Page, key: string, text: string) {
  await page.evaluate(([k, v]) => localStorage.setItem(k as string, v as string), [key, text]);
  await page.reload();
  await page.waitForFunction(
    () => !("$_TSR" in window) && document.documentElement.dataset.hydrated === "true",
  );
}

/** A generated event with the payload its model gave it. */
export function payload<T>(event: EventObject): T {
  return event as unknown as T;
}
