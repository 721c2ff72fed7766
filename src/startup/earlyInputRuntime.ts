/**
 * The page's first script, as the build writes it inline into every page's <head>
 * (earlyInputScript.ts turns this module into that text: vite.config.ts compiles and minifies it,
 * `?inline-script`). It runs before the page's HTML is parsed, in a document with no other code, so
 * it must stand alone: no imports but types, nothing from outside this one function but its
 * `config` argument and the browser's globals (the build refuses a module that imports anything).
 *
 * What it does (docs/startup.md, "The page's first script"):
 *
 * - **Lets native controls be native.** Text is typed, a checkbox toggles, a radio checks, a select
 *   changes, with or without the page's code. Every field changed before the code owns it (by the
 *   visitor, autofill, a form restored on Back, assistive technology) is remembered with its value,
 *   so the code can take that state over (earlyInput.ts).
 * - **Holds presses on custom controls** (buttons, ARIA widgets) and slider keys, and Enter in a
 *   text field, until the code that answers them is in: the press is marked at once as taken
 *   (`aria-busy` and `data-held`, styled by the site's CSS), and a second tap on a control already
 *   held is not a second press (two taps on a heart save it once). A form never submits itself with
 *   its fields in the URL; a search form (inside <search>) may go on as a plain search.
 * - **Starts the page's code** (startPolicy.ts): at once when the page has something to show that
 *   its HTML cannot; at the first idle moment after the load on the pages a visitor comes to act
 *   on; at the visitor's first sign of intent on reading pages. Not fetched before the load: in the
 *   load window it takes bandwidth from the largest paint (docs/startup.md, "Figures").
 * - Links the web app manifest and registers the service worker once the page is quiet, marks a
 *   calculator link and a resume link, and puts a page reopened inside this document back where the
 *   router last saw it.
 *
 * Everything held lives in `window[config.held]` (HeldInput) until earlyInput.ts hands it over.
 * Only held input meant for parts the code does not own yet is held once the code is live: an
 * island waiting for its code, or anything while a hand-over is under way (`busy`).
 */

export interface EarlyInputConfig {
  /** The global that holds what was held (HELD_INPUT_GLOBAL). */
  held: string;
  /** The calculator's query keys: a link with one dims the prerendered figures. */
  calculatorKeys: readonly string[];
  calculatorPendingAttribute: string;
  linkFragmentAttribute: string;
  /** The router's scroll cache in sessionStorage, and the key of a history entry in it. */
  scrollCacheKey: string;
  historyKey: string;
  modulesId: string;
  startAttribute: string;
  stylesheetAttribute: string;
  restoresAttribute: string;
  heldAttribute: string;
  /** The login cookie: a visitor with it is greeted, so the code starts at once. */
  sessionCookie: string;
  manifestUrl: string;
  /** The service worker, when this build registers one. */
  worker: { url: string; scope: string } | null;
  quietMs: number;
}

export type HeldField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type HeldAction =
  /** `unanswered`: its island's code failed to load and the visitor was told (islands.tsx). */
  | { kind: "click"; node: HTMLElement; unanswered?: boolean }
  /** A slider key, or Enter in a text field (with the field's text as it was then). */
  | { kind: "key"; node: HTMLElement; key: string; shiftKey: boolean; value?: string }
  | { kind: "submit"; node: HTMLFormElement };

export interface HeldPress {
  node: Element;
  down: PointerEventInit;
  up: PointerEventInit | null;
}

export interface HeldInput {
  /** The page's shell is hydrated: only input for parts the code does not own yet is held. */
  live: boolean;
  /** Hand-overs under way: presses that come meanwhile queue behind them. */
  busy: number;
  actions: HeldAction[];
  /** Fields changed before the code owned them, with their values (checked, for a checkbox or radio). */
  fields: HeldField[];
  values: (string | boolean)[];
  /** The element the mouse pointer last entered. */
  hover: Element | null;
  /**
   * Adds the fields that show another value than their default (what the HTML, and so React,
   * rendered) though no event said so (a form restored on Back, autofill with no event), among
   * those the code owns now and that were not looked at before.
   */
  scan: () => void;
  /** Presses on waiting islands' surfaces (a slider's track), by island, until islands.tsx makes them. */
  presses: Record<string, HeldPress[]> | null;
}

export function earlyInput(config: EarlyInputConfig): void {
  const globals = window as unknown as Record<string, HeldInput | undefined>;
  if (globals[config.held]) return;
  const root = document.documentElement;
  if (new RegExp(`[?&](${config.calculatorKeys.join("|")})=`).test(location.search))
    root.setAttribute(config.calculatorPendingAttribute, "");
  if (location.hash.length > 1) root.setAttribute(config.linkFragmentAttribute, "");

  // A page reopened at an entry the router made, with manual scroll restoration: put it back.
  if (history.scrollRestoration === "manual")
    addEventListener("DOMContentLoaded", () => {
      let saved: unknown;
      try {
        const cache = JSON.parse(sessionStorage.getItem(config.scrollCacheKey) || "{}");
        saved = cache[((history.state || {}) as Record<string, string>)[config.historyKey] ?? ""];
      } catch {
        return;
      }
      let restored = false;
      if (saved && typeof saved === "object")
        for (const [selector, at] of Object.entries(
          saved as Record<string, { scrollX: unknown; scrollY: unknown }>,
        )) {
          if (!at || typeof at.scrollX !== "number" || typeof at.scrollY !== "number") continue;
          if (!Number.isFinite(at.scrollX) || !Number.isFinite(at.scrollY)) continue;
          if (selector === "window") {
            scrollTo(at.scrollX, at.scrollY);
            restored = true;
          } else
            try {
              const element = document.querySelector(selector);
              if (element) {
                element.scrollLeft = at.scrollX;
                element.scrollTop = at.scrollY;
              }
            } catch {
              // A selector this browser cannot parse: that element keeps its place.
            }
        }
      if (restored) return;
      const id = location.hash.slice(1);
      const anchor = id && document.getElementById(id);
      if (anchor) anchor.scrollIntoView();
      else if (!id) scrollTo(0, 0);
    });

  const held: HeldInput = {
    live: false,
    busy: 0,
    actions: [],
    fields: [],
    values: [],
    hover: null,
    presses: {},
    scan: () => {
      for (const field of document.querySelectorAll<HeldField>(
        "select, textarea, input:not([type=checkbox], [type=radio], [type=file], [type=hidden], [type=submit], [type=button], [type=image], [type=reset])",
      )) {
        if (looked.has(field) || waiting(field)) continue;
        looked.add(field);
        if (held.fields.includes(field) || held.actions.some((action) => action.node === field)) continue;
        const changed =
          field instanceof HTMLSelectElement
            ? [...field.options].some((option) => option.selected !== option.defaultSelected)
            : field.value !== field.defaultValue;
        if (changed) held.values[held.fields.push(field) - 1] = field.value;
      }
    },
  };
  const looked = new WeakSet<Element>();
  globals[config.held] = held;

  // Back to another address inside this document before the code is in: only a load can show it.
  const address = location.pathname + location.search;
  addEventListener("popstate", () => {
    if (!held.live && location.pathname + location.search !== address) location.reload();
  });

  /** Whether input at `node` waits for code: all of it until the shell is live, then an island's. */
  const waiting = (node: Element): boolean => {
    if (!held.live) return true;
    const island = node.closest("[data-island]");
    return !!island && !island.hasAttribute("data-hydrated");
  };
  const queued = (node: Element) => waiting(node) || held.busy > 0;
  const target = (event: Event): Element | null =>
    event.isTrusted && event.target instanceof Element ? event.target : null;
  const inSearch = (form: HTMLFormElement | null) => !!form?.closest("search, [role=search]");
  const checkable = (node: Element): node is HTMLInputElement =>
    node instanceof HTMLInputElement && (node.type === "checkbox" || node.type === "radio");
  const textField = (node: Element): node is HTMLInputElement =>
    node instanceof HTMLInputElement &&
    !/^(checkbox|radio|submit|button|image|reset|file|range|color|hidden)$/.test(node.type);

  /** A control whose press needs the code: a button or an ARIA widget, never a native checkbox or radio. */
  const control = (node: Element): HTMLElement | null => {
    const found = node.closest<HTMLElement>(
      "button, [role=button], [role=checkbox], [role=radio], [role=switch], [role=tab], input[type=submit], input[type=button], input[type=image]",
    );
    if (!found || checkable(found) || found.closest("a[href]")) return null;
    return found;
  };

  const hold = (action: HeldAction) => {
    held.actions.push(action);
    if (action.kind === "submit") return;
    // Taken: said at once, until the code has answered it (earlyInput.ts clears the mark).
    action.node.setAttribute("aria-busy", "true");
    action.node.setAttribute(config.heldAttribute, "");
  };

  addEventListener(
    "click",
    (event) => {
      const node = target(event);
      const found = node && control(node);
      if (!found || !queued(found)) return;
      const form = (found as HTMLButtonElement).form;
      if (form && (found as HTMLButtonElement).type === "submit" && inSearch(form)) return;
      event.preventDefault();
      event.stopPropagation();
      // A control already held: tapped again, not pressed twice (after a failed load: trying again).
      for (const action of held.actions)
        if (action.node === found && action.kind === "click") {
          action.unanswered = false;
          return;
        }
      hold({ kind: "click", node: found });
    },
    true,
  );

  addEventListener(
    "keydown",
    (event) => {
      const node = target(event);
      if (!node) return;
      const slider = node.closest<HTMLElement>("[role=slider]");
      if (
        slider &&
        queued(slider) &&
        /^(Arrow(Up|Down|Left|Right)|Home|End|PageUp|PageDown)$/.test(event.key)
      ) {
        event.preventDefault();
        event.stopPropagation();
        hold({ kind: "key", node: slider, key: event.key, shiftKey: event.shiftKey });
        return;
      }
      // Enter in a text field: what the code does with it (add a skill, submit the form) waits for
      // the code, with the text as it was then. A search goes on as a plain search.
      if (
        event.key !== "Enter" ||
        event.isComposing ||
        !textField(node) ||
        !queued(node) ||
        inSearch(node.form)
      )
        return;
      event.preventDefault();
      event.stopPropagation();
      forget(node);
      hold({ kind: "key", node, key: "Enter", shiftKey: event.shiftKey, value: node.value });
    },
    true,
  );

  addEventListener(
    "submit",
    (event) => {
      const form = target(event);
      if (!(form instanceof HTMLFormElement) || !waiting(form) || inSearch(form)) return;
      event.preventDefault();
      event.stopPropagation();
      hold({ kind: "submit", node: form });
    },
    true,
  );

  const forget = (field: HeldField) => {
    const at = held.fields.indexOf(field);
    if (at < 0) return;
    held.fields.splice(at, 1);
    held.values.splice(at, 1);
  };

  // A field changed before the code owns it, by anyone (the visitor, autofill, a restored form,
  // assistive technology): remembered with its value. The hand-over's own events come only once
  // the code owns the field, so they are never taken for the visitor's.
  const edited = (event: Event) => {
    const node = event.target;
    if (
      !(
        node instanceof HTMLInputElement ||
        node instanceof HTMLTextAreaElement ||
        node instanceof HTMLSelectElement
      ) ||
      !waiting(node)
    )
      return;
    let at = held.fields.indexOf(node);
    if (at < 0) at = held.fields.push(node) - 1;
    held.values[at] = checkable(node) ? node.checked : node.value;
    // A radio checked unchecks the rest of its group: they are not the visitor's to hand over.
    if (node instanceof HTMLInputElement && node.type === "radio" && node.checked)
      for (const other of [...held.fields])
        if (
          other !== node &&
          other instanceof HTMLInputElement &&
          other.type === "radio" &&
          other.name === node.name
        )
          forget(other);
  };
  addEventListener("input", edited, true);
  addEventListener("change", edited, true);

  const pointer = (event: PointerEvent): PointerEventInit => ({
    pointerId: event.pointerId,
    pointerType: event.pointerType,
    isPrimary: event.isPrimary,
    button: event.button,
    buttons: event.buttons,
    clientX: event.clientX,
    clientY: event.clientY,
    screenX: event.screenX,
    screenY: event.screenY,
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  addEventListener(
    "pointerdown",
    (event) => {
      const node = target(event);
      const island = node?.closest("[data-island]");
      if (!held.presses || !node || !island || island.hasAttribute("data-hydrated")) return;
      if (!event.isPrimary || event.button !== 0) return;
      if (node.closest("button, a, input, select, textarea, label")) return;
      const name = island.getAttribute("data-island") ?? "";
      held.presses[name] = held.presses[name] ?? [];
      held.presses[name].push({ node, down: pointer(event), up: null });
    },
    true,
  );
  addEventListener(
    "pointerup",
    (event) => {
      if (!event.isTrusted || !held.presses) return;
      for (const presses of Object.values(held.presses))
        for (const press of presses)
          if (press.down.pointerId === event.pointerId && !press.up) press.up = pointer(event);
    },
    true,
  );
  addEventListener(
    "pointercancel",
    () => {
      if (held.presses) held.presses = {};
    },
    true,
  );
  addEventListener(
    "pointerover",
    (event) => {
      if (event.isTrusted && event.pointerType === "mouse" && event.target instanceof Element)
        held.hover = event.target;
    },
    true,
  );

  // Starting the code: the entry, the page's modules (modulepreload) and the whole stylesheet.
  let list: HTMLElement | null = null;
  let modules: string[] = [];
  const read = () => {
    if (list) return;
    list = document.getElementById(config.modulesId);
    modules = list ? JSON.parse(list.textContent || "[]") : [];
  };
  let started = false;
  let wanted = false;
  const link = (rel: string, href: string, as?: string) => {
    const element = document.createElement("link");
    element.rel = rel;
    element.href = href;
    if (as) element.as = as;
    document.head.appendChild(element);
  };
  /** Fetches the page's modules (preloaded: parsed, ready to run) and the whole stylesheet. */
  const fetchCode = () => {
    if (!list) return;
    for (const module of modules.slice(1)) link("modulepreload", module);
    const sheet = list.getAttribute(config.stylesheetAttribute);
    if (sheet) link("preload", sheet, "style");
  };
  const start = () => {
    read();
    wanted = true;
    if (started || !list || !modules.length) return;
    started = true;
    fetchCode();
    const script = document.createElement("script");
    script.type = "module";
    script.src = modules[0] ?? "";
    document.head.appendChild(script);
  };
  const stored = (key: string) => {
    try {
      return localStorage.getItem(key) !== null || sessionStorage.getItem(key) !== null;
    } catch {
      return false;
    }
  };
  const dueAtLoad = () => {
    read();
    if (!list || list.getAttribute(config.startAttribute) === "load") return true;
    if (location.search.length > 1 || location.hash.length > 1) return true;
    if (` ${document.cookie}`.indexOf(` ${config.sessionCookie}=`) >= 0) return true;
    return (list.getAttribute(config.restoresAttribute) || "").split(" ").some((key) => !!key && stored(key));
  };
  for (const type of [
    "pointerdown",
    "pointermove",
    "touchstart",
    "keydown",
    "focusin",
    "wheel",
    "input",
    "change",
  ])
    addEventListener(type, start, { capture: true, passive: true });
  addEventListener("hashchange", () => {
    if (location.hash.length > 1) root.setAttribute(config.linkFragmentAttribute, "");
    else root.removeAttribute(config.linkFragmentAttribute);
    start();
  });

  const idle = (run: () => void, timeout: number) => {
    if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout });
    else run();
  };
  const whenQuiet = (run: () => void) => setTimeout(() => idle(run, 5000), config.quietMs);
  const loaded = () => {
    whenQuiet(() => {
      if (!document.querySelector('link[rel="manifest"]')) link("manifest", config.manifestUrl);
    });
    const worker = config.worker;
    if (worker && "serviceWorker" in navigator)
      whenQuiet(() => {
        if (!started)
          navigator.serviceWorker.register(worker.url, { scope: worker.scope }).then(null, () => {});
      });
    if (wanted || dueAtLoad()) start();
    // A page a visitor comes to act on: its code starts now, when the browser is next idle.
    else if (list?.getAttribute(config.startAttribute) === "idle") idle(start, 1000);
  };
  if (document.readyState === "complete") loaded();
  else addEventListener("load", () => setTimeout(loaded, 0));
}
