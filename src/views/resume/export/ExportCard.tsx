import { useSelector } from "@xstate/react";
import { Download, Loader2, QrCode, Share2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { css } from "styled-system/css";
import { detail, flex, grid, spinner, title } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { resumeExportMachine } from "../../../../machines/resumeExport";
import { lazyComponent, useOnDemand } from "../../../components/hooks/useOnDemand";
import { toastLater as showToast } from "../../../components/toast/toastLater";
import { LazyDialog, warmDialog } from "../../../components/ui/LazyDialog";
import { LoadFailure } from "../../../components/ui/LoadFailure";
import { loadFailureCopy } from "../../../content/offline";
import { qrDialogCopy, resumeCopy, resumeToasts } from "../../../content/resume";
import type { TemplateId } from "../../../domain/resume";
import { qrFileName, type ResumeProfile, resumeFileName } from "../../../domain/resume";
import { useFlow } from "../../../flows/useFlow";
import { CodeLoadError, canFetchCode, onDemand } from "../../../startup/onDemand";
import type { QrPanelProps } from "./QrPanel";

/**
 * The code each export loads when its button is pressed (startup/onDemand.ts: offline with no
 * service worker, a press says so and a later press fetches afresh). The small ones are fetched as
 * soon as the card shows, so a connection lost on this step does not take them away.
 */
const qrPanelCode = lazyComponent<QrPanelProps>(() => import("./QrPanel").then((module) => module.default));
const pdfCode = onDemand(() => import("./pdfExport"));
const shareCode = onDemand(() => import("./share"));
const linkCode = onDemand(() => import("../../../domain/resumeShare"));
const qrCode = onDemand(() => import("./qrCode"));
const copy = resumeCopy.review;

/** True when a failure came from the connection: the visitor is told they are offline. */
const offlineFailure = (error: unknown) =>
  (error instanceof CodeLoadError && error.reason === "offline") || !canFetchCode();

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
  /** Whether the last PDF or share link failed for want of a connection (its toast says so). */
  const offline = useRef(false);
  useEffect(() => {
    warmDialog();
    qrPanelCode.warm();
    shareCode.warm();
    linkCode.warm();
  }, []);
  const actorRef = useFlow(resumeExportMachine, {
    actions: {
      makePdf: ({ self }) => {
        pdfCode
          .load()
          .then(({ downloadResumePdf }) => downloadResumePdf(source()))
          .then(
            () => self.send({ type: "pdf.done" }),
            (error: unknown) => {
              offline.current = offlineFailure(error);
              self.send({ type: "pdf.failed" });
            },
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
      showPdfFailed: () =>
        showToast({
          ...(offline.current ? offlineToast(copy.pieces.pdf) : resumeToasts.pdfFailed),
          tone: "destructive",
        }),
      shareLink: ({ self }) => {
        const { template, profile } = source();
        shareCode
          .load()
          .then(({ shareResume }) => shareResume({ template, profile }, window.location.origin))
          .then(
            (result) => {
              offline.current = false;
              self.send(result);
            },
            (error: unknown) => {
              offline.current = offlineFailure(error);
              self.send({ type: "share.failed", link: null });
            },
          );
      },
      showLinkCopied: () => showToast({ ...resumeToasts.linkCopied, tone: "success" }),
      showShareFailed: () =>
        showToast({
          ...(offline.current ? offlineToast(copy.pieces.share) : resumeToasts.shareFailed),
          tone: "destructive",
        }),
      makeLink: ({ self }) => {
        const { template, profile } = source();
        linkCode
          .load()
          .then(({ shareLink }) => shareLink(window.location.origin, { template, profile }))
          .then(
            (link) => self.send({ type: "link.ready", link }),
            () => self.send({ type: "link.failed" }),
          );
      },
      copyLink: ({ context }) => {
        const link = context.link;
        if (!link) return;
        void shareCode
          .load()
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
        qrCode
          .load()
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
  });
  const send = actorRef.send;
  const busy = useSelector(actorRef, (state) =>
    state.matches("makingPdf") ? "pdf" : state.matches("sharing") ? "share" : null,
  );
  const dialogOpen = useSelector(actorRef, (state) => state.matches("qrDialog"));
  const fallback = useSelector(actorRef, (state) => state.context.fallback);
  const makingLink = useSelector(actorRef, (state) => state.matches({ qrDialog: "makingLink" }));
  const linkFailed = useSelector(actorRef, (state) => state.matches({ qrDialog: "failed" }));
  const readyLink = useSelector(actorRef, (state) =>
    state.matches({ qrDialog: "ready" }) ? state.context.link : null,
  );
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

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy ? true : undefined}
      className={css({
        borderRadius: "lg",
        p: { base: "5", md: "6" },
        color: "white",
        bg: "bg.invertedRaised",
        backgroundImage:
          "radial-gradient(circle at 100% 0%, rgba(245, 106, 18, 0.25), transparent 50%), linear-gradient(135deg, #1f3044 0%, #0b1520 100%)",
      })}
    >
      <h3 id={headingId} className={title()}>
        {copy.export}
      </h3>
      <p className={detail({ tone: "inverted", mt: "1" })}>{copy.exportIntro}</p>
      <div
        className={grid({ gridTemplateColumns: { base: "1fr", sm: "repeat(3, 1fr)" }, gap: "3", mt: "5" })}
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
              {working ? <Loader2 aria-hidden="true" className={spinner()} /> : <Icon aria-hidden="true" />}
              {working ? busyLabel : label}
            </button>
          );
        })}
      </div>

      <LazyDialog
        open={dialogOpen}
        onClose={() => send({ type: "dialog.close" })}
        title={qrDialogCopy.title}
        description={fallback ? qrDialogCopy.fallbackDescription : qrDialogCopy.description}
        closeLabel={qrDialogCopy.close}
      >
        {makingLink ? <Working /> : null}
        {linkFailed ? (
          <LinkFailed
            onRetry={() =>
              linkCode.load().then(
                () => {
                  // The link is made again from the start, as closing and pressing the button would.
                  send({ type: "dialog.close" });
                  send({ type: "export.qr" });
                },
                () => {},
              )
            }
          />
        ) : null}
        {readyLink ? (
          <QrPanelView
            link={readyLink}
            onCopy={() => send({ type: "link.copy" })}
            onDownload={(format) => send({ type: "qr.download", format })}
          />
        ) : null}
      </LazyDialog>
    </section>
  );
}

function Working() {
  return (
    <p role="status" className={flex({ gap: "2", align: "center", mt: "5", color: "fg.muted" })}>
      <Loader2 aria-hidden="true" size={18} className={spinner()} />
      {qrDialogCopy.making}
    </p>
  );
}

/**
 * The QR code in the open dialog; if its code cannot be loaded, the one-line failure in its place (a
 * notice outside the modal dialog could not be reached), with a retry.
 */
function QrPanelView(props: QrPanelProps) {
  const state = useOnDemand(qrPanelCode);
  if (state.status === "loaded") {
    const QrPanel = state.value;
    return <QrPanel {...props} />;
  }
  if (state.status === "failed")
    return (
      <LoadFailure what={copy.pieces.qrCode} state={state} piece={qrPanelCode} className={css({ mt: "5" })} />
    );
  return <Working />;
}

/** A toast's words for an export whose code could not be fetched offline. */
function offlineToast(what: string) {
  return { title: loadFailureCopy.offline(what), description: loadFailureCopy.offlineHint };
}

/**
 * The dialog's link could not be made: for want of its code offline, the one-line failure (its
 * retry fetches the code; closing and pressing Generate QR Code again makes the link), otherwise
 * the dialog's own message.
 */
function LinkFailed({ onRetry }: { onRetry: () => void }) {
  const state = useOnDemand(linkCode, false);
  // The dialog itself was missing offline and has just been loaded by the visitor's retry: the
  // connection is back, so the link is made again without a second press.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the dialog opens
  useEffect(() => {
    if (state.status === "failed" && canFetchCode()) onRetry();
  }, []);
  if (state.status === "failed")
    return (
      <LoadFailure
        what={copy.pieces.qrCode}
        state={state}
        piece={linkCode}
        onRetry={onRetry}
        className={css({ mt: "5" })}
      />
    );
  return (
    <p role="alert" className={css({ mt: "5", fontSize: "sm", color: "danger.fg", fontWeight: "600" })}>
      {qrDialogCopy.failed}
    </p>
  );
}
