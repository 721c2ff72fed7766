import { MapPin } from "lucide-react";
import { css, cx } from "styled-system/css";
import { cardGrid, visuallyHidden } from "styled-system/patterns";
import { badge, card } from "styled-system/recipes";
import { ExternalButton } from "../../components/ui/ExternalButton";
import { Section } from "../../components/ui/Section";
import { latestProjects } from "../../content/contractors";

const term = css({ fontSize: "xs", color: "fg.muted" });
const value = css({ fontWeight: "600", color: "fg.default", fontSize: "sm" });

/** Anchor latest-projects: three sample contracts, each linking to its page on the provider's app. */
export function LatestProjects() {
  const { labels } = latestProjects;
  return (
    <Section copy={latestProjects}>
      <ul className={cardGrid({ single: "1fr", columns: { lg: 3 } })}>
        {latestProjects.jobs.map((job) => (
          <li key={job.id}>
            <article
              aria-labelledby={`job-${job.id}`}
              className={cx(card(), css({ h: "full", display: "flex", flexDirection: "column" }))}
            >
              <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
                <span className={badge({ tone: job.status === "Immediate Start" ? "accent" : "success" })}>
                  {job.status}
                </span>
                <span className={badge()}>{job.tag}</span>
              </div>
              <h3 id={`job-${job.id}`} className={css({ mt: "4", fontSize: "lg", fontWeight: "700" })}>
                {job.title}
              </h3>
              <p
                className={css({
                  mt: "1",
                  display: "inline-flex",
                  alignItems: "center",
                  gap: "1",
                  fontSize: "sm",
                  color: "fg.muted",
                })}
              >
                <MapPin aria-hidden="true" size={14} />
                {job.location}
              </p>
              <dl
                className={css({
                  mt: "4",
                  mb: "5",
                  pt: "4",
                  borderTopWidth: "1px",
                  borderColor: "border.default",
                  display: "grid",
                  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
                  gap: "3",
                })}
              >
                <div>
                  <dt className={term}>{labels.rate}</dt>
                  <dd className={css({ fontFamily: "heading", fontWeight: "700", fontSize: "xl" })}>
                    {job.hourlyRate}
                  </dd>
                </div>
                <div>
                  <dt className={term}>{labels.start}</dt>
                  <dd className={value}>{job.startDate}</dd>
                </div>
                <div>
                  <dt className={term}>{labels.duration}</dt>
                  <dd className={value}>{job.duration}</dd>
                </div>
                <div>
                  <dt className={term}>{labels.schedule}</dt>
                  <dd className={value}>
                    {labels.scheduleText(job.schedule.hoursPerDay, job.schedule.daysPerWeek)}
                  </dd>
                </div>
                <div>
                  <dt className={term}>{labels.travel}</dt>
                  <dd className={value}>{job.travelExpenses}</dd>
                </div>
              </dl>
              <ExternalButton href={job.url} variant="outline" className={css({ mt: "auto", w: "full" })}>
                {labels.view}
                <span className={visuallyHidden()}>: {job.title}</span>
              </ExternalButton>
            </article>
          </li>
        ))}
      </ul>
      <div className={css({ mt: { base: "8", md: "10" }, textAlign: "center" })}>
        <ExternalButton href={latestProjects.moreCta.href} size="lg">
          {latestProjects.moreCta.label}
        </ExternalButton>
      </div>
    </Section>
  );
}
