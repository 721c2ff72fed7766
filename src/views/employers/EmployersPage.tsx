import { Handshake, type LucideIcon, Rocket, Star } from "lucide-react";
import { css, cx } from "styled-system/css";
import {
  cardGrid,
  detail,
  eyebrow,
  grid,
  iconTile,
  pageContainer,
  roundMark,
  sectionBand,
  title,
} from "styled-system/patterns";
import { card } from "styled-system/recipes";
import { heroEmployers } from "../../assets/images/illustrations/hero-employers";
import { ExternalButton } from "../../components/ui/ExternalButton";
import { Section } from "../../components/ui/Section";
import {
  chooseUs,
  type EmployersIcon,
  employerHowItWorks,
  employersClosing,
  employersHero,
  featuredExperts,
} from "../../content/employers";
import { HeroHighlights } from "../shell/HeroHighlights";
import { HeroIllustration } from "../shell/HeroIllustration";
import { PageIntro } from "../shell/PageIntro";
import { ExpertCard } from "./ExpertCard";

const icons = { rocket: Rocket, star: Star, handshake: Handshake } satisfies Record<
  EmployersIcon,
  LucideIcon
>;

/** /for-employers: hero, why choose us, how it works, sample experts, closing call to action. */
export function EmployersPage() {
  return (
    <>
      <PageIntro path="/for-employers" figure={<HeroIllustration image={heroEmployers} />}>
        <ExternalButton href={employersHero.cta.href} size="lg">
          {employersHero.cta.label}
        </ExternalButton>
        <HeroHighlights items={employersHero.highlights} />
      </PageIntro>

      <Section copy={chooseUs}>
        <ul className={cardGrid({ single: "1fr", columns: { md: 3 } })}>
          {chooseUs.benefits.map((benefit) => {
            const Icon = icons[benefit.icon];
            return (
              <li key={benefit.title} className={card()}>
                <span className={iconTile({ w: "12", h: "12", borderRadius: "lg" })}>
                  <Icon aria-hidden="true" size={24} />
                </span>
                <h3 className={title({ size: "xl", mt: "4" })}>{benefit.title}</h3>
                <p className={detail({ size: "inherit", mt: "2" })}>{benefit.description}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section copy={employerHowItWorks} tone="subtle">
        <ol className={cardGrid({ single: "1fr", columns: { md: 3 } })}>
          {employerHowItWorks.steps.map((step) => (
            <li
              key={step.step}
              className={cx(card(), css({ position: "relative", pt: { base: "8", md: "10" } }))}
            >
              <span
                aria-hidden="true"
                className={roundMark({
                  size: "10",
                  position: "absolute",
                  top: "-5",
                  left: { base: "5", md: "6" },
                  bg: "accent.default",
                  color: "white",
                  fontFamily: "heading",
                  fontWeight: "700",
                  boxShadow: "0 0 0 6px token(colors.bg.subtle)",
                })}
              >
                {step.step}
              </span>
              <h3 className={title({ size: "xl" })}>{step.title}</h3>
              <p className={eyebrow({ size: "xs", letterSpacing: "0.06em", mt: "1" })}>{step.timeline}</p>
              <p className={detail({ size: "inherit", mt: "3" })}>{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section copy={featuredExperts}>
        <ul className={cardGrid({ single: "1fr", columns: { md: 2, lg: 3 } })}>
          {featuredExperts.experts.map((expert) => (
            <li key={expert.id}>
              <ExpertCard expert={expert} />
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="employers-closing-heading" className={sectionBand({ tone: "inverted" })}>
        <div
          className={pageContainer({
            rhythm: "section",
            display: "flex",
            flexDirection: { base: "column", lg: "row" },
            alignItems: { base: "stretch", lg: "center" },
            justifyContent: "space-between",
            gap: "8",
          })}
        >
          <div className={css({ maxW: "2xl" })}>
            <h2 id="employers-closing-heading" className={title({ size: { base: "2xl", md: "4xl" } })}>
              {employersClosing.heading}
            </h2>
            <p className={detail({ tone: "inverted", size: { base: "md", md: "lg" }, mt: "3" })}>
              {employersClosing.intro}
            </p>
          </div>
          {/* Two buttons of one width: stacked full width on phones, side by side from md. */}
          <div
            className={grid({
              flexShrink: 0,
              gridTemplateColumns: { base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
              gap: "3",
            })}
          >
            <ExternalButton href={employersClosing.primaryCta.href} size="lg">
              {employersClosing.primaryCta.label}
            </ExternalButton>
            <ExternalButton href={employersClosing.secondaryCta.href} variant="outlineInverted" size="lg">
              {employersClosing.secondaryCta.label}
            </ExternalButton>
          </div>
        </div>
      </section>
    </>
  );
}
