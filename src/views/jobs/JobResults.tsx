import { SearchX } from "lucide-react";
import { forwardRef } from "react";
import { css, cx } from "styled-system/css";
import { detail, emptyFrame, flex, grid, labelText, textLink, title } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { findJobsCopy, type Job, jobs } from "../../content/jobs";
import { links } from "../../content/links";
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
      <div className={flex({ align: "baseline", justify: "space-between", wrap: "wrap", gap: "2", mb: "4" })}>
        <h2
          ref={headingRef}
          id="open-positions-heading"
          tabIndex={-1}
          className={title({
            size: { base: "xl", md: "2xl" },
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
          className={labelText({ tone: "muted" })}
        >
          {findJobsCopy.jobsFound(results.length)}
        </p>
      </div>
      <p data-testid="sample-note" className={detail({ mt: "-2", mb: "4" })}>
        {findJobsCopy.sampleNote(jobs.length)}{" "}
        <ExternalLink href={links.workSearch("Direct Job")} className={textLink()}>
          {findJobsCopy.sampleLink}
        </ExternalLink>
      </p>
      {results.length === 0 ? (
        <div
          className={emptyFrame({
            textAlign: "center",
            bg: "bg.panel",
            borderRadius: "lg",
            px: "6",
            py: "14",
          })}
        >
          <SearchX aria-hidden="true" size={36} className={css({ mx: "auto", color: "fg.subtle" })} />
          <h3 className={title({ mt: "4" })}>{findJobsCopy.emptyTitle}</h3>
          <p className={detail({ size: "inherit", mt: "1", maxW: "sm", mx: "auto" })}>
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
        <ul className={grid({ gap: "4" })}>
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
