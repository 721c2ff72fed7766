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
import {
  detail,
  eyebrow,
  flex,
  grid,
  listIcon,
  panel,
  plainList,
  title,
  visuallyHidden,
} from "styled-system/patterns";
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

/*
 * The sidebar is a static part (parts.ts): its code loads only for a client navigation, so the
 * theme's patterns cost the page's first load nothing here.
 */
const cardBox = panel({ elevated: true, borderRadius: "xl", p: "6" });
const cardHeading = title();
/** A heading with its icon before it. */
const iconHeading = title({ display: "flex", alignItems: "center", gap: "2" });
const star = css({ color: "accent.vivid", fill: "accent.vivid" });
const accentIcon = css({ color: "fg.accent" });
const srOnly = visuallyHidden();
/** A figure's grey tile in the featured contractor's facts. */
const factTile = css({ p: "3", borderRadius: "md", bg: "bg.subtle" });
const muted = detail({ size: "inherit" });
const strong = css({ fontWeight: "700" });
/** A market figure: its label (icon first) on the left, the value on the right. */
const insightRow = flex({ justify: "space-between", align: "center", gap: "3" });
const insightLabel = flex({ align: "center", gap: "2", color: "fg.muted" });
const insightValue = title({ face: "heading", size: "md" });

/** The right column: featured contractor, 'Hire Our Top Talent', market insights and custom search. */
export function Sidebar() {
  const f = featuredContractor;
  return (
    <aside aria-label={sidebarLabel} className={grid({ gap: "6", alignContent: "start" })}>
      <section aria-labelledby="featured-heading" className={cardBox}>
        <h2 id="featured-heading" className={eyebrow({ size: "xs" })}>
          {f.heading}
        </h2>
        <div className={flex({ align: "center", gap: "4", mt: "4" })}>
          <ContractorPortrait portrait={featuredContractorPhoto.portrait} size={72} />
          <div>
            <p className={title({ face: "heading" })}>{f.name}</p>
            <p className={detail()}>{f.title}</p>
            <p className={flex({ align: "center", gap: "1", mt: "1", fontSize: "sm" })}>
              <Star aria-hidden="true" size={14} className={star} />
              <span className={strong}>{f.rating.toFixed(1)}</span>
              <span className={srOnly}>{f.ratingOutOf}</span>
            </p>
          </div>
        </div>
        <ul className={plainList({ flow: "wrap", gap: "1.5", mt: "4" })}>
          {f.specialties.map((specialty) => (
            <li key={specialty} className={badge({ tone: "neutral", size: "md" })}>
              {specialty}
            </li>
          ))}
        </ul>
        <dl className={grid({ gap: "3", gridTemplateColumns: "1fr 1fr", mt: "4", fontSize: "sm" })}>
          <div className={factTile}>
            <dt className={muted}>{f.experienceLabel}</dt>
            <dd className={strong}>{f.experience}</dd>
          </div>
          <div className={factTile}>
            <dt className={muted}>{f.rateLabel}</dt>
            <dd className={strong}>{f.rate}</dd>
          </div>
        </dl>
        <ExternalLink
          href={links.contractorProfile(f.id, f.name)}
          className={cx(button({ variant: "outline", size: "sm" }), css({ mt: "4", w: "full" }))}
        >
          {f.viewProfile}
          <span className={srOnly}>: {f.name}</span>
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
        <p className={detail({ tone: "inverted", mt: "1" })}>{topTalent.intro}</p>
        <ul className={plainList({ gap: "2.5", mt: "4" })}>
          {topTalent.points.map((point) => (
            <li key={point} className={flex({ align: "center", gap: "2.5", fontSize: "sm" })}>
              <CircleCheck
                aria-hidden="true"
                size={18}
                className={listIcon({ color: "fg.invertedAccent" })}
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
        <h2 id="insights-heading" className={iconHeading}>
          <TrendingUp aria-hidden="true" size={20} className={accentIcon} />
          {marketInsights.heading}
        </h2>
        <dl className={grid({ gap: "4", mt: "4", fontSize: "sm" })}>
          <div className={insightRow}>
            <dt className={insightLabel}>
              <MapPin aria-hidden="true" size={16} />
              {marketInsights.averageRate.label}
            </dt>
            <dd className={insightValue}>{marketInsights.averageRate.value}</dd>
          </div>
          <div>
            <dt className={muted}>{marketInsights.inDemand.label}</dt>
            <dd className={css({ mt: "2" })}>
              <ul className={plainList({ flow: "wrap", gap: "1.5" })}>
                {marketInsights.inDemand.skills.map((skill) => (
                  <li key={skill} className={badge({ tone: "accent" })}>
                    {skill}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div className={insightRow}>
            <dt className={insightLabel}>
              <Clock aria-hidden="true" size={16} />
              {marketInsights.responseTime.label}
            </dt>
            <dd className={insightValue}>{marketInsights.responseTime.value}</dd>
          </div>
        </dl>
      </section>

      <section
        aria-labelledby="custom-search-heading"
        className={panel({ tone: "subtle", borderRadius: "xl", p: "6" })}
      >
        <h2 id="custom-search-heading" className={iconHeading}>
          <Headphones aria-hidden="true" size={20} className={accentIcon} />
          {customSearch.heading}
        </h2>
        <p className={detail({ mt: "2" })}>{customSearch.body}</p>
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
