import { Link } from "@tanstack/react-router";
import {
  ArrowRight,
  CircleCheck,
  Clock,
  ExternalLink as ExternalLinkIcon,
  Headphones,
  MapPin,
  Star,
  TrendingUp,
} from "lucide-react";
import { css, cx } from "styled-system/css";
import { badge, button } from "styled-system/recipes";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { links } from "../../content/links";
import { featuredContractorPhoto } from "../../content/sampleContractors";
import {
  customSearch,
  featuredContractor,
  marketInsights,
  sidebarLabel,
  topTalent,
} from "../../content/searchContractors";
import { ContractorPortrait } from "./ContractorPortrait";

/** Raw styles, so a card that differs can merge its changes in one css() call. */
const cardBoxStyle = css.raw({
  bg: "bg.panel",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "xl",
  boxShadow: "card",
  p: "6",
});
const cardBox = css(cardBoxStyle);
const cardHeading = css({ fontSize: "lg", fontWeight: "700" });

/** The right column: featured contractor, 'Hire Our Top Talent', market insights and custom search. */
export function Sidebar() {
  const f = featuredContractor;
  return (
    <aside aria-label={sidebarLabel} className={css({ display: "grid", gap: "6", alignContent: "start" })}>
      <section aria-labelledby="featured-heading" className={cardBox}>
        <h2
          id="featured-heading"
          className={css({
            fontSize: "xs",
            fontWeight: "700",
            textTransform: "uppercase",
            letterSpacing: "0.08em",
            color: "fg.accent",
          })}
        >
          {f.heading}
        </h2>
        <div className={css({ mt: "4", display: "flex", gap: "4", alignItems: "center" })}>
          <ContractorPortrait portrait={featuredContractorPhoto.portrait} size={72} />
          <div>
            <p className={css({ fontFamily: "heading", fontSize: "lg", fontWeight: "700" })}>{f.name}</p>
            <p className={css({ fontSize: "sm", color: "fg.muted" })}>{f.title}</p>
            <p className={css({ mt: "1", display: "flex", alignItems: "center", gap: "1", fontSize: "sm" })}>
              <Star
                aria-hidden="true"
                size={14}
                className={css({ color: "accent.vivid", fill: "accent.vivid" })}
              />
              <span className={css({ fontWeight: "700" })}>{f.rating.toFixed(1)}</span>
              <span className={css({ srOnly: true })}>{f.ratingOutOf}</span>
            </p>
          </div>
        </div>
        <ul className={css({ mt: "4", listStyle: "none", display: "flex", flexWrap: "wrap", gap: "1.5" })}>
          {f.specialties.map((specialty) => (
            <li key={specialty} className={badge({ tone: "neutral", size: "md" })}>
              {specialty}
            </li>
          ))}
        </ul>
        <dl
          className={css({
            mt: "4",
            display: "grid",
            gridTemplateColumns: "1fr 1fr",
            gap: "3",
            fontSize: "sm",
          })}
        >
          <div className={css({ p: "3", borderRadius: "md", bg: "bg.subtle" })}>
            <dt className={css({ color: "fg.muted" })}>{f.experienceLabel}</dt>
            <dd className={css({ fontWeight: "700" })}>{f.experience}</dd>
          </div>
          <div className={css({ p: "3", borderRadius: "md", bg: "bg.subtle" })}>
            <dt className={css({ color: "fg.muted" })}>{f.rateLabel}</dt>
            <dd className={css({ fontWeight: "700" })}>{f.rate}</dd>
          </div>
        </dl>
        <ExternalLink
          href={links.contractorProfile(f.id, f.name)}
          className={cx(button({ variant: "outline", size: "sm" }), css({ mt: "4", w: "full" }))}
        >
          {f.viewProfile}
          <span className={css({ srOnly: true })}>: {f.name}</span>
          <ExternalLinkIcon aria-hidden="true" />
        </ExternalLink>
      </section>

      <section
        aria-labelledby="top-talent-heading"
        className={css({
          borderRadius: "xl",
          p: "6",
          color: "white",
          bg: "bg.inverted",
          backgroundImage: "radial-gradient(circle at 100% 0%, rgba(245, 106, 18, 0.28), transparent 55%)",
        })}
      >
        <h2 id="top-talent-heading" className={cardHeading}>
          {topTalent.heading}
        </h2>
        <p className={css({ mt: "1", fontSize: "sm", color: "fg.invertedMuted" })}>{topTalent.intro}</p>
        <ul className={css({ mt: "4", display: "grid", gap: "2.5", listStyle: "none" })}>
          {topTalent.points.map((point) => (
            <li
              key={point}
              className={css({ display: "flex", alignItems: "center", gap: "2.5", fontSize: "sm" })}
            >
              <CircleCheck
                aria-hidden="true"
                size={18}
                className={css({ color: "fg.invertedAccent", flexShrink: 0 })}
              />
              {point}
            </li>
          ))}
        </ul>
        <Link to="/post-project" className={cx(button({ variant: "solid" }), css({ mt: "5", w: "full" }))}>
          {topTalent.cta}
          <ArrowRight aria-hidden="true" />
        </Link>
      </section>

      <section aria-labelledby="insights-heading" className={cardBox}>
        <h2
          id="insights-heading"
          className={cx(cardHeading, css({ display: "flex", alignItems: "center", gap: "2" }))}
        >
          <TrendingUp aria-hidden="true" size={20} className={css({ color: "fg.accent" })} />
          {marketInsights.heading}
        </h2>
        <dl className={css({ mt: "4", display: "grid", gap: "4", fontSize: "sm" })}>
          <div
            className={css({
              display: "flex",
              justifyContent: "space-between",
              alignItems: "center",
              gap: "3",
            })}
          >
            <dt className={css({ display: "flex", alignItems: "center", gap: "2", color: "fg.muted" })}>
              <MapPin aria-hidden="true" size={16} />
              {marketInsights.averageRate.label}
            </dt>
            <dd className={css({ fontWeight: "700", fontFamily: "heading", fontSize: "md" })}>
              {marketInsights.averageRate.value}
            </dd>
          </div>
          <div>
            <dt className={css({ color: "fg.muted" })}>{marketInsights.inDemand.label}</dt>
            <dd className={css({ mt: "2" })}>
              <ul className={css({ listStyle: "none", display: "flex", flexWrap: "wrap", gap: "1.5" })}>
                {marketInsights.inDemand.skills.map((skill) => (
                  <li key={skill} className={badge({ tone: "accent" })}>
                    {skill}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div
            className={css({
              display: "flex",
              justifyContent: "space-between",
              alignItems: "center",
              gap: "3",
            })}
          >
            <dt className={css({ display: "flex", alignItems: "center", gap: "2", color: "fg.muted" })}>
              <Clock aria-hidden="true" size={16} />
              {marketInsights.responseTime.label}
            </dt>
            <dd className={css({ fontWeight: "700", fontFamily: "heading", fontSize: "md" })}>
              {marketInsights.responseTime.value}
            </dd>
          </div>
        </dl>
      </section>

      <section
        aria-labelledby="custom-search-heading"
        className={css(cardBoxStyle, { bg: "bg.subtle", boxShadow: "none" })}
      >
        <h2
          id="custom-search-heading"
          className={cx(cardHeading, css({ display: "flex", alignItems: "center", gap: "2" }))}
        >
          <Headphones aria-hidden="true" size={20} className={css({ color: "fg.accent" })} />
          {customSearch.heading}
        </h2>
        <p className={css({ mt: "2", fontSize: "sm", color: "fg.muted" })}>{customSearch.body}</p>
        <ExternalLink
          href={links.contact()}
          className={cx(button({ variant: "outline", size: "sm" }), css({ mt: "4" }))}
        >
          {customSearch.cta}
          <ExternalLinkIcon aria-hidden="true" />
        </ExternalLink>
      </section>
    </aside>
  );
}
