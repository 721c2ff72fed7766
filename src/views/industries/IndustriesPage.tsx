import { ArrowUpRight } from "lucide-react";
import { grid, pageContainer, visuallyHidden } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { CallToActionPanel } from "../../components/ui/CallToActionPanel";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { formatCount, industries, industriesCopy, industryTalentTotal } from "../../content/industries";
import { links } from "../../content/links";
import { footerCopy } from "../../content/navigation";
import { HeroBars } from "../shell/HeroBars";
import { PageIntro } from "../shell/PageIntro";
import { IndustryNav } from "./IndustryNav";
import { IndustrySection } from "./IndustrySection";

const srOnly = visuallyHidden();
const externalHint = ` ${footerCopy.externalHint}`;

export function IndustriesPage() {
  return (
    <>
      <PageIntro
        path="/industries"
        figure={
          <HeroBars
            caption={industriesCopy.heroChartCaption}
            note={industriesCopy.heroChartNote}
            bars={industries.map((industry) => ({
              label: industry.label,
              value: industry.talentPool,
              display: formatCount(industry.talentPool),
            }))}
          />
        }
        figureSize="narrow"
      >
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
        className={pageContainer({
          py: { base: "8", md: "14" },
          display: "grid",
          gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "240px minmax(0, 1fr)" },
          gap: { base: "8", lg: "10", xl: "14" },
          alignItems: "start",
        })}
      >
        <IndustryNav />
        <div className={grid({ gap: { base: "8", md: "12" } })}>
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
    <CallToActionPanel
      id="industries-closing"
      heading={industriesCopy.closingHeading}
      text={industriesCopy.closingText}
      points={[
        `${formatCount(industryTalentTotal)} ${industriesCopy.closingPoolLabel}`,
        ...industriesCopy.closingPoints,
      ]}
      actions={[
        { label: industriesCopy.closingPrimary, href: links.hireWorkAdd(), variant: "solid" },
        {
          label: industriesCopy.closingSecondary,
          href: links.professionalsIndex(),
          variant: "outlineInverted",
        },
      ]}
      hint={footerCopy.externalHint}
    />
  );
}
