import { Link } from "@tanstack/react-router";
import { ArrowRight, Clock, Heart, MapPin } from "lucide-react";
import { css, cx } from "styled-system/css";
import { flex, iconText, panel, roundMark, rule, title, visuallyHidden, wrap } from "styled-system/patterns";
import { badge, button } from "styled-system/recipes";
import {
  durationOptions,
  experienceOptions,
  findJobsCopy,
  type Job,
  jobTypeOptions,
} from "../../content/jobs";
import { formatRate, type LocationType } from "../../domain/jobSearch";
import { CompanyMark } from "./CompanyMark";

/** The badge for each kind of location, written out so the build knows every class it names. */
const locationBadge: Record<LocationType, string> = {
  "On-site": badge({ tone: "neutral" }),
  Hybrid: badge({ tone: "accent" }),
  Remote: badge({ tone: "success" }),
};

const labelOf = <T extends string>(options: ReadonlyArray<{ value: T; label: string }>, value: T) =>
  options.find((option) => option.value === value)?.label ?? value;

export function jobTitleId(job: Job) {
  return `job-${job.id}-title`;
}

export interface JobCardProps {
  job: Job;
  saved: boolean;
  onToggleSaved: (id: string) => void;
}

/** One open position: what, who, where, how much; save it (heart or button) or Quick Apply. */
export function JobCard({ job, saved, onToggleSaved }: JobCardProps) {
  const titleId = jobTitleId(job);
  return (
    <article
      aria-labelledby={titleId}
      className={panel({
        elevated: true,
        position: "relative",
        p: { base: "4", md: "6" },
        transitionProperty: "border-color, box-shadow",
        transitionDuration: "normal",
        _hover: { borderColor: "border.strong", boxShadow: "raised" },
      })}
    >
      <div className={flex({ align: "flex-start", gap: { base: "3", md: "4" } })}>
        <CompanyMark company={job.company} />
        <div className={css({ flex: "1", minW: "0", pr: "10" })}>
          <h3 id={titleId} className={title({ size: { base: "md", md: "lg" }, color: "fg.default" })}>
            {job.title}
          </h3>
          <p
            className={wrap({
              align: "center",
              columnGap: "2",
              rowGap: "1",
              mt: "1",
              fontSize: "sm",
              color: "fg.muted",
            })}
          >
            <span className={css({ fontWeight: "600", color: "fg.secondary" })}>{job.company}</span>
            <span className={iconText()}>
              <MapPin aria-hidden="true" size={14} />
              {job.location}
            </span>
            <span className={locationBadge[job.locationType]}>{job.locationType}</span>
          </p>
        </div>
        <button
          type="button"
          aria-pressed={saved}
          aria-label={findJobsCopy.heartLabel(job.title)}
          onClick={() => onToggleSaved(job.id)}
          className={roundMark({
            size: "10",
            position: "absolute",
            top: { base: "3", md: "5" },
            right: { base: "3", md: "5" },
            color: "fg.muted",
            cursor: "pointer",
            transitionProperty: "background-color, color",
            transitionDuration: "fast",
            _hover: { bg: "bg.accentSubtle", color: "fg.accent" },
            _pressed: { color: "fg.accent" },
          })}
        >
          <Heart aria-hidden="true" size={20} fill={saved ? "currentColor" : "none"} />
        </button>
      </div>

      <div
        className={wrap({
          align: "baseline",
          justify: "space-between",
          columnGap: "4",
          rowGap: "1",
          mt: "4",
        })}
      >
        <p className={title({ size: "md", color: "fg.default" })}>{formatRate(job.rate)}</p>
        <p className={iconText({ fontSize: "sm", color: "fg.muted" })}>
          <Clock aria-hidden="true" size={14} />
          <span className={visuallyHidden()}>{findJobsCopy.postedLabel}</span>
          {job.posted}
        </p>
      </div>
      <ul
        aria-label={findJobsCopy.termsLabel}
        className={wrap({
          columnGap: "2",
          mt: "1",
          fontSize: "sm",
          color: "fg.muted",
          "& > li:not(:first-child)::before": { content: '"·"', color: "fg.subtle", mr: "2" },
        })}
      >
        <li>{labelOf(jobTypeOptions, job.jobType)}</li>
        <li>{labelOf(durationOptions, job.duration)}</li>
        <li>{labelOf(experienceOptions, job.experience)} level</li>
      </ul>

      <p className={css({ mt: "3", color: "fg.body", fontSize: "sm", lineHeight: "1.65" })}>
        {job.description}
      </p>

      <ul aria-label="Skills and tools" className={wrap({ gap: "2", mt: "4" })}>
        {job.tags.map((tag) => (
          <li key={tag} className={badge({ tone: "neutral", size: "md" })}>
            {tag}
          </li>
        ))}
      </ul>

      <div
        className={rule({
          mt: "5",
          pt: "4",
          display: "flex",
          flexWrap: "wrap",
          gap: "3",
          justifyContent: "space-between",
          alignItems: "center",
        })}
      >
        <button
          type="button"
          aria-pressed={saved}
          aria-describedby={titleId}
          onClick={() => onToggleSaved(job.id)}
          className={cx(
            button({ variant: "outline", size: "sm" }),
            css({ _pressed: { bg: "bg.accentSubtle", borderColor: "border.accent", color: "fg.accent" } }),
          )}
        >
          <Heart aria-hidden="true" fill={saved ? "currentColor" : "none"} />
          {saved ? findJobsCopy.saved : findJobsCopy.save}
        </button>
        <Link
          to="/create-profile"
          search={{ apply: job.id }}
          state={{ profileNotice: "quickApply" }}
          aria-label={findJobsCopy.quickApplyLabel(job.title)}
          className={button({ variant: "solid", size: "sm" })}
        >
          {findJobsCopy.quickApply}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
