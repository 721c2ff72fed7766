import { expect, type Page, type Route } from "@playwright/test";
import { type SharedResumeEvent, sharedResumeMachine } from "../../../machines/sharedResume";
import { pages } from "../../../src/content/pages";
import { sharedResumeCopy as copy } from "../../../src/content/sharedResume";
import { encodeShareFragment, SHARE_VERSION, type SharedResume } from "../../../src/domain/resumeShare";
import { hydrated } from "../../e2e/fixtures";
import { shadowActors } from "../../support/drivers/shadow";
import type { PageDriver } from "../../support/drivers/types";

/**
 * The read-only resume at /resume, as a visitor meets it: opening a link (a valid one, one whose
 * resume has the wrong shape, a damaged one, one from a newer version, one with no fragment) and
 * changing the link's fragment while the page is open.
 *
 * `reading` lasts only as long as the page takes to read the fragment, so the driver holds it:
 * - on opening a link, the page's scripts are held: the visitor sees the prerendered page, which
 *   says it is reading; performing the event sets the link's fragment and lets the scripts run, and
 *   the page reads it as it does when opened with that link;
 * - on a fragment change, the page's decompression of the new link waits (a held
 *   DecompressionStream) until the next event lets it through.
 */

const shadow = shadowActors(sharedResumeMachine);
const SCRIPTS = /\/assets\/[^?]+\.js(\?|$)/;

/** Another valid resume, for a fragment change: a new link, not the one already open. */
const another: SharedResume = {
  template: "classic",
  profile: {
    personalInfo: { fullName: "John Roe", email: "", phone: "", location: "" },
    specialty: "",
    experience: [],
    skills: [],
    certifications: [],
  },
};

/** The page's window with the gate installDecodeGate puts on it. */
type GateWindow = Window & { __decodeGate: { armed: boolean; pending: Array<() => void> } };

interface Held {
  /** The page's scripts, held while the prerendered page shows that it is reading. */
  scripts: Route[] | null;
  /** The fragment whose decompression is held after a change, if any. */
  decoding: string | null;
}
const held = new WeakMap<Page, Held>();
const heldOf = (page: Page) => {
  const state = held.get(page);
  if (!state) throw new Error("prepare() did not run");
  return state;
};

/** The fragment (with '#', or '' for none) that makes the page send this event. */
async function fragmentFor(event: SharedResumeEvent): Promise<string> {
  switch (event.type) {
    case "link.decoded":
      // The resume the event carries, encoded as the builder does. One of the wrong shape (an
      // unknown template) is refused by the page's decoder before the machine's own check: the
      // visitor sees the refusal for a damaged link, as the machine says (problem 'damaged').
      return `#${await encodeShareFragment(event.resume)}`;
    case "link.rejected":
      return {
        empty: "",
        damaged: "#v1.bm90LWRlZmxhdGU",
        newer: `#v${SHARE_VERSION + 1}.AAAA`,
      }[event.problem];
    default:
      throw new Error(`No link for ${event.type}`);
  }
}

/** Runs in the page before its scripts: a DecompressionStream that waits while the driver holds it. */
function installDecodeGate() {
  const gate: GateWindow["__decodeGate"] = { armed: false, pending: [] };
  (window as unknown as GateWindow).__decodeGate = gate;
  const Real = window.DecompressionStream;
  class HeldDecompressionStream {
    readonly readable: ReadableStream<Uint8Array>;
    readonly writable: WritableStream<Uint8Array>;
    constructor(format: CompressionFormat) {
      const real = new Real(format);
      this.writable = real.writable as WritableStream<Uint8Array>;
      if (!gate.armed) {
        this.readable = real.readable as ReadableStream<Uint8Array>;
        return;
      }
      const reader = (real.readable as ReadableStream<Uint8Array>).getReader();
      const open = new Promise<void>((resolve) => gate.pending.push(resolve));
      this.readable = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await open;
          try {
            const { done, value } = await reader.read();
            if (done) controller.close();
            else controller.enqueue(value);
          } catch (error) {
            controller.error(error);
          }
        },
      });
    }
  }
  (window as unknown as { DecompressionStream: unknown }).DecompressionStream = HeldDecompressionStream;
}

async function holdScripts(page: Page) {
  const routes: Route[] = [];
  heldOf(page).scripts = routes;
  await page.route(SCRIPTS, (route) => void routes.push(route));
}

async function releaseScripts(page: Page) {
  const state = heldOf(page);
  const routes = state.scripts ?? [];
  state.scripts = null;
  await page.unroute(SCRIPTS);
  for (const route of routes) await route.continue();
}

/**
 * Opens a link to /resume afresh with its scripts held: the prerendered page, reading. (A link with
 * a fragment: without one the HTML says at once that there is no resume in it. The fragment the
 * event needs replaces this one before the scripts run.)
 */
async function openHeld(page: Page) {
  await holdScripts(page);
  await page.goto("about:blank");
  await page.goto("/resume#v1.held", { waitUntil: "domcontentloaded" });
}

/** The page, in `reading`, reads this link. */
async function readLink(page: Page, fragment: string) {
  const state = heldOf(page);
  if (state.decoding !== null && state.decoding === fragment) {
    // The changed link is the one this event needs: let its decompression go on.
    state.decoding = null;
    await expect
      .poll(() => page.evaluate(() => (window as unknown as GateWindow).__decodeGate.pending.length))
      .toBeGreaterThan(0);
    await page.evaluate(() => {
      const gate = (window as unknown as GateWindow).__decodeGate;
      gate.armed = false;
      for (const resolve of gate.pending.splice(0)) resolve();
    });
    return;
  }
  // Otherwise the visitor opens this link: held at the prerendered page, then read.
  if (!state.scripts) {
    state.decoding = null;
    await openHeld(page);
  }
  await page.evaluate(
    (hash) => (hash ? window.location.replace(hash) : history.replaceState(null, "", location.pathname)),
    fragment,
  );
  await expect(page).toHaveURL(new RegExp(`/resume${fragment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await releaseScripts(page);
  await hydrated(page);
}

function perform(run: (page: Page, before: string, event: SharedResumeEvent) => Promise<void>) {
  return async (page: Page, { event, before }: { event: unknown; before: string }) => {
    await run(page, before, event as SharedResumeEvent);
    shadow.send(page, event as never);
  };
}

/**
 * The page reads a link only in `reading`; elsewhere nothing can send this event and the machine
 * must ignore it (a driver that cannot produce an event the machine takes fails instead).
 */
const readsLink = perform(async (page, before, event) => {
  if (before === "reading") await readLink(page, await fragmentFor(event));
});
const fromReading: PageDriver["events"][string] = async (page, context) => {
  if (context.before !== "reading" && context.accepted)
    throw new Error(
      `The machine takes ${context.event.type} in ${context.before}, but only reading can send it`,
    );
  await readsLink(page, context);
};

function linkWords(event: SharedResumeEvent): string {
  switch (event.type) {
    case "link.decoded":
      return event.resume.template === "modern"
        ? `open a resume link (${event.resume.profile.personalInfo.fullName}, template ${event.resume.template})`
        : "open a resume link whose resume has the wrong shape (an unknown template)";
    case "link.rejected":
      return {
        empty: "open /resume with no fragment",
        damaged: "open a resume link with a damaged fragment",
        newer: "open a resume link from a newer version of the site",
      }[event.problem];
    default:
      return event.type;
  }
}

const events: PageDriver["events"] = {
  "link.decoded": fromReading,
  "link.rejected": fromReading,
  "url.changed": perform(async (page) => {
    // The visitor puts another link in the address bar: only its fragment differs, so the page
    // stays and hears the change. Its decompression waits for the next event.
    const fragment = `#${await encodeShareFragment(another)}`;
    const state = heldOf(page);
    if (!state.scripts) {
      await page.evaluate(() => {
        (window as unknown as GateWindow).__decodeGate.armed = true;
      });
      state.decoding = fragment;
    }
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, fragment);
  }),
};

// ---------------------------------------------------------------------------------------------
// States

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const paper = (page: Page) => page.locator("[data-template]");

const states: PageDriver["states"] = {
  reading: async (page) => {
    await expect(page.getByRole("status").filter({ hasText: copy.reading })).toBeVisible();
    await expect(heading(page)).toHaveText(pages["/resume"].heading);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(paper(page)).toHaveCount(0);
  },
  showing: async (page) => {
    const resume = shadow.snapshot(page).context.resume;
    if (!resume) throw new Error("The shadow shows no resume");
    const name = resume.profile.personalInfo.fullName.trim();
    await expect(heading(page)).toHaveText(name || copy.headingFallback);
    await expect(heading(page)).toBeFocused();
    await expect(paper(page)).toHaveAttribute("data-template", resume.template);
    await expect(paper(page)).toContainText(name);
    await expect(page.getByText(copy.readOnly)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: copy.cta.heading })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: copy.reading })).toHaveCount(0);
    await expect(page.locator("main img")).toHaveCount(0);
  },
  invalid: async (page) => {
    const problem = shadow.snapshot(page).context.problem;
    if (!problem) throw new Error("The shadow has no problem");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(copy.problems[problem].heading);
    await expect(alert).toContainText(copy.problems[problem].text);
    await expect(heading(page)).toHaveText(pages["/resume"].heading);
    await expect(heading(page)).toBeFocused();
    await expect(paper(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: copy.about.heading })).toBeVisible();
    await expect(page.getByRole("link", { name: copy.build }).first()).toHaveAttribute(
      "href",
      "/create-profile",
    );
  },
};

export const sharedResumeDriver: PageDriver = {
  route: "/resume",
  everyPath: true,
  setup: "the page's scripts are held, so it shows the prerendered 'reading' state until a link is opened",
  prepare: async (page) => {
    held.set(page, { scripts: null, decoding: null });
    await page.addInitScript(installDecodeGate);
    await openHeld(page);
    shadow.start(page);
  },
  events,
  visitorActions: {
    "link.decoded": ({ event, before }) =>
      before === "reading"
        ? linkWords(event as SharedResumeEvent)
        : "nothing (the page is not reading a link)",
    "link.rejected": ({ event, before }) =>
      before === "reading"
        ? linkWords(event as SharedResumeEvent)
        : "nothing (the page is not reading a link)",
    "url.changed": "put another resume link (John Roe) in the address bar of the same tab",
  },
  states,
};
