import { expect, type Page, type Route } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { freshContext } from "../../../machines/resumeBuilder";
import { type ResumeExportEvent, resumeExportMachine } from "../../../machines/resumeExport";
import { qrDialogCopy, resumeCopy, resumeToasts } from "../../../src/content/resume";
import { qrFileName, resumeFileName } from "../../../src/domain/resume";
import { RESUME_DRAFT_KEY, RESUME_DRAFT_VERSION } from "../../../src/views/resume/resumeDraft";
import { shadowActors } from "../../support/drivers/shadow";
import type { PageDriver, StepContext } from "../../support/drivers/types";
import { click, expectDisabled, expectEnabled, quoted } from "../../support/drivers/visitor";
import { janeDoe } from "../../support/pdf";
import { builder } from "../resumeBuilder/driver";

/**
 * The export card on the builder's Review step, as a visitor drives it: Download PDF, Share Profile
 * and Generate QR Code, the QR dialog's copy, download and close controls, and presses that must do
 * nothing (a second press while the card is busy, a press on the card behind the open dialog).
 *
 * The machine's report events (pdf.done, share.done, link.ready ...) are the browser finishing work
 * the page started. So that each busy state can be seen, that work is held at its first step and
 * the driver lets it finish, or fail, when it performs the report:
 * - the PDF at the fetch of its font files (a request route: passed on, or answered with bytes that
 *   are no font, so the PDF fails as it does when the fonts cannot be loaded);
 * - the share link (for Share Profile and for the QR code) at its compression, a CompressionStream
 *   that waits for the driver and then compresses or fails;
 * - the share sheet and the clipboard are stubbed, as in tests/flows/resumeExport/resumeExport.spec.ts: the driver
 *   says, when it lets the link through, whether the browser has a share sheet and what the visitor
 *   does with it, and whether the clipboard takes the link.
 */

/** The finished profile the PDF tests use too. */
const profile = janeDoe;

const copy = resumeCopy.review;
const SHARE_LINK = /^http:\/\/127\.0\.0\.1:\d+\/resume#v1\.[A-Za-z0-9_-]+$/;
const FONT_FILE = /\.woff(\?|$)/;

const shadow = shadowActors(resumeExportMachine);

const card = (page: Page) => page.getByRole("region", { name: copy.export });
/** The card's three buttons by position: a busy one is named after its work. */
const cardButton = (page: Page, index: 0 | 1 | 2) => card(page).getByRole("button").nth(index);
const buttonIndex = { "export.pdf": 0, "export.share": 1, "export.qr": 2 } as const;
const buttonLabel = { "export.pdf": copy.pdf, "export.share": copy.share, "export.qr": copy.qr } as const;
const dialog = (page: Page) => page.getByRole("dialog", { name: qrDialogCopy.title });
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

async function expectToast(page: Page, title: string, description?: string) {
  await expect(toasts(page).getByText(title, { exact: true }).last()).toBeVisible();
  if (description) await expect(toasts(page).getByText(description, { exact: true }).last()).toBeVisible();
}

// ---------------------------------------------------------------------------------------------
// Holding the work

type PdfGate = { mode: "hold" | "pass" | "break"; pending: Route[] };
const pdfGates = new WeakMap<Page, PdfGate>();

/** What the browser does with the link once the driver lets it be made. */
interface LinkOutcome {
  link: "pass" | "fail";
  /** No share sheet, one that shares, or one the visitor closes. */
  share?: "none" | "shared" | "cancelled";
  clipboard?: "ok" | "refuse";
}

interface PageStubs {
  config: { share: "none" | "shared" | "cancelled"; clipboard: "ok" | "refuse" };
  shared: Array<{ url?: string; title?: string }>;
  copied: string[];
  pending: Array<(verdict: "pass" | "fail") => void>;
}

/** Runs in the page before its scripts: the held CompressionStream and the share/clipboard stubs. */
function installStubs() {
  const stubs: PageStubs = {
    config: { share: "none", clipboard: "ok" },
    shared: [],
    copied: [],
    pending: [],
  };
  (window as unknown as { __exportStubs: PageStubs }).__exportStubs = stubs;
  const Real = window.CompressionStream;
  class HeldCompressionStream {
    readonly readable: ReadableStream<Uint8Array>;
    readonly writable: WritableStream<Uint8Array>;
    constructor(format: CompressionFormat) {
      const real = new Real(format);
      this.writable = real.writable as WritableStream<Uint8Array>;
      const reader = (real.readable as ReadableStream<Uint8Array>).getReader();
      const verdict = new Promise<"pass" | "fail">((resolve) => stubs.pending.push(resolve));
      this.readable = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if ((await verdict) === "fail") {
            controller.error(new TypeError("The link could not be made"));
            return;
          }
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
      });
    }
  }
  (window as unknown as { CompressionStream: unknown }).CompressionStream = HeldCompressionStream;
  const share = async (data: ShareData) => {
    if (stubs.config.share === "cancelled") throw new DOMException("Share cancelled", "AbortError");
    stubs.shared.push({ url: data.url, title: data.title });
  };
  Object.defineProperty(navigator, "share", {
    configurable: true,
    get: () => (stubs.config.share === "none" ? undefined : share),
  });
  Object.defineProperty(navigator, "canShare", {
    configurable: true,
    get: () => (stubs.config.share === "none" ? undefined : () => true),
  });
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        if (stubs.config.clipboard === "refuse") throw new DOMException("Denied", "NotAllowedError");
        stubs.copied.push(text);
      },
    },
  });
}

const readStubs = (page: Page) =>
  page.evaluate(() => {
    const { config, shared, copied, pending } = (window as unknown as { __exportStubs: PageStubs })
      .__exportStubs;
    return { config, shared, copied, pending: pending.length };
  });

/** Lets the held link through (or fails it), once the page has started making it. */
async function releaseLink(page: Page, outcome: LinkOutcome) {
  await expect.poll(async () => (await readStubs(page)).pending).toBeGreaterThan(0);
  await page.evaluate((o) => {
    const stubs = (window as unknown as { __exportStubs: PageStubs }).__exportStubs;
    if (o.share) stubs.config.share = o.share;
    if (o.clipboard) stubs.config.clipboard = o.clipboard;
    for (const resolve of stubs.pending.splice(0)) resolve(o.link);
  }, outcome);
}

async function releasePdf(page: Page, mode: "pass" | "break") {
  const gate = pdfGates.get(page);
  if (!gate) throw new Error("beforeLoad() did not install the PDF gate");
  gate.mode = mode;
  for (const route of gate.pending.splice(0)) await answerFont(route, mode);
}

function answerFont(route: Route, mode: "pass" | "break") {
  return mode === "pass"
    ? route.continue()
    : // A 200 with bytes that are no font: the PDF fails without a failed request in the console.
      route.fulfill({ status: 200, contentType: "font/woff", body: "this is not a font" });
}

// ---------------------------------------------------------------------------------------------
// Events

type Perform = PageDriver["events"][string];

/** Performs the event on the page, then tells the shadow, which says what the page should show. */
function perform(run: (page: Page, before: string, event: ResumeExportEvent) => Promise<void>): Perform {
  return async (page, { event, before }) => {
    await run(page, before, event as ResumeExportEvent);
    shadow.send(page, event as never);
  };
}

const inDialog = (state: string) => state.startsWith("qrDialog");

/** A press on one of the card's buttons: the real one when it can be reached. */
function press(type: keyof typeof buttonIndex): Perform {
  return perform(async (page, before) => {
    const button = cardButton(page, buttonIndex[type]);
    if (inDialog(before)) {
      // The card sits behind the modal dialog: the visitor cannot reach it. A click there would
      // land on the backdrop (and close the dialog), so only check that the button takes none.
      // Found by its text, not its role: the modal hides the rest of the page from the a11y tree.
      const behind = page.locator("section:has(> h3)", { hasText: copy.exportIntro }).locator("button");
      await expect(behind).toHaveCount(3);
      const reached = await behind
        .nth(buttonIndex[type])
        .click({ trial: true, timeout: 500 })
        .then(
          () => true,
          () => false,
        );
      expect(reached, "a card button is reachable behind the dialog").toBe(false);
      return;
    }
    // Each PDF is held at its fonts again until the driver reports it done or failed.
    const gate = pdfGates.get(page);
    if (type === "export.pdf" && before === "idle" && gate) gate.mode = "hold";
    if (before === "idle") {
      await expectEnabled(button, quoted(buttonLabel[type]));
      await button.click();
      return;
    }
    // Busy: the buttons are aria-disabled, not disabled, so a visitor can still press them (and
    // Playwright would wait for them to be enabled): a real click, without that wait. The press is
    // ignored; the pressed button has focus.
    await expectDisabled(button, `${quoted(buttonLabel[type])} while an export is under way`);
    await button.click({ force: true });
    await expect(button).toBeFocused();
  });
}

/**
 * Work reports that only arrive while that work is under way. Elsewhere nothing on the page can send
 * them, and the machine must ignore them: the step only checks that it does (a driver that cannot
 * produce an event the machine takes fails instead of skipping it).
 */
const whenIn = (state: string, run: (page: Page, event: ResumeExportEvent) => Promise<void>): Perform => {
  const inner = perform(async (page, before, event) => {
    if (before === state) await run(page, event);
  });
  return async (page, context) => {
    if (context.before !== state && context.accepted)
      throw new Error(
        `The machine takes ${context.event.type} in ${context.before}, but only ${state} can send it`,
      );
    await inner(page, context);
  };
};

const closeWays: Array<(page: Page) => Promise<void>> = [
  (page) => dialog(page).getByRole("button", { name: qrDialogCopy.close }).click(),
  (page) => page.keyboard.press("Escape"),
  (page) => page.mouse.click(8, 8),
];
let closeCount = 0;

const events: PageDriver["events"] = {
  "export.pdf": press("export.pdf"),
  "export.share": press("export.share"),
  "export.qr": press("export.qr"),

  "pdf.done": whenIn("makingPdf", async (page) => {
    const download = page.waitForEvent("download");
    await releasePdf(page, "pass");
    const fileName = resumeFileName(profile.personalInfo.fullName);
    expect((await download).suggestedFilename()).toBe(fileName);
    await expectToast(page, resumeToasts.pdfSaved.title, resumeToasts.pdfSaved.description(fileName));
  }),
  "pdf.failed": whenIn("makingPdf", async (page) => {
    await releasePdf(page, "break");
    await expectToast(page, resumeToasts.pdfFailed.title, resumeToasts.pdfFailed.description);
  }),

  "share.done": whenIn("sharing", async (page, event) => {
    const { outcome } = event as Extract<ResumeExportEvent, { type: "share.done" }>;
    if (outcome === "copied") {
      await releaseLink(page, { link: "pass", share: "none", clipboard: "ok" });
      await expectToast(page, resumeToasts.linkCopied.title, resumeToasts.linkCopied.description);
      await expect.poll(async () => (await readStubs(page)).copied.at(-1)).toMatch(SHARE_LINK);
      return;
    }
    await releaseLink(page, { link: "pass", share: outcome });
    if (outcome === "shared") {
      await expect.poll(async () => (await readStubs(page)).shared.at(-1)?.url).toMatch(SHARE_LINK);
      expect((await readStubs(page)).shared.at(-1)?.title).toContain(profile.personalInfo.fullName);
    }
    // Shared or closed: the share sheet said it all; no toast, nothing copied.
    await expect(cardButton(page, 1)).toHaveText(copy.share);
    await expect(toasts(page).getByText(resumeToasts.linkCopied.title)).toHaveCount(0);
    expect((await readStubs(page)).copied).toEqual([]);
  }),
  "share.failed": whenIn("sharing", async (page, event) => {
    const { link } = event as Extract<ResumeExportEvent, { type: "share.failed" }>;
    if (link) {
      // No share sheet, and the clipboard refuses: the dialog offers the link instead.
      await releaseLink(page, { link: "pass", share: "none", clipboard: "refuse" });
      return;
    }
    await releaseLink(page, { link: "fail" });
    await expectToast(page, resumeToasts.shareFailed.title, resumeToasts.shareFailed.description);
  }),

  "link.ready": whenIn("qrDialog.makingLink", async (page, event) => {
    const { link } = event as Extract<ResumeExportEvent, { type: "link.ready" }>;
    // The page never makes an empty link (it always starts with the site's address); the guard
    // against one is defence in depth. What the visitor would see is the dialog's failure, which is
    // what a link that cannot be made shows: the driver fails the link for it.
    await releaseLink(page, { link: link ? "pass" : "fail" });
  }),
  "link.failed": whenIn("qrDialog.makingLink", async (page) => {
    await releaseLink(page, { link: "fail" });
  }),

  "qr.download": perform(async (page, before, event) => {
    const { format } = event as Extract<ResumeExportEvent, { type: "qr.download" }>;
    const label = format === "svg" ? qrDialogCopy.downloadSvg : qrDialogCopy.downloadPng;
    if (before !== "qrDialog.ready") {
      // No QR code yet (or no dialog): there is nothing to download.
      await expect(page.getByRole("button", { name: label })).toHaveCount(0);
      return;
    }
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog(page).getByRole("button", { name: label }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(qrFileName(profile.personalInfo.fullName, format));
  }),
  "link.copy": perform(async (page, before) => {
    if (before !== "qrDialog.ready") {
      await expect(page.getByRole("button", { name: qrDialogCopy.copy })).toHaveCount(0);
      return;
    }
    const { config, copied } = await readStubs(page);
    await dialog(page).getByRole("button", { name: qrDialogCopy.copy }).click();
    if (config.clipboard === "ok") {
      await expectToast(page, resumeToasts.linkCopied.title, resumeToasts.linkCopied.description);
      const link = await dialog(page).getByLabel(qrDialogCopy.linkLabel).inputValue();
      await expect.poll(async () => (await readStubs(page)).copied).toEqual([...copied, link]);
    } else {
      // The fallback dialog: the clipboard still refuses, and a toast says to copy by hand.
      await expectToast(page, resumeToasts.linkNotCopied.title, resumeToasts.linkNotCopied.description);
    }
  }),
  "dialog.close": perform(async (page, before) => {
    if (!inDialog(before)) {
      // Nothing to close: Escape on the card changes nothing.
      await page.keyboard.press("Escape");
      return;
    }
    // Focus goes back to the button that opened the dialog.
    const opener = shadow.snapshot(page).context.fallback ? cardButton(page, 1) : cardButton(page, 2);
    const way = closeWays[closeCount++ % closeWays.length];
    await way?.(page);
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener).toBeFocused();
  }),
};

// ---------------------------------------------------------------------------------------------
// States

async function expectCard(page: Page, busy: "pdf" | "share" | null) {
  await expect(dialog(page)).toHaveCount(0);
  await expect(cardButton(page, 0)).toHaveText(busy === "pdf" ? copy.pdfBusy : copy.pdf);
  await expect(cardButton(page, 1)).toHaveText(busy === "share" ? copy.shareBusy : copy.share);
  await expect(cardButton(page, 2)).toHaveText(copy.qr);
  for (const index of [0, 1, 2] as const) {
    if (busy) await expect(cardButton(page, index)).toHaveAttribute("aria-disabled", "true");
    else await expect(cardButton(page, index)).not.toHaveAttribute("aria-disabled", "true");
  }
  if (busy) await expect(card(page)).toHaveAttribute("aria-busy", "true");
  else await expect(card(page)).not.toHaveAttribute("aria-busy", "true");
}

async function expectDialog(page: Page) {
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAccessibleDescription(
    shadow.snapshot(page).context.fallback ? qrDialogCopy.fallbackDescription : qrDialogCopy.description,
  );
  // Focus is kept inside the modal (on the close button when it opens).
  await expect.poll(() => dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

const states: PageDriver["states"] = {
  idle: (page) => expectCard(page, null),
  makingPdf: (page) => expectCard(page, "pdf"),
  sharing: (page) => expectCard(page, "share"),
  "qrDialog.makingLink": async (page) => {
    await expectDialog(page);
    await expect(dialog(page).getByRole("status")).toHaveText(qrDialogCopy.making);
    await expect(dialog(page).getByRole("img", { name: qrDialogCopy.imageAlt })).toHaveCount(0);
    await expect(dialog(page).getByRole("button", { name: qrDialogCopy.close })).toBeFocused();
  },
  "qrDialog.ready": async (page) => {
    await expectDialog(page);
    const code = dialog(page).getByRole("img", { name: qrDialogCopy.imageAlt });
    await expect(code).toBeVisible();
    const link = dialog(page).getByLabel(qrDialogCopy.linkLabel);
    await expect(link).toHaveValue(SHARE_LINK);
    // The code on screen is the link in the box.
    expect(decodeQr(await code.screenshot())).toBe(await link.inputValue());
    for (const name of [qrDialogCopy.copy, qrDialogCopy.downloadPng, qrDialogCopy.downloadSvg]) {
      await expect(dialog(page).getByRole("button", { name })).toBeVisible();
    }
    await expect(dialog(page).getByRole("alert")).toHaveCount(0);
  },
  "qrDialog.failed": async (page) => {
    await expectDialog(page);
    await expect(dialog(page).getByRole("alert")).toHaveText(qrDialogCopy.failed);
    await expect(dialog(page).getByRole("img")).toHaveCount(0);
    await expect(dialog(page).getByRole("button", { name: qrDialogCopy.copy })).toHaveCount(0);
  },
};

export const resumeExportDriver: PageDriver = {
  route: "/create-profile",
  viewport: { width: 1440, height: 900 },
  // The covering subset, not all 120 generated paths: every path is a page load with a PDF made,
  // about 2.5 s each. The subset takes each transition once and sends each ignored event type once
  // where it is ignored (a press while busy, a report with nothing under way); every combination of
  // them is replayed in Vitest, and tests/flows/resumeExport/resumeExport.spec.ts checks one file from a double click.
  beforeLoad: async (page) => {
    // The builder opens on its Review step with a finished profile, as a restored draft (stored
    // once: the builder saves its own draft from then on).
    const draft = JSON.stringify({
      v: RESUME_DRAFT_VERSION,
      data: {
        status: "active",
        value: { editing: "review" },
        historyValue: {},
        children: {},
        context: { ...freshContext(), profile, template: "modern" },
      },
    });
    await page.addInitScript(
      ({ key, value }) => {
        if (sessionStorage.getItem("export-driver-seeded")) return;
        localStorage.setItem(key, value);
        sessionStorage.setItem("export-driver-seeded", "1");
      },
      { key: RESUME_DRAFT_KEY, value: draft },
    );
    await page.addInitScript(installStubs);
    const gate: PdfGate = { mode: "hold", pending: [] };
    pdfGates.set(page, gate);
    await page.route(FONT_FILE, (route) =>
      gate.mode === "hold" ? void gate.pending.push(route) : answerFont(route, gate.mode),
    );
  },
  setup:
    "the builder opens on its Review step with a finished profile (Jane Doe), stored as a saved draft; PDF fonts, the link's compression, the share sheet and the clipboard are held or stubbed so each busy state can be seen",
  prepare: async (page) => {
    await expect(builder(page).getByRole("heading", { level: 2, name: "Review", exact: true })).toBeVisible();
    shadow.start(page);
  },
  events,
  visitorActions: {
    "export.pdf": (step) => pressWords("export.pdf", step),
    "export.share": (step) => pressWords("export.share", step),
    "export.qr": (step) => pressWords("export.qr", step),
    "pdf.done": ({ before }) =>
      before === "makingPdf"
        ? "let the PDF's fonts load: the file downloads"
        : "nothing (no PDF is being made)",
    "pdf.failed": ({ before }) =>
      before === "makingPdf"
        ? "answer the PDF's font request with bytes that are no font: the PDF fails"
        : "nothing (no PDF is being made)",
    "share.done": ({ event, before }) => {
      if (before !== "sharing") return "nothing (no link is being shared)";
      const { outcome } = event as Extract<ResumeExportEvent, { type: "share.done" }>;
      return {
        copied: "let the link be made; the browser has no share sheet and the clipboard takes it",
        shared: "let the link be made; the share sheet opens and the visitor shares it",
        cancelled: "let the link be made; the share sheet opens and the visitor closes it",
      }[outcome];
    },
    "share.failed": ({ event, before }) => {
      if (before !== "sharing") return "nothing (no link is being shared)";
      const { link } = event as Extract<ResumeExportEvent, { type: "share.failed" }>;
      return link
        ? "let the link be made; no share sheet, and the clipboard refuses it"
        : "make the link fail (its compression errors)";
    },
    "link.ready": ({ event, before }) => {
      if (before !== "qrDialog.makingLink") return "nothing (no link is being made)";
      const { link } = event as Extract<ResumeExportEvent, { type: "link.ready" }>;
      return link
        ? "let the QR code's link be made"
        : "make the QR code's link fail (the page never makes an empty one)";
    },
    "link.failed": ({ before }) =>
      before === "qrDialog.makingLink" ? "make the QR code's link fail" : "nothing (no link is being made)",
    "qr.download": ({ event, before }) => {
      const { format } = event as Extract<ResumeExportEvent, { type: "qr.download" }>;
      const label = format === "svg" ? qrDialogCopy.downloadSvg : qrDialogCopy.downloadPng;
      return before === "qrDialog.ready" ? click(label) : `look for ${quoted(label)} (there is none yet)`;
    },
    "link.copy": ({ before }) =>
      before === "qrDialog.ready"
        ? click(qrDialogCopy.copy)
        : `look for ${quoted(qrDialogCopy.copy)} (there is none yet)`,
    "dialog.close": ({ before }) =>
      inDialog(before)
        ? `close the dialog: ${quoted(qrDialogCopy.close)}, Escape or a click outside (the runs take them in turn)`
        : "press Escape with no dialog open",
  },
  states,
};

function pressWords(type: keyof typeof buttonIndex, { before }: StepContext): string {
  const label = buttonLabel[type];
  if (inDialog(before)) return `try to click ${quoted(label)} behind the open dialog (it cannot be reached)`;
  if (before !== "idle") return `press ${quoted(label)} again while the card is busy (ignored)`;
  return click(label);
}
