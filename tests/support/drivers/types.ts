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

/** What a driver knows when it performs one event of a generated path. */
export interface StepContext {
  event: EventObject;
  /** The state the machine is in before the event (its stateKey). */
  before: string;
  /**
   * Whether the machine takes a transition for this event here. When it does not (a guard refuses
   * it, or the state ignores it), the visitor must not be able to do it either: the driver shows
   * that (the control is disabled, absent or out of reach) instead of skipping the step quietly.
   */
  accepted: boolean;
}

/** In words, what the visitor does: "click 'Continue to Skills'", "type 'Warren, MI' into Location". */
export type VisitorAction = string | ((step: StepContext) => string);

/**
 * How a visitor drives one machine on the real page: where it lives, how each event is performed
 * (clicks, keys, typing), and what the visitor sees in each state.
 */
export interface PageDriver {
  route: string;
  viewport?: { width: number; height: number };
  /** Requests to other hosts the page legitimately makes on these paths (still aborted in tests). */
  allowExternal?: RegExp[];
  /** Console errors the paths cause on purpose (the browser's line for a 500 the intake answers, say). */
  allowConsoleErrors?: RegExp[];
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
  /** What the page is set up with before the first event, in words, when it is more than a visit. */
  setup?: string;
  /** Performs an event. It fails (it never returns quietly) when the visitor could not do it. */
  events: Record<string, (page: Page, context: StepContext) => Promise<void>>;
  /**
   * Each event of `events` in words, as the visitor does it. `npm run paths` prints them as the test
   * plan, and the browser path tests name their steps with them.
   */
  visitorActions: Record<string, VisitorAction>;
  /** Asserts what the visitor sees in a state (keyed by stateKey of the state value). */
  states: Record<string, (page: Page) => Promise<void>>;
}

/** The visitor action of one step in words; the event type when the driver has none. */
export function visitorActionOf(driver: PageDriver | undefined, step: StepContext): string {
  const action = driver?.visitorActions[step.event.type];
  if (action === undefined) return step.event.type;
  return typeof action === "string" ? action : action(step);
}
