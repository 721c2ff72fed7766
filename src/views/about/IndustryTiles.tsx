import { ArrowRight } from "lucide-react";
import { css } from "styled-system/css";
import {
  cardGrid,
  detail,
  flex,
  iconTile,
  labelText,
  panel,
  sectionBand,
  title,
} from "styled-system/patterns";
import { AnchorLink } from "../../components/ui/AnchorLink";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { industryTiles } from "../../content/about";
import { formatCount, industries, industriesCopy } from "../../content/industries";
import { industryIcons } from "../industries/industryIcons";
import { sectionInner } from "./layout";

/** One tile per industry, each opening its section on /industries. */
export function IndustryTiles() {
  return (
    <section aria-labelledby="about-industries" className={sectionBand()}>
      <div className={sectionInner}>
        <SectionHeading id="about-industries" eyebrow={industryTiles.eyebrow} title={industryTiles.heading} />
        <ul className={cardGrid({ columns: { sm: 2, lg: 3 }, gap: "4", mt: { base: "10", md: "12" } })}>
          {industries.map((industry) => {
            const Icon = industryIcons[industry.id];
            return (
              <li key={industry.id} className={flex()}>
                <AnchorLink
                  to="/industries"
                  hash={industry.id}
                  className={panel({
                    flex: "1",
                    display: "flex",
                    flexDirection: "column",
                    gap: "3",
                    p: "6",
                    color: "fg.default",
                    textDecoration: "none",
                    transitionProperty: "border-color, box-shadow, transform",
                    transitionDuration: "normal",
                    _hover: {
                      borderColor: "border.strong",
                      boxShadow: "raised",
                      transform: "translateY(-2px)",
                    },
                    "&:hover [data-arrow]": { transform: "translateX(3px)" },
                  })}
                >
                  <span className={flex({ align: "center", justify: "space-between" })}>
                    <span className={iconTile({ tone: "inverted" })}>
                      <Icon aria-hidden="true" size={22} strokeWidth={1.75} />
                    </span>
                    <span className={detail({ fontVariantNumeric: "tabular-nums" })}>
                      <strong className={css({ color: "fg.default" })}>
                        {formatCount(industry.talentPool)}
                      </strong>{" "}
                      {industriesCopy.poolLabel}
                    </span>
                  </span>
                  <span className={title({ face: "heading", size: "xl" })}>{industry.label}</span>
                  <span className={detail()}>{industry.tagline}</span>
                  <span
                    className={labelText({
                      tone: "accent",
                      mt: "auto",
                      pt: "2",
                      display: "inline-flex",
                      alignItems: "center",
                      gap: "1.5",
                    })}
                  >
                    {industryTiles.linkLabel}
                    <ArrowRight
                      aria-hidden="true"
                      size={16}
                      data-arrow=""
                      className={css({ transition: "transform token(durations.normal)" })}
                    />
                  </span>
                </AnchorLink>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
