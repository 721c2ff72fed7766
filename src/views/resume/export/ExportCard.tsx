import { useMachine } from "@xstate/react";
import { Download, Loader2, QrCode, Share2 } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";
import { resumeExportMachine } from "../../../../machines/resumeExport";
import { LazyDialog } from "../../../components/ui/LazyDialog";
import { toastLater as showToast } from "../../../components/ui/toastLater";
import { qrDialogCopy, resumeCopy, resumeToasts, type TemplateId } from "../../../content/resume";
import { qrFileName, type ResumeProfile, resumeFileName } from "../../../domain/resume";
import { actorOptions } from "../../../platform/inspector";

const QrPanel = lazy(() => import("./QrPanel"));
const copy = resumeCopy.review;

export interface ExportSource {
  template: TemplateId;
  profile: ResumeProfile;
  photoUrl: string | null;
}

/**
 * Step 5's export card: renders the resumeExport machine and supplies its named actions. The
 * heavy parts (pdf-lib, the QR library) are imported only when their button is pressed.
 */
export function ExportCard({ source, disabled }: { source: () => ExportSource; disabled: boolean }) {
  const headingId = useId();
  const [machine] = useState(() =>
    resumeExportMachine.provide({
      actions: {
        makePdf: ({ self }) => {
          import("./pdfExport")
            .then(({ downloadResumePdf }) => downloadResumePdf(source()))
            .then(
              () => self.send({ type: "pdf.done" }),
              () => self.send({ type: "pdf.failed" }),
            );
        },
        showPdfSaved: () =>
          showToast({
            title: resumeToasts.pdfSaved.title,
            description: resumeToasts.pdfSaved.description(
              resumeFileName(source().profile.personalInfo.fullName),
            ),
            tone: "success",
          }),
        showPdfFailed: () => showToast({ ...resumeToasts.pdfFailed, tone: "destructive" }),
        shareLink: ({ self }) => {
          const { template, profile } = source();
          import("./share")
            .then(({ shareResume }) => shareResume({ template, profile }, window.location.origin))
            .then(
              (result) => self.send(result),
              () => self.send({ type: "share.failed", link: null }),
            );
        },
        showLinkCopied: () => showToast({ ...resumeToasts.linkCopied, tone: "success" }),
        showShareFailed: () => showToast({ ...resumeToasts.shareFailed, tone: "destructive" }),
        makeLink: ({ self }) => {
          const { template, profile } = source();
          import("../../../domain/resumeShare")
            .then(({ shareLink }) => shareLink(window.location.origin, { template, profile }))
            .then(
              (link) => self.send({ type: "link.ready", link }),
              () => self.send({ type: "link.failed" }),
            );
        },
        copyLink: ({ context }) => {
          const link = context.link;
          if (!link) return;
          void import("./share")
            .then(({ copyText }) => copyText(link))
            .then((copied) =>
              copied
                ? showToast({ ...resumeToasts.linkCopied, tone: "success" })
                : showToast({ ...resumeToasts.linkNotCopied, tone: "destructive" }),
            );
        },
        downloadQr: ({ context }, { format }) => {
          const link = context.link;
          if (!link) return;
          const fileName = qrFileName(source().profile.personalInfo.fullName, format);
          import("./qrCode")
            .then(({ downloadQr }) => downloadQr(link, format, fileName))
            .catch(() =>
              showToast({
                title: qrDialogCopy.downloadFailed,
                description: qrDialogCopy.downloadFailedHint,
                tone: "destructive",
              }),
            );
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, actorOptions());
  const busy = state.matches("makingPdf") ? "pdf" : state.matches("sharing") ? "share" : null;
  const actions = [
    {
      id: "pdf",
      label: copy.pdf,
      busyLabel: copy.pdfBusy,
      icon: Download,
      event: { type: "export.pdf" } as const,
    },
    {
      id: "share",
      label: copy.share,
      busyLabel: copy.shareBusy,
      icon: Share2,
      event: { type: "export.share" } as const,
    },
    { id: "qr", label: copy.qr, busyLabel: copy.qr, icon: QrCode, event: { type: "export.qr" } as const },
  ];
  const dialogOpen = state.matches("qrDialog");

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy ? true : undefined}
      className={css({
        borderRadius: "lg",
        p: { base: "5", md: "6" },
        color: "white",
        bg: "steel.900",
        backgroundImage:
          "radial-gradient(circle at 100% 0%, rgba(245, 106, 18, 0.25), transparent 50%), linear-gradient(135deg, #1f3044 0%, #0b1520 100%)",
      })}
    >
      <h3 id={headingId} className={css({ fontSize: "lg", fontWeight: "700" })}>
        {copy.export}
      </h3>
      <p className={css({ mt: "1", fontSize: "sm", color: "steel.200" })}>{copy.exportIntro}</p>
      <div
        className={css({
          mt: "5",
          display: "grid",
          gridTemplateColumns: { base: "1fr", sm: "repeat(3, 1fr)" },
          gap: "3",
        })}
      >
        {actions.map(({ id, label, busyLabel, icon: Icon, event }, index) => {
          const working = busy === id;
          return (
            <button
              key={id}
              type="button"
              disabled={disabled}
              // Busy, not disabled: the pressed button keeps focus while the machine ignores presses.
              aria-disabled={busy !== null || undefined}
              className={button({ variant: index === 0 ? "inverted" : "outlineInverted", size: "md" })}
              onClick={() => send(event)}
            >
              {working ? (
                <Loader2 aria-hidden="true" className={css({ animation: "spin 1s linear infinite" })} />
              ) : (
                <Icon aria-hidden="true" />
              )}
              {working ? busyLabel : label}
            </button>
          );
        })}
      </div>

      <LazyDialog
        open={dialogOpen}
        onClose={() => send({ type: "dialog.close" })}
        title={qrDialogCopy.title}
        description={state.context.fallback ? qrDialogCopy.fallbackDescription : qrDialogCopy.description}
        closeLabel={qrDialogCopy.close}
      >
        {state.matches({ qrDialog: "makingLink" }) ? <Working /> : null}
        {state.matches({ qrDialog: "failed" }) ? (
          <p role="alert" className={css({ mt: "5", fontSize: "sm", color: "danger.fg", fontWeight: "600" })}>
            {qrDialogCopy.failed}
          </p>
        ) : null}
        {state.matches({ qrDialog: "ready" }) && state.context.link ? (
          <Suspense fallback={<Working />}>
            <QrPanel
              link={state.context.link}
              onCopy={() => send({ type: "link.copy" })}
              onDownload={(format) => send({ type: "qr.download", format })}
            />
          </Suspense>
        ) : null}
      </LazyDialog>
    </section>
  );
}

function Working() {
  return (
    <p
      role="status"
      className={css({ mt: "5", display: "flex", gap: "2", alignItems: "center", color: "fg.muted" })}
    >
      <Loader2 aria-hidden="true" size={18} className={css({ animation: "spin 1s linear infinite" })} />
      {qrDialogCopy.making}
    </p>
  );
}
