import type { Page } from "@playwright/test";
import type { EventObject } from "xstate";

/** Flattens a state value ('open', { editing: 'photo' }) to the keys a driver asserts ('open', 'editing.photo'). */
export function stateKey(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => {
        const rest = stateKey(child);
        return rest ? `${key}.${rest}` : key;
      })
      .join("|");
  }
  return "";
}

/**
 * How a visitor drives one machine on the real page: where it lives, how each event is performed
 * (clicks, keys, typing), and what the visitor sees in each state.
 */
export interface PageDriver {
  route: string;
  viewport?: { width: number; height: number };
  /** Requests to other hosts the page legitimately makes on these paths (still aborted in tests). */
  allowExternal?: RegExp[];
  /**
   * Perform every generated path, not the covering subset taken for graphs of more than
   * BROWSER_PATH_LIMIT paths. The subset takes each transition once, but an event a state ignores
   * (a second press while busy, a report that arrives late) is no transition, so the subset leaves
   * it out; set this where those are the point and the paths are short.
   */
  everyPath?: boolean;
  /** Runs before the page is first loaded: init scripts, request routes, stored state. */
  beforeLoad?: (page: Page) => Promise<void>;
  /** Runs after the page hydrates, before the first event. */
  prepare?: (page: Page) => Promise<void>;
  /** Performs an event; receives the state the machine is in before it. */
  events: Record<string, (page: Page, context: { event: EventObject; before: string }) => Promise<void>>;
  /** Asserts what the visitor sees in a state (keyed by stateKey of the state value). */
  states: Record<string, (page: Page) => Promise<void>>;
}
