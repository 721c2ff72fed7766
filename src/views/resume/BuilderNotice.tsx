import { History, RotateCcw, X } from "lucide-react";
import { css } from "styled-system/css";
import { flex, iconButton, listIcon, title } from "styled-system/patterns";
import type { ResumeNotice } from "../../../machines/resumeBuilder";
import { dismissKeepingFocus } from "../../components/dom/focus";
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
      className={flex({
        gap: "3",
        align: "flex-start",
        p: "4",
        pr: "2",
        borderRadius: "lg",
        borderWidth: "1px",
        bg: notice.kind === "restored" ? "success.bg" : "warning.bg",
        borderColor: notice.kind === "restored" ? "#b7e1c6" : "#f1d48a",
      })}
    >
      <Icon
        aria-hidden="true"
        size={20}
        className={listIcon({ mt: "0.5", color: notice.kind === "restored" ? "success.fg" : "warning.fg" })}
      />
      <div className={css({ flex: "1", minW: "0" })}>
        <p className={title({ size: "sm", color: "fg.default" })}>{text.title}</p>
        <p className={css({ fontSize: "sm", color: "fg.body", mt: "0.5" })}>{text.body}</p>
      </div>
      <button
        type="button"
        onClick={(event) => dismissKeepingFocus(event.currentTarget.closest("[data-notice]"), onDismiss)}
        aria-label={`${copy.dismiss}: ${text.title}`}
        className={iconButton({ color: "fg.body", _hover: { bg: "rgba(11, 21, 32, 0.06)" } })}
      >
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
