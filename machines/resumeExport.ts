import { assign, setup } from "xstate";

/**
 * The resume builder's export card (step 5): Download PDF, Share Profile and Generate QR Code. One
 * export runs at a time; while one is under way the buttons are busy and further presses are
 * ignored, so a double click never makes two files or two share sheets.
 *
 * The work itself (making the PDF, encoding the share link, the share sheet or clipboard, the QR
 * code's downloads) is done by named actions the view supplies; each reports back with an event.
 * Nothing is sent to any server: the link carries the profile in its fragment.
 */
export type ShareOutcome = "shared" | "copied" | "cancelled";

export type ResumeExportEvent =
  | { type: "export.pdf" }
  | { type: "export.share" }
  | { type: "export.qr" }
  | { type: "pdf.done" }
  | { type: "pdf.failed" }
  | { type: "share.done"; outcome: ShareOutcome }
  /** The link was made but neither the share sheet nor the clipboard took it. */
  | { type: "share.failed"; link: string | null }
  | { type: "link.ready"; link: string }
  | { type: "link.failed" }
  | { type: "qr.download"; format: "png" | "svg" }
  | { type: "link.copy" }
  | { type: "dialog.close" };

export interface ResumeExportContext {
  /** The share link of the open dialog, once made. */
  link: string | null;
  /** Set when the dialog opened because sharing failed: it then says so and offers the link. */
  fallback: boolean;
}

export const resumeExportMachine = setup({
  types: {
    context: {} as ResumeExportContext,
    events: {} as ResumeExportEvent,
  },
  guards: {
    wasCopied: ({ event }) => event.type === "share.done" && event.outcome === "copied",
    isLink: ({ event }) => event.type === "link.ready" && typeof event.link === "string" && event.link !== "",
    hasLink: ({ event }) =>
      event.type === "share.failed" && typeof event.link === "string" && event.link !== "",
  },
  actions: {
    assignLink: assign(({ event }) =>
      event.type === "link.ready" ? { link: event.link, fallback: false } : {},
    ),
    assignFallbackLink: assign(({ event }) =>
      event.type === "share.failed" ? { link: event.link, fallback: true } : {},
    ),
    clearLink: assign({ link: null, fallback: false }),

    // Side effects, supplied by the view.
    makePdf: () => {},
    shareLink: () => {},
    makeLink: () => {},
    downloadQr: (_, _params: { format: "png" | "svg" }) => {},
    copyLink: () => {},
    showPdfSaved: () => {},
    showPdfFailed: () => {},
    showLinkCopied: () => {},
    showShareFailed: () => {},
  },
}).createMachine({
  id: "resumeExport",
  description: "The export card on the builder's Review step: a PDF, a share link and a QR code.",
  context: { link: null, fallback: false },
  initial: "idle",
  states: {
    idle: {
      description: "The three export buttons are ready.",
      on: {
        "export.pdf": { target: "makingPdf", description: "'Download PDF'." },
        "export.share": { target: "sharing", description: "'Share Profile'." },
        "export.qr": { target: "qrDialog", description: "'Generate QR Code'." },
      },
    },
    makingPdf: {
      description:
        "The PDF library loads on demand and lays out the resume in the chosen template; the buttons are busy.",
      entry: "makePdf",
      on: {
        "pdf.done": {
          target: "idle",
          actions: "showPdfSaved",
          description: "The file 'name-resume.pdf' is downloaded.",
        },
        "pdf.failed": {
          target: "idle",
          actions: "showPdfFailed",
          description: "The library or the photo failed: a toast says so; nothing else changes.",
        },
      },
    },
    sharing: {
      description:
        "The link to the read-only resume is made; the share sheet opens where the browser has one, otherwise the link is copied.",
      entry: "shareLink",
      on: {
        "share.done": [
          {
            guard: "wasCopied",
            target: "idle",
            actions: "showLinkCopied",
            description: "No share sheet: the link was copied, and a toast says so.",
          },
          {
            target: "idle",
            description: "Shared through the share sheet, or the visitor closed it.",
          },
        ],
        "share.failed": [
          {
            guard: "hasLink",
            target: "qrDialog.ready",
            actions: "assignFallbackLink",
            description: "The clipboard refused: the dialog shows the link to copy by hand, and its QR code.",
          },
          {
            target: "idle",
            actions: "showShareFailed",
            description: "The link could not be made: a toast says so.",
          },
        ],
      },
    },
    qrDialog: {
      description: "A modal dialog with the share link's QR code.",
      initial: "makingLink",
      on: {
        "dialog.close": {
          target: "idle",
          actions: "clearLink",
          description: "The close button, Escape or a click outside; focus returns to the button.",
        },
      },
      states: {
        makingLink: {
          description: "The link is being encoded; the dialog shows that it is working.",
          entry: "makeLink",
          on: {
            "link.ready": [
              {
                guard: "isLink",
                target: "ready",
                actions: "assignLink",
                description: "The link is made: the dialog shows its QR code, the link and the downloads.",
              },
              { target: "failed", description: "An empty link is no link." },
            ],
            "link.failed": { target: "failed", description: "The link could not be made." },
          },
        },
        ready: {
          description: "The QR code, the link itself with a copy button, and PNG and SVG downloads.",
          on: {
            "qr.download": {
              actions: {
                type: "downloadQr",
                params: ({ event }) => ({ format: event.format === "svg" ? "svg" : "png" }),
              },
              description: "'Download PNG' or 'Download SVG'.",
            },
            "link.copy": { actions: "copyLink", description: "'Copy link'." },
          },
        },
        failed: {
          description: "A clear message in the dialog; closing it changes nothing else.",
        },
      },
    },
  },
});
