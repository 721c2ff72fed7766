import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { resumeExportMachine } from "../../../machines/resumeExport";
import { sharedResumeMachine } from "../../../machines/sharedResume";

function start() {
  const spies = {
    makePdf: vi.fn(),
    shareLink: vi.fn(),
    makeLink: vi.fn(),
    showPdfSaved: vi.fn(),
    showPdfFailed: vi.fn(),
    showLinkCopied: vi.fn(),
    showShareFailed: vi.fn(),
    downloadQr: vi.fn(),
    copyLink: vi.fn(),
  };
  const actor = createActor(resumeExportMachine.provide({ actions: spies })).start();
  return { actor, spies };
}

describe("resume exports", () => {
  it("makes one PDF however often the button is pressed while it works", () => {
    const { actor, spies } = start();
    actor.send({ type: "export.pdf" });
    actor.send({ type: "export.pdf" });
    actor.send({ type: "export.share" });
    actor.send({ type: "export.qr" });
    expect(spies.makePdf).toHaveBeenCalledTimes(1);
    expect(spies.shareLink).not.toHaveBeenCalled();
    actor.send({ type: "pdf.done" });
    expect(spies.showPdfSaved).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("a failed PDF says so and leaves the card ready", () => {
    const { actor, spies } = start();
    actor.send({ type: "export.pdf" });
    actor.send({ type: "pdf.failed" });
    expect(spies.showPdfFailed).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("a copied link gets a toast; a shared or cancelled one does not", () => {
    const { actor, spies } = start();
    for (const outcome of ["shared", "cancelled", "copied"] as const) {
      actor.send({ type: "export.share" });
      actor.send({ type: "share.done", outcome });
    }
    expect(spies.shareLink).toHaveBeenCalledTimes(3);
    expect(spies.showLinkCopied).toHaveBeenCalledTimes(1);
  });

  it("when the clipboard refuses, the dialog offers the link; closing it forgets the link", () => {
    const { actor } = start();
    actor.send({ type: "export.share" });
    actor.send({ type: "share.failed", link: "https://example.test/resume#v1.AAAA" });
    expect(actor.getSnapshot().matches({ qrDialog: "ready" })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      link: "https://example.test/resume#v1.AAAA",
      fallback: true,
    });
    actor.send({ type: "dialog.close" });
    expect(actor.getSnapshot().context).toEqual({ link: null, fallback: false });
  });

  it("a link that could not be made is a toast, not a dialog", () => {
    const { actor, spies } = start();
    actor.send({ type: "export.share" });
    actor.send({ type: "share.failed", link: null });
    expect(spies.showShareFailed).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("the QR dialog makes the link, then downloads and copies it", () => {
    const { actor, spies } = start();
    actor.send({ type: "export.qr" });
    expect(spies.makeLink).toHaveBeenCalledTimes(1);
    actor.send({ type: "qr.download", format: "png" });
    expect(spies.downloadQr).not.toHaveBeenCalled();
    actor.send({ type: "link.ready", link: "https://example.test/resume#v1.AAAA" });
    actor.send({ type: "qr.download", format: "svg" });
    actor.send({ type: "link.copy" });
    expect(spies.downloadQr).toHaveBeenCalledWith(expect.anything(), { format: "svg" });
    expect(spies.copyLink).toHaveBeenCalledTimes(1);
  });
});

describe("the shared resume page", () => {
  const resume = {
    template: "modern" as const,
    profile: {
      personalInfo: { fullName: "Jane Doe", email: "", phone: "", location: "" },
      specialty: "" as const,
      experience: [],
      skills: [],
      certifications: [],
    },
  };

  it("shows a resume that passes the checks, and reads again when the link changes", () => {
    const readLink = vi.fn();
    const actor = createActor(sharedResumeMachine.provide({ actions: { readLink } })).start();
    actor.send({ type: "link.decoded", resume });
    expect(actor.getSnapshot().value).toBe("showing");
    actor.send({ type: "url.changed" });
    expect(actor.getSnapshot().value).toBe("reading");
    expect(actor.getSnapshot().context.resume).toBeNull();
    expect(readLink).toHaveBeenCalledTimes(2);
  });

  it("refuses a resume of the wrong shape even if it is handed over as decoded", () => {
    const actor = createActor(sharedResumeMachine).start();
    actor.send({
      type: "link.decoded",
      resume: { ...resume, profile: { ...resume.profile, skills: [42] } } as never,
    });
    expect(actor.getSnapshot().value).toBe("invalid");
    expect(actor.getSnapshot().context.problem).toBe("damaged");
  });
});
