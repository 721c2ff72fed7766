import { MapPin } from "lucide-react";
import { css, cx } from "styled-system/css";
import { cardGrid, detail, flex, labelText, rule, title, visuallyHidden } from "styled-system/patterns";
import { badge, card } from "styled-system/recipes";
import { ExternalButton } from "../../components/ui/ExternalButton";
import { Section } from "../../components/ui/Section";
import { latestProjects } from "../../content/contractors";

const term = detail({ size: "xs" });
const value = labelText();

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
              className={cx(card(), flex({ direction: "column", h: "full" }))}
            >
              <div className={flex({ wrap: "wrap", gap: "2" })}>
                <span className={badge({ tone: job.status === "Immediate Start" ? "accent" : "success" })}>
                  {job.status}
                </span>
                <span className={badge()}>{job.tag}</span>
              </div>
              <h3 id={`job-${job.id}`} className={title({ mt: "4" })}>
                {job.title}
              </h3>
              <p className={detail({ mt: "1", display: "inline-flex", alignItems: "center", gap: "1" })}>
                <MapPin aria-hidden="true" size={14} />
                {job.location}
              </p>
              <dl
                className={rule({
                  mt: "4",
                  mb: "5",
                  pt: "4",
                  display: "grid",
                  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
                  gap: "3",
                })}
              >
                <div>
                  <dt className={term}>{labels.rate}</dt>
                  <dd className={title({ face: "heading", size: "xl" })}>{job.hourlyRate}</dd>
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
