import { ExternalLink as ExternalLinkIcon, MapPin, ShieldCheck, Star } from "lucide-react";
import { css, cx } from "styled-system/css";
import {
  detail,
  flex,
  iconText,
  labelText,
  panel,
  plainList,
  rule,
  title,
  visuallyHidden,
  wrap,
} from "styled-system/patterns";
import { badge, button } from "styled-system/recipes";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { links } from "../../content/links";
import type { SampleContractor } from "../../content/sampleContractors";
import { AVAILABILITY_LABELS, searchContractorsCopy } from "../../content/searchContractors";
import { ContractorPortrait } from "./ContractorPortrait";

const copy = searchContractorsCopy.card;

/** One sample contractor. The heading takes focus when 'Load More' reveals the card. */
export function ContractorCard({ contractor: c }: { contractor: SampleContractor }) {
  const headingId = `contractor-${c.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="contractor-card"
      data-id={c.id}
      className={panel({
        elevated: true,
        borderRadius: "xl",
        p: { base: "5", md: "6" },
        display: "grid",
        gap: "4",
        transitionProperty: "border-color, box-shadow",
        transitionDuration: "normal",
        _hover: { borderColor: "border.strong", boxShadow: "raised" },
      })}
    >
      <div className={flex({ align: "flex-start", gap: "4" })}>
        <div className={css({ position: "relative", flexShrink: 0 })}>
          <ContractorPortrait portrait={c.photo.portrait} size={64} />
          <span
            aria-hidden="true"
            className={css({
              position: "absolute",
              right: "0.5",
              bottom: "0.5",
              w: "3.5",
              h: "3.5",
              borderRadius: "full",
              borderWidth: "2px",
              borderColor: "white",
              bg: c.isOnline ? "success.fg" : "border.strong",
            })}
          />
        </div>
        <div className={css({ flex: "1", minW: "0" })}>
          <div className={wrap({ align: "center", gap: "2" })}>
            <h3
              id={headingId}
              tabIndex={-1}
              className={title({
                _focus: { outline: "none" },
                _focusVisible: { outline: "3px solid token(colors.focusRing)" },
              })}
            >
              {c.name}
            </h3>
            {c.certified ? (
              <span className={badge({ tone: "success" })}>
                <ShieldCheck aria-hidden="true" size={12} />
                {copy.certified}
              </span>
            ) : null}
            <span className={labelText({ size: "xs", color: c.isOnline ? "success.fg" : "fg.muted" })}>
              {c.isOnline ? copy.online : copy.offline}
            </span>
          </div>
          <p className={css({ fontWeight: "500", color: "fg.default" })}>{c.title}</p>
          <p
            className={wrap({
              align: "center",
              columnGap: "3",
              rowGap: "1",
              mt: "1",
              fontSize: "sm",
              color: "fg.muted",
            })}
          >
            <span className={iconText()}>
              <MapPin aria-hidden="true" size={14} />
              {c.location}
            </span>
            <span data-testid="distance">{copy.milesAway(c.distance)}</span>
            <span className={iconText({ color: "fg.default" })}>
              <Star
                aria-hidden="true"
                size={14}
                className={css({ color: "accent.vivid", fill: "accent.vivid" })}
              />
              <span className={visuallyHidden()}>{copy.rating(c.rating)}</span>
              <span aria-hidden="true" data-testid="rating" className={css({ fontWeight: "700" })}>
                {c.rating.toFixed(1)}
              </span>
              <span className={detail({ size: "inherit" })}>({copy.reviews(c.reviews)})</span>
            </span>
          </p>
        </div>
        <div className={css({ textAlign: "right", flexShrink: 0, display: { base: "none", sm: "block" } })}>
          <p className={title({ face: "heading", size: "2xl", lineHeight: "1" })}>
            <span className={visuallyHidden()}>{copy.rateLabel}: </span>
            <span data-testid="rate">${c.rate}</span>
            <span className={detail({ fontWeight: "500" })}>{copy.perHour}</span>
          </p>
          <p className={labelText({ mt: "2", color: c.availability === "now" ? "success.fg" : "fg.muted" })}>
            {AVAILABILITY_LABELS[c.availability]}
          </p>
        </div>
      </div>

      <div
        className={flex({
          justify: "space-between",
          align: "baseline",
          display: { base: "flex", sm: "none" },
        })}
      >
        <p className={title({ face: "heading", size: "xl" })}>
          <span className={visuallyHidden()}>{copy.rateLabel}: </span>${c.rate}
          <span className={detail({ fontWeight: "500" })}>{copy.perHour}</span>
        </p>
        <p className={labelText({ color: c.availability === "now" ? "success.fg" : "fg.muted" })}>
          {AVAILABILITY_LABELS[c.availability]}
        </p>
      </div>

      <ul aria-label={copy.skillsLabel} className={plainList({ flow: "wrap", gap: "1.5" })}>
        {c.skills.map((skill) => (
          <li key={skill} className={badge({ tone: "neutral", size: "md" })}>
            {skill}
          </li>
        ))}
      </ul>

      <div className={rule({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "4", pt: "4" })}>
        <dl className={flex({ gap: "6", fontSize: "sm" })}>
          <div>
            <dt className={detail({ size: "inherit" })}>{copy.jobSuccess}</dt>
            <dd className={css({ fontWeight: "700" })}>{c.jobSuccess}%</dd>
          </div>
          <div>
            <dt className={detail({ size: "inherit" })}>{copy.earned}</dt>
            <dd className={css({ fontWeight: "700" })}>{copy.earnedValue(c.totalEarned)}</dd>
          </div>
        </dl>
        <div className={wrap({ gap: "2", ml: { md: "auto" }, w: { base: "full", md: "auto" } })}>
          <ExternalLink
            href={links.contractorProfile(c.id, c.name)}
            className={cx(
              button({ variant: "outline", size: "sm" }),
              css({ flex: { base: "1", md: "none" } }),
            )}
          >
            {copy.viewProfile}
            <span className={visuallyHidden()}>{copy.forName(c.name)}</span>
            <ExternalLinkIcon aria-hidden="true" />
          </ExternalLink>
          <ExternalLink
            href={links.hireWorkAdd()}
            className={cx(button({ variant: "solid", size: "sm" }), css({ flex: { base: "1", md: "none" } }))}
          >
            {copy.invite}
            <span className={visuallyHidden()}>{copy.forName(c.name)}</span>
          </ExternalLink>
        </div>
      </div>
    </article>
  );
}
