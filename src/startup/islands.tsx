import { type ComponentType, type ReactElement, Suspense, useEffect, useSyncExternalStore } from "react";
import { canFetchCode } from "./connection";
import type { HeldInput, HeldPress } from "./earlyInputRuntime";
import { CLIENT_MODULES_ID, HELD_INPUT_GLOBAL, START_ATTRIBUTE } from "./earlyInputScript";
import { clearLoadNotice, postLoadNotice } from "./loadNotices";

/**
 * Static parts and islands: how a prerendered page stays the HTML it was served with.
 *
 * Every route is prerendered, and most of a page never changes (copy, cards, tables). React would
 * hydrate all of it at startup: evaluate its code, render it again and walk the DOM, only to arrive
 * at the HTML already on screen. Instead a page names its parts:
 *
 * - A **static part** (`staticPart`) is rendered into the HTML at build time and left alone by the
 *   first hydration: while React hydrates, the part suspends on a promise that never settles, so its
 *   Suspense boundary stays dehydrated, the server HTML stays as it is, and the part's code (its own
 *   chunk) is never loaded. Links inside it still navigate in the app (see staticLinks.ts). After a
 *   client navigation the part renders like any component; the route's loader has fetched its chunk.
 * - An **island** (`island`) is interactive but not needed at once (the home page's calculator): its
 *   HTML stays dehydrated until it comes near the viewport or the visitor points at, touches or tabs
 *   into it; then its chunk loads (on the pages a visitor comes to act on, it was fetched already
 *   once the page was idle) and React hydrates it in place. Input given before that is held by
 *   the early-input script and handed over once it has hydrated (earlyInput.ts).
 *
 * Both render their part inside a wrapper with `display: contents` (no box of its own), marked
 * `data-static` or `data-island` so that the startup code and the tests can find them. The wrapper is
 * rendered by the part itself, so it is marked `data-live` / `data-hydrated` only once React owns it.
 */

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Suspends forever: React keeps a boundary that suspends while hydrating dehydrated. */
const never = new Promise<never>(() => {});

const noSubscription = () => () => {};

/**
 * True while React hydrates the HTML from the server, false in any client render. React hydrates
 * with the server snapshot and renders on the client with the client one, so this tells the two
 * apart without a global flag. (In the prerender there is no window, and the part renders fully.)
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => typeof window !== "undefined",
  );
}

/**
 * True in the prerender and while the browser hydrates it, false in every later render: for a
 * view whose HTML must hold what it cannot know yet (the shared resume's link fragment), as one
 * render, the same on both sides.
 */
export function useRenderingHtml(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

interface LoadablePart<P> {
  /** Loads the part's chunk; a route's loader awaits it (prerender, client navigation, preload). */
  preload: () => Promise<void>;
  /** The loaded component, once preload() has settled. */
  current: () => ComponentType<P> | undefined;
  /** Downloads that failed (a fetch not tried offline is not one). */
  failures: () => number;
}

function loadable<P>(load: Loader<P>): LoadablePart<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  let failures = 0;
  return {
    preload: () => {
      if (!Loaded && !loading && !canFetchCode()) return Promise.reject(new Error("offline"));
      loading ??= load().then(
        (module) => {
          Loaded = module.default;
        },
        (error: unknown) => {
          // A failed download can be tried again (the next navigation, or a retry).
          loading = undefined;
          failures += 1;
          throw error;
        },
      );
      return loading;
    },
    current: () => Loaded,
    failures: () => failures,
  };
}

function markOwned(attribute: "data-live" | "data-hydrated") {
  return (node: HTMLDivElement | null) => {
    node?.setAttribute(attribute, "");
  };
}

const markLive = markOwned("data-live");
const contents = { display: "contents" } as const;

export interface StaticPart {
  /** The part as an element: hoisted, so a re-render of the page never touches its boundary. */
  view: ReactElement;
  preload: () => Promise<void>;
}

/** A section that never changes: see the note at the top. */
export function staticPart(name: string, load: Loader<object>): StaticPart {
  const part = loadable(load);
  function Part() {
    const hydrating = useHydrating();
    if (hydrating) throw never;
    const Loaded = part.current();
    if (!Loaded) throw part.preload();
    return (
      <div data-static={name} ref={markLive} style={contents}>
        <Loaded />
      </div>
    );
  }
  Part.displayName = `StaticPart(${name})`;
  return {
    view: (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    ),
    preload: part.preload,
  };
}

/** Loads every part a route shows: the route's `loader`. */
export function preloadParts(...parts: { preload: () => Promise<void> }[]): () => Promise<void> {
  return async () => {
    await Promise.all(parts.map((part) => part.preload()));
  };
}

export type IslandTrigger = "visible" | "intent";

export interface Island {
  view: ReactElement;
  preload: () => Promise<void>;
  /**
   * Hydrates the island now (its chunk loads first): called by watchIslands(). `asked`: the visitor
   * acted on it (pressed, typed, used a key), so a failure to load is said, with a retry.
   */
  wake: (asked?: boolean) => void;
  /** True when the island is wanted at once, whatever its trigger. */
  now?: () => boolean;
}

const islands = new Map<string, Island>();

/**
 * An interactive part that hydrates when it is needed: see the note at the top. `trigger` says
 * when: "visible" (near the viewport, or on intent) or "intent" (pointed at, touched, focused).
 * `now` may ask for it at once (a shared link whose figures the island must show). `what` names it
 * in the line shown when its code cannot be loaded ("The site menu").
 *
 * Its code is never fetched when that is bound to fail (offline with no service worker), since
 * Chromium would remember the failure for the life of the page. Until it has loaded, the island stays its HTML: a failure only leaves it so (a later intent
 * tries again), and input held for it stays held; when the visitor had acted on it, a notice says
 * what could not be loaded and offers to try again.
 */
export function island(
  name: string,
  load: Loader<object>,
  { trigger, now, what }: { trigger: IslandTrigger; now?: () => boolean; what: string },
): Island {
  const part = loadable(load);
  const noticeId = `island:${name}`;
  // Settles once the code is in, never with a failure: React retries a boundary whenever what it
  // threw settles, and a failed load must leave the HTML as it is, not spin or take the page down.
  let loaded: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    loaded = resolve;
  });
  let asked = false;
  // Failures the visitor was told of: "offline" first, "still offline" after a retry. (A quiet
  // attempt on intent, before they acted, does not count; one that failed online does, since its
  // failure is remembered and only a reload can help after two.)
  let told = 0;
  const wake = (byVisitor = false) => {
    asked ||= byVisitor;
    part.preload().then(
      () => {
        clearLoadNotice(noticeId);
        loaded();
      },
      () => {
        if (!asked) return;
        const offline = navigator.onLine === false;
        told += 1;
        for (const listener of failedListeners) listener(name);
        postLoadNotice({
          id: noticeId,
          what,
          failure: { reason: offline ? "offline" : "failed", attempts: offline ? told : part.failures() },
          tone: "alert",
          retry: () => wake(true),
        });
      },
    );
  };
  function Part() {
    const hydrating = useHydrating();
    const Loaded = part.current();
    if (hydrating && !Loaded) throw ready;
    if (!Loaded) throw part.preload();
    return (
      <div data-island={name} data-hydrate={trigger} style={contents}>
        <Loaded />
        <Hydrated name={name} />
      </div>
    );
  }
  Part.displayName = `Island(${name})`;
  const entry: Island = {
    view: (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    ),
    preload: part.preload,
    wake,
    now,
  };
  islands.set(name, entry);
  const wokenEarly = wakesBeforeDeclared.get(name);
  wakesBeforeDeclared.delete(name);
  if (wokenEarly !== undefined) wake(wokenEarly);
  else if (watching) arm(name);
  return entry;
}

const hydratedListeners = new Set<(name: string) => void>();
const failedListeners = new Set<(name: string) => void>();

/**
 * Called with an island's name when its code failed to load after the visitor acted on it and they
 * were told so (the early-input hand-over listens: the taps held for it went unanswered).
 */
export function onIslandFailed(listener: (name: string) => void): () => void {
  failedListeners.add(listener);
  return () => failedListeners.delete(listener);
}

/** Called with an island's name once React owns it (the early-input hand-over listens). */
export function onIslandHydrated(listener: (name: string) => void): () => void {
  hydratedListeners.add(listener);
  return () => hydratedListeners.delete(listener);
}

function Hydrated({ name }: { name: string }) {
  useEffect(() => {
    document.querySelector(`[data-island="${name}"]`)?.setAttribute("data-hydrated", "");
    for (const listener of hydratedListeners) listener(name);
  }, [name]);
  return null;
}

/**
 * Wakes the island that holds `node`, if any. `asked`: the visitor acted on it (input was held for
 * it), so a failure to load its code is said.
 */
export function wakeIslandAt(node: Element, asked = false): void {
  const name = node.closest<HTMLElement>("[data-island]")?.dataset.island;
  if (name) wakeIsland(name, asked);
}

function wakeIsland(name: string, asked: boolean): void {
  const entry = islands.get(name);
  if (entry) entry.wake(asked);
  // Its page's chunk, which declares it, is still on the way: woken as soon as it is declared.
  else wakesBeforeDeclared.set(name, asked || (wakesBeforeDeclared.get(name) ?? false));
}

/** Islands woken (and whether by the visitor) before their page's chunk had declared them. */
const wakesBeforeDeclared = new Map<string, boolean>();

/**
 * The presses on an island that waits for its code (a slider's thumb or track, pressed as the
 * pointer reached it), held by the page's first script (earlyInputRuntime.ts) for as long as the
 * island waits, in order: made again once it has hydrated, at the same points, so that a drag begun
 * before then still moves it (the pointer's later moves reach the live slider), a drag ended before
 * then moves it to where the pointer let go, and a press on the track still sets it.
 */
function heldPresses(name: string): HeldPress[] {
  const held = (window as unknown as Record<string, HeldInput | undefined>)[HELD_INPUT_GLOBAL];
  const presses = held?.presses?.[name] ?? [];
  if (held?.presses) delete held.presses[name];
  return presses;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function replayPresses(name: string) {
  const presses = heldPresses(name);
  if (!presses.length) return;
  void (async () => {
    for (const press of presses) {
      // A frame after each step: the island's own effects (a slider's machine, which follows the
      // pointer once pressed) have run by then.
      await nextFrame();
      if (!press.node.isConnected) continue;
      press.node.dispatchEvent(new PointerEvent("pointerdown", press.down));
      if (!press.up) continue;
      // Let go before the island hydrated: the pointer went, still pressed, from where it pressed to
      // where it let go (a drag ended, or a tap).
      await nextFrame();
      press.node.dispatchEvent(new PointerEvent("pointermove", { ...press.up, buttons: press.down.buttons }));
      press.node.dispatchEvent(new PointerEvent("pointerup", press.up));
    }
  })();
}

onIslandHydrated(replayPresses);

/** How far below the viewport a "visible" island starts loading. */
const VISIBLE_MARGIN = "800px 0px";
const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;
/** What the visitor does to an island, held for it by the early-input script until it hydrates. */
const ACTION_EVENTS = ["click", "keydown", "input", "change", "submit"] as const;

/**
 * Wakes each dehydrated island on the page when its trigger fires. Run once at startup, after the
 * first hydration has begun (the islands' wrappers are in the HTML, marked `data-island`).
 */
export function watchIslands(): void {
  watching = true;
  const wakeFor = (node: Element | null, asked = false) => {
    if (node) wakeIslandAt(node, asked);
  };
  // Focus that came before the code (a visitor tabbed into an island) counts as intent too.
  wakeFor(document.activeElement);
  for (const type of INTENT_EVENTS) {
    addEventListener(type, (event) => wakeFor(event.target instanceof Element ? event.target : null), {
      capture: true,
      passive: true,
    });
  }
  // Islands pressed before the code came: woken now, their presses made once they have hydrated.
  const held = (window as unknown as Record<string, HeldInput | undefined>)[HELD_INPUT_GLOBAL];
  for (const name of Object.keys(held?.presses ?? {})) wakeIsland(name, true);
  for (const type of ACTION_EVENTS) {
    addEventListener(
      type,
      (event) => {
        const node = event.target instanceof Element ? event.target : null;
        if (node?.closest("[data-island]:not([data-hydrated])")) wakeFor(node, true);
      },
      { capture: true, passive: true },
    );
  }
  for (const name of islands.keys()) arm(name);
  fetchIslandsWhenIdle();
}

/**
 * The page's islands' code, fetched (and run: it only declares the part) once the page is idle, one
 * island per idle moment, in the page's order: a visitor who reaches for one then waits only for
 * it to hydrate, not for its download on a slow link too (issue 35, slow phone, 3 s after the
 * load: the home page's hours slider answered in 750 ms, 180 ms with this; its video 940 ms, 510
 * ms). Hydrating stays on the island's trigger, so the page does no render work it may never need.
 * Not on a data saver, not for an island that has no box on this screen (the phone menu on a
 * desktop), and never while the code cannot be fetched (a failed module fetch is remembered for
 * the life of the page).
 */
function fetchIslandsWhenIdle(): void {
  // Only where the page's own code starts without the visitor's hand (startPolicy.ts): a reading
  // page's islands still wait for them.
  const policy = document.getElementById(CLIENT_MODULES_ID)?.getAttribute(START_ATTRIBUTE);
  const saving = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (policy !== "idle" || saving) return;
  // Safari has no requestIdleCallback: a pause after the last step stands in for it.
  const whenIdle = (run: () => void) =>
    "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 500);
  const next = () => {
    if (!canFetchCode()) return;
    const entry = Array.from(document.querySelectorAll<HTMLElement>("[data-island]:not([data-hydrated])"))
      .filter(shown)
      .map((node) => islands.get(node.dataset.island ?? ""))
      .find((candidate) => candidate !== undefined && !fetched.has(candidate));
    if (!entry) return;
    fetched.add(entry);
    entry.preload().then(
      () => whenIdle(next),
      () => {},
    );
  };
  whenIdle(next);
}

const fetched = new WeakSet<Island>();

/** Whether an island's HTML takes room on this screen (its wrapper has no box of its own). */
const shown = (node: HTMLElement) =>
  Array.from(node.children).some((child) => child.getClientRects().length > 0);

/** Set once watchIslands() has run: an island declared later (its page's chunk) is armed as declared. */
let watching = false;
let observer: IntersectionObserver | undefined;

/** Sets up an island's own trigger: at once (`now`), or when it nears the viewport ("visible"). */
function arm(name: string) {
  const entry = islands.get(name);
  const node = document.querySelector<HTMLElement>(`[data-island="${name}"]:not([data-hydrated])`);
  if (!entry || !node) return;
  if (entry.now?.()) {
    entry.wake();
    return;
  }
  if (node.dataset.hydrate !== "visible") return;
  if (typeof IntersectionObserver === "undefined") {
    entry.wake();
    return;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const seen of entries) {
        if (!seen.isIntersecting) continue;
        observer?.unobserve(seen.target);
        wakeIslandAt(seen.target);
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  // The wrapper has no box of its own (display: contents): watch what it holds.
  observer.observe(node.firstElementChild ?? node);
}
