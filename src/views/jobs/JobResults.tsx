import { SearchX } from "lucide-react";
import { forwardRef } from "react";
import { css, cx } from "styled-system/css";
import { button } from "styled-system/recipes";
import { findJobsCopy, type Job } from "../../content/jobs";
import { JobCard } from "./JobCard";

export interface JobResultsProps {
  results: Job[];
  savedIds: readonly string[];
  onToggleSaved: (id: string) => void;
  onClearAll: () => void;
}

/** 'Open Positions': the count (announced as it changes), the cards, or an empty state. */
export const JobResults = forwardRef<HTMLHeadingElement, JobResultsProps>(function JobResults(
  { results, savedIds, onToggleSaved, onClearAll },
  headingRef,
) {
  return (
    <section aria-labelledby="open-positions-heading" className={css({ minW: "0" })}>
      <div
        className={css({
          display: "flex",
          alignItems: "baseline",
          justifyContent: "space-between",
          flexWrap: "wrap",
          gap: "2",
          mb: "4",
        })}
      >
        <h2
          ref={headingRef}
          id="open-positions-heading"
          tabIndex={-1}
          className={css({
            fontSize: { base: "xl", md: "2xl" },
            fontWeight: "700",
            scrollMarginTop: "calc(token(sizes.header) + 132px)",
            _focus: { outline: "none" },
          })}
        >
          {findJobsCopy.resultsHeading}
        </h2>
        <p
          aria-live="polite"
          aria-atomic="true"
          data-testid="jobs-found"
          className={css({ fontSize: "sm", fontWeight: "600", color: "fg.muted" })}
        >
          {findJobsCopy.jobsFound(results.length)}
        </p>
      </div>
      {results.length === 0 ? (
        <div
          className={css({
            textAlign: "center",
            bg: "bg.panel",
            borderWidth: "1px",
            borderStyle: "dashed",
            borderColor: "border.strong",
            borderRadius: "lg",
            px: "6",
            py: "14",
          })}
        >
          <SearchX aria-hidden="true" size={36} className={css({ mx: "auto", color: "fg.subtle" })} />
          <h3 className={css({ mt: "4", fontSize: "lg", fontWeight: "700" })}>{findJobsCopy.emptyTitle}</h3>
          <p className={css({ mt: "1", color: "fg.muted", maxW: "sm", mx: "auto" })}>
            {findJobsCopy.emptyBody}
          </p>
          <button
            type="button"
            onClick={onClearAll}
            className={cx(button({ variant: "outline", size: "md" }), css({ mt: "6" }))}
          >
            {findJobsCopy.clearFilters}
          </button>
        </div>
      ) : (
        <ul className={css({ display: "grid", gap: "4" })}>
          {results.map((job) => (
            <li key={job.id}>
              <JobCard job={job} saved={savedIds.includes(job.id)} onToggleSaved={onToggleSaved} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
