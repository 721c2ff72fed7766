import { ArrowUpRight } from "lucide-react";
import { css } from "styled-system/css";
import { visuallyHidden } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { CallToActionPanel } from "../../components/ui/CallToActionPanel";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { formatCount } from "../../content/industries";
import { links } from "../../content/links";
import { locationsCopy, networkCountries } from "../../content/locations";
import { footerCopy } from "../../content/navigation";
import { HeroBars } from "../shell/HeroBars";
import { PageIntro } from "../shell/PageIntro";
import { GlobalNetwork } from "./GlobalNetwork";
import { RegionNav } from "./RegionNav";
import { RegionSections } from "./RegionSections";
import { UnitedStates } from "./UnitedStates";

const srOnly = visuallyHidden();

export function LocationsPage() {
  return (
    <>
      <PageIntro
        path="/locations"
        figure={
          <HeroBars
            caption={locationsCopy.heroChartCaption}
            note={locationsCopy.heroChartNote}
            bars={[...networkCountries]
              .sort((a, b) => b.specialists - a.specialists)
              .map((country) => ({
                label: country.name,
                value: country.specialists,
                display: formatCount(country.specialists),
              }))}
          />
        }
        figureSize="narrow"
      >
        <ExternalLink href={links.professionalsIndex()} className={button({ variant: "solid", size: "lg" })}>
          {locationsCopy.heroPrimary}
          <ArrowUpRight aria-hidden="true" />
          <span className={srOnly}> {footerCopy.externalHint}</span>
        </ExternalLink>
        <ExternalLink
          href={links.workSearch("Hourly Contract")}
          className={button({ variant: "outlineInverted", size: "lg" })}
        >
          {locationsCopy.heroSecondary}
          <ArrowUpRight aria-hidden="true" />
          <span className={srOnly}> {footerCopy.externalHint}</span>
        </ExternalLink>
      </PageIntro>
      <RegionNav />
      <GlobalNetwork />
      <UnitedStates />
      <RegionSections />
      <div className={css({ bg: "bg.subtle" })}>
        <CallToActionPanel
          id="locations-closing"
          heading={locationsCopy.closingHeading}
          text={locationsCopy.closingText}
          points={locationsCopy.closingPoints}
          actions={[
            { label: locationsCopy.closingPrimary, href: links.hireWorkAdd(), variant: "solid" },
            {
              label: locationsCopy.closingSecondary,
              href: links.professionalsIndex(),
              variant: "outlineInverted",
            },
          ]}
          hint={footerCopy.externalHint}
        />
      </div>
    </>
  );
}
