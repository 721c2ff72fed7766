import { Link } from "@tanstack/react-router";
import { ArrowRight, ArrowUpRight, Check } from "lucide-react";
import {
  cardGrid,
  detail,
  eyebrow,
  flex,
  listIcon,
  panel,
  plainList,
  sectionBand,
  title,
  visuallyHidden,
} from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { pathways } from "../../content/about";
import { footerCopy } from "../../content/navigation";
import { sectionInner } from "./layout";

export function Pathways() {
  return (
    <section aria-labelledby="about-pathways" className={sectionBand()}>
      <div className={sectionInner}>
        <SectionHeading id="about-pathways" eyebrow={pathways.eyebrow} title={pathways.heading} />
        <ul className={cardGrid({ columns: { md: 3 }, mt: { base: "10", md: "12" } })}>
          {pathways.items.map((pathway) => (
            <li
              key={pathway.audience}
              className={panel({
                elevated: true,
                borderTopWidth: "4px",
                borderTopColor: "accent.vivid",
                display: "flex",
                flexDirection: "column",
                gap: "4",
                p: { base: "6", md: "7" },
              })}
            >
              <p className={eyebrow({ size: "xs" })}>{pathway.audience}</p>
              <h3 className={title({ size: "xl", mt: "-2" })}>{pathway.heading}</h3>
              <p className={detail({ size: "inherit" })}>{pathway.text}</p>
              <ul className={plainList({ fontSize: "sm" })}>
                {pathway.points.map((point) => (
                  <li key={point} className={flex({ gap: "2", align: "center" })}>
                    <Check aria-hidden="true" size={16} className={listIcon()} />
                    {point}
                  </li>
                ))}
              </ul>
              <div className={flex({ mt: "auto", pt: "2", wrap: "wrap", gap: "2" })}>
                <ExternalLink
                  href={pathway.external.href}
                  className={button({ variant: "solid", size: "md" })}
                >
                  {pathway.external.label}
                  <ArrowUpRight aria-hidden="true" />
                  <span className={visuallyHidden()}> {footerCopy.externalHint}</span>
                </ExternalLink>
                <Link to={pathway.internal.to} className={button({ variant: "ghost", size: "md" })}>
                  {pathway.internal.label}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
