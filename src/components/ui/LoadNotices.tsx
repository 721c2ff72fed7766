import { WifiOff, X } from "lucide-react";
import { useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";
import { loadFailureCopy } from "../../content/offline";
import { describeFailure } from "../../startup/loadFailure";
import {
  clearLoadNotice,
  type LoadNotice,
  loadNotices,
  subscribeLoadNotices,
} from "../../startup/loadNotices";

/**
 * The notices of startup/loadNotices.ts, bottom left (toasts are bottom right): one line each, its
 * action and a dismiss button. In a React root of their own at the end of the body, mounted by the
 * offline support once the page is idle (startup/offlineSupport.ts).
 */
export function mountLoadNotices(): void {
  const host = document.createElement("div");
  host.dataset.loadNotices = "";
  document.body.append(host);
  createRoot(host).render(<LoadNotices />);
}

export function LoadNotices() {
  const notices = useSyncExternalStore(subscribeLoadNotices, loadNotices, loadNotices);
  if (!notices.length) return null;
  return (
    <div
      className={css({
        position: "fixed",
        zIndex: "toast",
        insetX: "3",
        bottom: "3",
        sm: { insetX: "auto", left: "4", bottom: "4", maxW: "32rem" },
        display: "flex",
        flexDirection: "column",
        gap: "2",
        pointerEvents: "none",
      })}
    >
      {notices.map((notice) => (
        <Notice key={notice.id} notice={notice} />
      ))}
    </div>
  );
}

/** The line and its action: a failure's standard line, or the notice's own words. */
export function noticeLine(notice: LoadNotice): { text: string; action: "retry" | "reload" | null } {
  if (notice.text !== undefined) return { text: notice.text, action: notice.retry ? "retry" : null };
  const { text, action } = describeFailure(
    notice.what ?? "",
    notice.failure ?? { reason: "failed", attempts: 1 },
  );
  return { text, action: notice.retry || action === "reload" ? action : null };
}

function Notice({ notice }: { notice: LoadNotice }) {
  const root = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  /** Where focus was before the notice took it. */
  const before = useRef<HTMLElement | null>(null);
  const { text, action } = noticeLine(notice);

  const giveFocusBack = () => {
    const target = before.current;
    if (target?.isConnected && root.current?.contains(document.activeElement)) target.focus();
  };

  // Posted again (a retry failed again): focus comes back to the notice.
  useLayoutEffect(() => {
    if (!notice.takeFocus) return;
    const active = document.activeElement;
    if (!before.current && active instanceof HTMLElement && !root.current?.contains(active))
      before.current = active;
    first.current?.focus();
  }, [notice]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on leaving only
  useLayoutEffect(() => () => giveFocusBack(), []);

  return (
    <div
      ref={root}
      role={notice.tone}
      data-load-notice={notice.id}
      className={css({
        pointerEvents: "auto",
        display: "flex",
        alignItems: "center",
        flexWrap: "wrap",
        columnGap: "3",
        rowGap: "2",
        pl: "3",
        pr: "2",
        py: "2",
        bg: "bg.panel",
        color: "fg.default",
        borderWidth: "1px",
        borderColor: "border.default",
        borderLeftWidth: "4px",
        borderLeftColor: "warning.fg",
        borderRadius: "md",
        boxShadow: "raised",
        fontSize: "sm",
      })}
    >
      <WifiOff aria-hidden="true" size={18} className={css({ color: "warning.fg", flexShrink: 0 })} />
      <p className={css({ flex: "1", minW: "48", fontWeight: "600" })}>{text}</p>
      <div className={css({ display: "flex", alignItems: "center", gap: "1", ml: "auto" })}>
        {action ? (
          <button
            ref={first}
            type="button"
            className={button({ variant: "outline", size: "sm" })}
            onClick={() => {
              if (action === "reload") {
                location.reload();
                return;
              }
              // Back where the visitor was first, so what opens now returns focus there when it closes.
              giveFocusBack();
              notice.retry?.();
            }}
          >
            {action === "reload" ? loadFailureCopy.reload : loadFailureCopy.retry}
          </button>
        ) : null}
        <button
          ref={action ? undefined : first}
          type="button"
          aria-label={loadFailureCopy.dismiss}
          className={button({ variant: "ghost", size: "sm" })}
          onClick={() => {
            giveFocusBack();
            clearLoadNotice(notice.id);
            notice.onDismiss?.();
          }}
        >
          <X aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
