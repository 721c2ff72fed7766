import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { css } from "styled-system/css";
import { findJobsCopy, recommendedJobs } from "../../content/jobs";
import { formatRate } from "../../domain/jobSearch";
import { CompanyMark } from "./CompanyMark";

/** 'Recommended for You': the first two sample jobs, compact, with Quick Apply. */
export function RecommendedJobs() {
  return (
    <section
      aria-labelledby="recommended-heading"
      className={css({
        bg: "bg.panel",
        borderWidth: "1px",
        borderColor: "border.default",
        borderRadius: "lg",
        boxShadow: "card",
        p: "5",
      })}
    >
      <h2 id="recommended-heading" className={css({ fontSize: "lg", fontWeight: "700" })}>
        {findJobsCopy.recommendedHeading}
      </h2>
      <ul className={css({ mt: "4", display: "grid", gap: "3" })}>
        {recommendedJobs.map((job) => (
          <li
            key={job.id}
            className={css({
              p: "4",
              borderRadius: "md",
              borderWidth: "1px",
              borderColor: "border.default",
              bg: "bg.subtle",
            })}
          >
            <div className={css({ display: "flex", gap: "3", alignItems: "flex-start" })}>
              <CompanyMark company={job.company} size="sm" />
              <div className={css({ minW: "0" })}>
                <h3 className={css({ fontSize: "sm", fontWeight: "700", lineHeight: "1.35" })}>
                  {job.title}
                </h3>
                <p className={css({ mt: "0.5", fontSize: "xs", color: "fg.muted" })}>
                  {job.company} · {job.location}
                </p>
              </div>
            </div>
            <div
              className={css({
                mt: "3",
                display: "flex",
                alignItems: "center",
                justifyContent: "space-between",
                gap: "2",
                flexWrap: "wrap",
              })}
            >
              <p className={css({ fontSize: "sm", fontWeight: "700" })}>{formatRate(job.rate)}</p>
              <Link
                to="/create-profile"
                state={{ profileNotice: "quickApply" }}
                aria-label={findJobsCopy.quickApplyLabel(job.title)}
                className={css({
                  display: "inline-flex",
                  alignItems: "center",
                  gap: "1",
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
