import { ArrowUpRight, Check } from "lucide-react";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { formatCount, industries, industriesCopy, industryTalentTotal } from "../../content/industries";
import { links } from "../../content/links";
import { footerCopy } from "../../content/navigation";
import { PageIntro } from "../shell/PageIntro";
import { IndustryNav } from "./IndustryNav";
import { IndustrySection } from "./IndustrySection";

const srOnly = css({ srOnly: true });
const externalHint = ` ${footerCopy.externalHint}`;

export function IndustriesPage() {
  return (
    <>
      <PageIntro path="/industries">
        <ExternalLink href={links.professionalsIndex()} className={button({ variant: "solid", size: "lg" })}>
          {industriesCopy.heroPrimary}
          <ArrowUpRight aria-hidden="true" />
          <span className={srOnly}>{externalHint}</span>
        </ExternalLink>
        <ExternalLink
          href={links.workSearch("Hourly Contract")}
          className={button({ variant: "outlineInverted", size: "lg" })}
        >
          {industriesCopy.heroSecondary}
          <ArrowUpRight aria-hidden="true" />
          <span className={srOnly}>{externalHint}</span>
        </ExternalLink>
      </PageIntro>
      <div
        className={css({
          maxW: "container",
          mx: "auto",
          px: { base: "4", md: "6" },
          py: { base: "8", md: "14" },
          display: "grid",
          gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "240px minmax(0, 1fr)" },
          gap: { base: "8", lg: "10", xl: "14" },
          alignItems: "start",
        })}
      >
        <IndustryNav />
        <div className={css({ display: "grid", gap: { base: "8", md: "12" } })}>
          {industries.map((industry, index) => (
            <IndustrySection key={industry.id} industry={industry} index={index} total={industries.length} />
          ))}
        </div>
      </div>
      <ClosingCallToAction />
    </>
  );
}

function ClosingCallToAction() {
  return (
    <section
      aria-labelledby="industries-closing"
      className={css({
        maxW: "container",
        mx: "auto",
        px: { base: "4", md: "6" },
        pb: { base: "14", md: "20" },
      })}
    >
      <div
        className={css({
          bg: "steel.950",
          color: "white",
          borderRadius: "2xl",
          px: { base: "6", md: "12" },
          py: { base: "10", md: "14" },
          display: "grid",
          gap: "8",
          gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) auto" },
          alignItems: "center",
          backgroundImage:
            "radial-gradient(circle at 100% 0%, rgba(245, 106, 18, 0.25), transparent 50%), linear-gradient(135deg, #13202f 0%, #0b1520 100%)",
        })}
      >
        <div className={css({ display: "grid", gap: "3", maxW: "2xl" })}>
          <h2
            id="industries-closing"
            className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "700" })}
          >
            {industriesCopy.closingHeading}
          </h2>
          <p className={css({ color: "steel.200", fontSize: { base: "md", md: "lg" } })}>
            {industriesCopy.closingText}
          </p>
          <ul
            className={css({
              display: "flex",
              flexWrap: "wrap",
              columnGap: "5",
              rowGap: "2",
              mt: "2",
              listStyle: "none",
              fontSize: "sm",
              color: "steel.100",
            })}
          >
            {[
              `${formatCount(industryTalentTotal)} ${industriesCopy.closingPoolLabel}`,
              ...industriesCopy.closingPoints,
            ].map((point) => (
              <li key={point} className={css({ display: "inline-flex", alignItems: "center", gap: "2" })}>
                <Check aria-hidden="true" size={16} className={css({ color: "safety.400" })} />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className={css({ display: "flex", flexWrap: "wrap", gap: "3" })}>
          <ExternalLink href={links.hireWorkAdd()} className={button({ variant: "solid", size: "lg" })}>
            {industriesCopy.closingPrimary}
            <ArrowUpRight aria-hidden="true" />
            <span className={srOnly}>{externalHint}</span>
          </ExternalLink>
          <ExternalLink
            href={links.professionalsIndex()}
            className={button({ variant: "outlineInverted", size: "lg" })}
          >
            {industriesCopy.closingSecondary}
            <ArrowUpRight aria-hidden="true" />
            <span className={srOnly}>{externalHint}</span>
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
