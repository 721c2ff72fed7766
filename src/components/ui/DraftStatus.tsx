import { AppWindow, TriangleAlert, X } from "lucide-react";
import { css, cx } from "styled-system/css";
import { type DraftPage, draftStatusCopy } from "../../content/drafts";
import { dismissKeepingFocus } from "../dom/focus";

const note = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "2.5",
  py: "2.5",
  pl: "3",
  pr: "2",
  borderRadius: "md",
  borderWidth: "1px",
  borderLeftWidth: "4px",
  fontSize: "sm",
  lineHeight: "1.45",
  color: "fg.default",
  textAlign: "left",
});

/**
 * The one way every drafting page says where its work is kept: a line when the browser refused to
 * store the last change (the work stays on the page), and a line when another tab changed the same
 * draft while this one had changes of its own (this tab keeps them), which the visitor can dismiss.
 * The live region is always on the page, so a line that appears is announced; empty, it takes no
 * room. It only renders what the page's machine says.
 */
export function DraftStatus({
  page,
  notKept,
  conflict,
  onDismissConflict,
  className,
}: {
  page: DraftPage;
  notKept: boolean;
  conflict: boolean;
  onDismissConflict: () => void;
  className?: string;
}) {
  return (
    <div
      role="status"
      data-testid="draft-status"
      className={cx(css({ display: "grid", gap: "2", _empty: { display: "none" } }), className)}
    >
      {notKept ? (
        <p
          data-draft-status="notKept"
          className={cx(note, css({ bg: "warning.bg", borderColor: "warning.fg", pr: "3" }))}
        >
          <TriangleAlert
            aria-hidden="true"
            size={18}
            className={css({ color: "warning.fg", flexShrink: 0, mt: "0.5" })}
          />
          <span className={css({ minW: "0" })}>{draftStatusCopy.notKept[page]}</span>
        </p>
      ) : null}
      {conflict ? (
        <div
          data-draft-status="conflict"
          className={cx(
            note,
            css({ bg: "bg.subtle", borderColor: "border.strong", borderLeftColor: "fg.muted" }),
          )}
        >
          <AppWindow
            aria-hidden="true"
            size={18}
            className={css({ color: "fg.body", flexShrink: 0, mt: "0.5" })}
          />
          <p className={css({ flex: "1", minW: "0" })}>{draftStatusCopy.conflict[page]}</p>
          <button
            type="button"
            onClick={(event) =>
              // The button goes with the note: focus moves on to the next control after it.
              dismissKeepingFocus(event.currentTarget.closest("[data-draft-status]"), onDismissConflict)
            }
            aria-label={draftStatusCopy.dismissConflict}
            className={css({
              flexShrink: 0,
              display: "inline-flex",
              alignItems: "center",
              justifyContent: "center",
              w: "7",
              h: "7",
              mt: "-1",
              borderRadius: "md",
              color: "fg.body",
              cursor: "pointer",
              _hover: { bg: "rgba(11, 21, 32, 0.06)" },
            })}
          >
            <X aria-hidden="true" size={16} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
