import { detail, eyebrow, flex, iconText, listIcon, title } from "styled-system/patterns";
import { ExternalButton } from "../../components/ui/ExternalButton";
import { homeHero } from "../../content/home";
import { pages } from "../../content/pages";
import { homeIcons } from "./homeIcons";

/** The hero's copy: the one <h1>, the tagline, both calls to action and the trust badges. */
export function HeroCopy() {
  const page = pages["/"];
  return (
    <div>
      <p className={eyebrow({ tone: "inverted", fontWeight: "600" })}>{page.eyebrow}</p>
      <h1
        id="page-heading"
        className={title({
          size: { base: "4xl", md: "5xl", xl: "6xl" },
          mt: "3",
          lineHeight: "1.08",
          letterSpacing: "-0.02em",
        })}
      >
        {page.heading}
      </h1>
      <p className={detail({ tone: "inverted", size: { base: "lg", md: "xl" }, mt: "5", maxW: "xl" })}>
        {page.intro}
      </p>
      {/* Stacked full width on phones, side by side from sm. */}
      <div className={flex({ mt: "8", direction: { base: "column", sm: "row" }, wrap: "wrap", gap: "3" })}>
        <ExternalButton href={homeHero.primaryCta.href} size="lg">
          {homeHero.primaryCta.label}
        </ExternalButton>
        <ExternalButton href={homeHero.secondaryCta.href} variant="outlineInverted" size="lg">
          {homeHero.secondaryCta.label}
        </ExternalButton>
      </div>
      <ul
        aria-label={homeHero.trustBadgesLabel}
        className={flex({ mt: "8", wrap: "wrap", columnGap: "5", rowGap: "3", listStyle: "none" })}
      >
        {homeHero.trustBadges.map(({ icon, label }) => {
          const Icon = homeIcons[icon];
          return (
            <li
              key={label}
              className={iconText({
                gap: "2",
                fontSize: "sm",
                fontWeight: "500",
                color: "fg.invertedSoft",
              })}
            >
              <Icon aria-hidden="true" size={18} className={listIcon({ color: "accent.bright" })} />
              {label}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
