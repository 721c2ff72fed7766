import { MapPin, Star } from "lucide-react";
import { css, cx } from "styled-system/css";
import { detail, flex, rule, title, visuallyHidden } from "styled-system/patterns";
import { badge, card } from "styled-system/recipes";
import { ExternalButton } from "../../components/ui/ExternalButton";
import { Portrait } from "../../components/ui/Portrait";
import { type ExpertCard as Expert, featuredExperts } from "../../content/employers";

const ring = css({ boxShadow: "0 0 0 3px white, 0 0 0 4px token(colors.border.default)" });

const statLabel = detail({ size: "xs" });
const statValue = title({ face: "heading", color: "fg.default" });

/** One sample expert: who, what, where, rate, availability, track record and a link to the profile. */
export function ExpertCard({ expert }: { expert: Expert }) {
  const labels = featuredExperts.labels;
  return (
    <article
      aria-labelledby={`expert-${expert.id}`}
      className={cx(card(), flex({ direction: "column", h: "full" }))}
    >
      <div className={flex({ align: "center", gap: "4" })}>
        <Portrait photo={expert.photo} size={72} className={ring} />
        <div className={css({ minW: "0" })}>
          <h3 id={`expert-${expert.id}`} className={title()}>
            {expert.name}
          </h3>
          <p className={detail()}>{expert.specialization}</p>
        </div>
      </div>
      <div className={detail({ mt: "4", display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" })}>
        <span className={badge({ tone: "success" })}>{expert.availability}</span>
        <span className={flex({ display: "inline-flex", align: "center", gap: "1" })}>
          <MapPin aria-hidden="true" size={14} />
          {expert.location}
        </span>
      </div>
      <dl
        className={rule({
          mt: "5",
          mb: "5",
          pt: "4",
          display: "grid",
          gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
          gap: "3",
        })}
      >
        <div>
          <dt className={statLabel}>{labels.rate}</dt>
          <dd className={statValue}>${expert.ratePerHour}/hr</dd>
        </div>
        <div>
          <dt className={statLabel}>{labels.rating}</dt>
          <dd className={cx(statValue, flex({ align: "center", gap: "1" }))}>
            <Star
              aria-hidden="true"
              size={16}
              fill="currentColor"
              className={css({ color: "accent.vivid" })}
            />
            {expert.rating.toFixed(1)}
            <span className={visuallyHidden()}> {labels.outOf}</span>
          </dd>
        </div>
        <div>
          <dt className={statLabel}>{labels.projects}</dt>
          <dd className={statValue}>{expert.projects}</dd>
        </div>
        <div>
          <dt className={statLabel}>{labels.successRate}</dt>
          <dd className={statValue}>{expert.successRate}%</dd>
        </div>
      </dl>
      <ExternalButton href={expert.profileUrl} variant="outline" className={css({ mt: "auto", w: "full" })}>
        {labels.viewProfile}
        <span className={visuallyHidden()}> {expert.name}</span>
      </ExternalButton>
    </article>
  );
}
