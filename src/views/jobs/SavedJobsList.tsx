import { Heart, X } from "lucide-react";
import { useRef } from "react";
import { css } from "styled-system/css";
import { chip, detail, emptyFrame, flex, grid, labelText, listIcon, title } from "styled-system/patterns";
import { focusAfterRemoval } from "../../components/dom/focus";
import { DraftStatus } from "../../components/ui/DraftStatus";
import { findJobsCopy, type Job } from "../../content/jobs";
import { formatRate } from "../../domain/jobSearch";
import { CompanyMark } from "./CompanyMark";

export interface SavedJobsListProps {
  saved: Job[];
  onRemove: (id: string) => void;
  /** The browser refused to store the list (the machine's storage is "refused"). */
  notKept: boolean;
  /** Another tab changed the list while this one's change was not kept. */
  conflict: boolean;
  onDismissConflict: () => void;
}

/**
 * The saved positions, newest last, each with a button that un-saves it. After a removal, focus
 * moves to the job that takes its place (or the new last one); with none left, to the heading.
 */
export function SavedJobsList({ saved, onRemove, notKept, conflict, onDismissConflict }: SavedJobsListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const remove = (id: string, index: number) => {
    onRemove(id);
    focusAfterRemoval(
      () => listRef.current?.querySelectorAll("button[data-remove]"),
      index,
      () => headingRef.current,
    );
  };
  return (
    <section aria-labelledby="saved-jobs-heading" data-testid="saved-jobs">
      <div className={flex({ align: "center", justify: "space-between", gap: "2" })}>
        <h3
          ref={headingRef}
          id="saved-jobs-heading"
          tabIndex={-1}
          className={title({ size: "md", _focus: { outline: "none" } })}
        >
          {findJobsCopy.savedHeading}
        </h3>
        <span
          className={chip({
            fontSize: "xs",
            fontWeight: "700",
            color: saved.length ? "fg.accent" : "fg.muted",
            bg: saved.length ? "bg.accentSubtle" : "bg.muted",
          })}
        >
          {findJobsCopy.savedCount(saved.length)}
        </span>
      </div>
      <DraftStatus
        page="savedJobs"
        notKept={notKept}
        conflict={conflict}
        onDismissConflict={onDismissConflict}
        className={css({ mt: "3" })}
      />
      {saved.length === 0 ? (
        <div
          className={emptyFrame({
            mt: "3",
            display: "flex",
            gap: "3",
            alignItems: "center",
            p: "4",
            borderRadius: "md",
          })}
        >
          <Heart aria-hidden="true" size={20} className={listIcon({ tone: "muted", color: "fg.subtle" })} />
          <div>
            <p className={labelText({ tone: "inherit" })}>{findJobsCopy.savedEmpty}</p>
            <p className={detail()}>{findJobsCopy.savedEmptyHint}</p>
          </div>
        </div>
      ) : (
        <ul ref={listRef} className={grid({ gap: "2", mt: "3" })}>
          {saved.map((job, index) => (
            <li
              key={job.id}
              className={flex({ align: "center", gap: "3", p: "2.5", borderRadius: "md", bg: "bg.subtle" })}
            >
              <CompanyMark company={job.company} size="sm" />
              <div className={css({ flex: "1", minW: "0" })}>
                <p className={labelText({ tone: "inherit", lineHeight: "1.35" })}>{job.title}</p>
                <p className={detail({ size: "xs" })}>
                  {job.company} · {formatRate(job.rate)}
                </p>
              </div>
              <button
                type="button"
                aria-label={findJobsCopy.removeSaved(job.title)}
                data-remove
                onClick={() => remove(job.id, index)}
                className={css({
                  display: "inline-flex",
                  alignItems: "center",
                  justifyContent: "center",
                  flexShrink: 0,
                  w: "8",
                  h: "8",
                  borderRadius: "md",
                  color: "fg.muted",
                  cursor: "pointer",
                  _hover: { bg: "bg.muted", color: "fg.default" },
                })}
              >
                <X aria-hidden="true" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
