import { resumeExportMachine } from "../../../machines/resumeExport";
import { definePathModel } from "../../support/pathModel";

export const resumeExportModel = definePathModel({
  machine: resumeExportMachine,
  expectations: [
    {
      why: "Spec §2 (/create-profile, last step) and §7: the export card's Download PDF starts a PDF.",
      from: "idle",
      event: "export.pdf",
      to: "makingPdf",
    },
    {
      why: "Spec §2 and §7: Share Profile shares the profile.",
      from: "idle",
      event: "export.share",
      to: "sharing",
    },
    {
      why: "Spec §2 and §7: Generate QR Code opens the QR code.",
      from: "idle",
      event: "export.qr",
      to: "qrDialog",
    },
    {
      why: "Site rule: one export at a time; a second press while a PDF is being made does nothing.",
      from: "makingPdf",
      event: "export.pdf",
      to: "makingPdf",
    },
    {
      why: "Site rule: closing the QR dialog returns to the export buttons and forgets the link.",
      from: "qrDialog",
      event: "dialog.close",
      to: "idle",
      outcome: (after) => after.context.link === null,
    },
  ],
  events: [
    { type: "export.pdf" },
    { type: "export.share" },
    { type: "export.qr" },
    { type: "pdf.done" },
    { type: "pdf.failed" },
    { type: "share.done", outcome: "copied" },
    { type: "share.done", outcome: "shared" },
    { type: "share.done", outcome: "cancelled" },
    { type: "share.failed", link: "https://example.test/resume#v1.AAAA" },
    { type: "share.failed", link: null },
    { type: "link.ready", link: "https://example.test/resume#v1.AAAA" },
    { type: "link.ready", link: "" },
    { type: "link.failed" },
    { type: "qr.download", format: "png" },
    { type: "qr.download", format: "svg" },
    { type: "link.copy" },
    { type: "dialog.close" },
  ],
  invariants: {
    "does one export at a time": (snapshot) =>
      (["idle", "makingPdf", "sharing", "qrDialog"] as const).filter((state) => snapshot.matches(state))
        .length === 1,
    "shows a QR code only for a link it made": (snapshot) =>
      !snapshot.matches({ qrDialog: "ready" }) ||
      (typeof snapshot.context.link === "string" && snapshot.context.link.length > 0),
    "keeps no link once the dialog is closed": (snapshot) =>
      snapshot.matches("qrDialog") || snapshot.context.link === null,
  },
});
