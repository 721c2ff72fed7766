import { History, RotateCcw, X } from "lucide-react";
import { css, cx } from "styled-system/css";
import type { ResumeNotice } from "../../../machines/resumeBuilder";
import { dismissKeepingFocus } from "../../components/ui/focus";
import { resumeCopy } from "../../content/resume";

const copy = resumeCopy.notices;

/** Says what happened to the saved draft on arrival: restored, or discarded and why. */
export function BuilderNotice({ notice, onDismiss }: { notice: ResumeNotice; onDismiss: () => void }) {
  const text = notice.kind === "restored" ? copy.restored : copy[notice.reason];
  const Icon = notice.kind === "restored" ? History : RotateCcw;
  return (
    <div
      role="status"
      data-notice={notice.kind}
      className={cx(
        css({
          display: "flex",
          gap: "3",
          alignItems: "flex-start",
          p: "4",
          pr: "2",
          borderRadius: "lg",
          borderWidth: "1px",
        }),
        notice.kind === "restored"
          ? css({ bg: "success.bg", borderColor: "#b7e1c6" })
          : css({ bg: "warning.bg", borderColor: "#f1d48a" }),
      )}
    >
      <Icon
        aria-hidden="true"
        size={20}
        className={cx(
          css({ flexShrink: 0, mt: "0.5" }),
          notice.kind === "restored" ? css({ color: "success.fg" }) : css({ color: "warning.fg" }),
        )}
      />
      <div className={css({ flex: "1", minW: "0" })}>
        <p className={css({ fontWeight: "700", fontSize: "sm", color: "fg.default" })}>{text.title}</p>
        <p className={css({ fontSize: "sm", color: "fg.body", mt: "0.5" })}>{text.body}</p>
      </div>
      <button
        type="button"
        onClick={(event) => dismissKeepingFocus(event.currentTarget.closest("[data-notice]"), onDismiss)}
        aria-label={`${copy.dismiss}: ${text.title}`}
        className={css({
          flexShrink: 0,
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          w: "9",
          h: "9",
          borderRadius: "md",
          color: "fg.body",
          cursor: "pointer",
          _hover: { bg: "rgba(11, 21, 32, 0.06)" },
        })}
      >
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
