import { Check, Handshake, type LucideIcon, Rocket, Star } from "lucide-react";
import { css, cx } from "styled-system/css";
import { card } from "styled-system/recipes";
import { heroEmployers } from "../../assets/images/illustrations/hero-employers";
import { ExternalButton } from "../../components/ui/ExternalButton";
import { container, Section } from "../../components/ui/Section";
import {
  chooseUs,
  type EmployersIcon,
  employerHowItWorks,
  employersClosing,
  employersHero,
  featuredExperts,
} from "../../content/employers";
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
        <ul
          className={css({
            flexBasis: "full",
            mt: "3",
            display: "flex",
            flexWrap: "wrap",
            gap: { base: "2", md: "5" },
            listStyle: "none",
          })}
        >
          {employersHero.highlights.map((item) => (
            <li
              key={item}
              className={css({ display: "inline-flex", alignItems: "center", gap: "2", color: "steel.100" })}
            >
              <Check aria-hidden="true" size={18} className={css({ color: "safety.400" })} />
              {item}
            </li>
          ))}
        </ul>
      </PageIntro>

      <Section copy={chooseUs}>
        <ul
          className={css({
            listStyle: "none",
            display: "grid",
            gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" },
            gap: { base: "4", md: "6" },
          })}
        >
          {chooseUs.benefits.map((benefit) => {
            const Icon = icons[benefit.icon];
            return (
              <li key={benefit.title} className={card()}>
                <span
                  className={css({
                    display: "inline-flex",
                    alignItems: "center",
                    justifyContent: "center",
                    w: "12",
                    h: "12",
                    borderRadius: "lg",
                    bg: "accent.subtle",
                    color: "fg.accent",
                  })}
                >
                  <Icon aria-hidden="true" size={24} />
                </span>
                <h3 className={css({ mt: "4", fontSize: "xl", fontWeight: "700" })}>{benefit.title}</h3>
                <p className={css({ mt: "2", color: "fg.muted" })}>{benefit.description}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section copy={employerHowItWorks} tone="subtle">
        <ol
          className={css({
            listStyle: "none",
            display: "grid",
            gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" },
            gap: { base: "4", md: "6" },
          })}
        >
          {employerHowItWorks.steps.map((step) => (
            <li
              key={step.step}
              className={cx(card(), css({ position: "relative", pt: { base: "8", md: "10" } }))}
            >
              <span
                aria-hidden="true"
                className={css({
                  position: "absolute",
                  top: "-5",
                  left: { base: "5", md: "6" },
                  display: "inline-flex",
                  alignItems: "center",
                  justifyContent: "center",
                  w: "10",
                  h: "10",
                  borderRadius: "full",
                  bg: "accent.default",
                  color: "white",
                  fontFamily: "heading",
                  fontWeight: "700",
                  boxShadow: "0 0 0 6px token(colors.bg.subtle)",
                })}
              >
                {step.step}
              </span>
              <h3 className={css({ fontSize: "xl", fontWeight: "700" })}>{step.title}</h3>
              <p
                className={css({
                  mt: "1",
                  fontSize: "xs",
                  fontWeight: "700",
                  textTransform: "uppercase",
                  letterSpacing: "0.06em",
                  color: "fg.accent",
                })}
              >
                {step.timeline}
              </p>
              <p className={css({ mt: "3", color: "fg.muted" })}>{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section copy={featuredExperts}>
        <ul
          className={css({
            listStyle: "none",
            display: "grid",
            gridTemplateColumns: {
              base: "1fr",
              md: "repeat(2, minmax(0, 1fr))",
              lg: "repeat(3, minmax(0, 1fr))",
            },
            gap: { base: "4", md: "6" },
          })}
        >
          {featuredExperts.experts.map((expert) => (
            <li key={expert.id}>
              <ExpertCard expert={expert} />
            </li>
          ))}
        </ul>
      </Section>

      <section
        aria-labelledby="employers-closing-heading"
        className={css({ bg: "steel.950", color: "white" })}
      >
        <div
          className={cx(
            container,
            css({
              py: { base: "14", md: "20" },
              display: "flex",
              flexDirection: { base: "column", lg: "row" },
              alignItems: { base: "stretch", lg: "center" },
              justifyContent: "space-between",
              gap: "8",
            }),
          )}
        >
          <div className={css({ maxW: "2xl" })}>
            <h2
              id="employers-closing-heading"
              className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "700" })}
            >
              {employersClosing.heading}
            </h2>
            <p className={css({ mt: "3", fontSize: { base: "md", md: "lg" }, color: "steel.200" })}>
              {employersClosing.intro}
            </p>
          </div>
          {/* Two buttons of one width: stacked full width on phones, side by side from md. */}
          <div
            className={css({
              flexShrink: 0,
              display: "grid",
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
