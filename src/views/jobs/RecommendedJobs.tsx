import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { css } from "styled-system/css";
import { detail, flex, grid, iconText, panel, title } from "styled-system/patterns";
import { findJobsCopy, recommendedJobs } from "../../content/jobs";
import { formatRate } from "../../domain/jobSearch";
import { CompanyMark } from "./CompanyMark";

/** 'Recommended for You': the first two sample jobs, compact, with Quick Apply. */
export function RecommendedJobs() {
  return (
    <section aria-labelledby="recommended-heading" className={panel({ elevated: true, p: "5" })}>
      <h2 id="recommended-heading" className={title()}>
        {findJobsCopy.recommendedHeading}
      </h2>
      <ul className={grid({ gap: "3", mt: "4" })}>
        {recommendedJobs.map((job) => (
          <li key={job.id} className={panel({ tone: "subtle", p: "4", borderRadius: "md" })}>
            <div className={flex({ align: "flex-start", gap: "3" })}>
              <CompanyMark company={job.company} size="sm" />
              <div className={css({ minW: "0" })}>
                <h3 className={title({ size: "sm", lineHeight: "1.35" })}>{job.title}</h3>
                <p className={detail({ size: "xs", mt: "0.5" })}>
                  {job.company} · {job.location}
                </p>
              </div>
            </div>
            <div
              className={flex({ align: "center", justify: "space-between", wrap: "wrap", gap: "2", mt: "3" })}
            >
              <p className={title({ size: "sm" })}>{formatRate(job.rate)}</p>
              <Link
                to="/create-profile"
                search={{ apply: job.id }}
                state={{ profileNotice: "quickApply" }}
                aria-label={findJobsCopy.quickApplyLabel(job.title)}
                className={iconText({
                  fontSize: "sm",
                  fontWeight: "600",
                  color: "fg.accent",
                  minH: "8",
                  _hover: { textDecoration: "underline", textUnderlineOffset: "3px" },
                })}
              >
                {findJobsCopy.quickApply}
                <ArrowRight aria-hidden="true" size={14} />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
