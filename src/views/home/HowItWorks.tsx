import { Link } from "@tanstack/react-router";
import { ArrowRight, Check } from "lucide-react";
import { css, cx } from "styled-system/css";
import { detail, flex, plainList, title } from "styled-system/patterns";
import { button, card } from "styled-system/recipes";
import { Section } from "../../components/ui/Section";
import { type HowItWorksAction, howItWorks } from "../../content/home";

const stepNumber = css({
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "10",
  h: "10",
  borderRadius: "full",
  fontFamily: "heading",
  fontWeight: "700",
});

const timeline = title({
  size: "xs",
  display: "inline-block",
  mt: "1",
  textTransform: "uppercase",
  letterSpacing: "0.06em",
});

interface Step {
  title: string;
  when: string;
  description: string;
  details: string[];
}

/** Each audience's colours: the employer card light, the contractor card dark. */
const TONES = {
  light: {
    card: card(),
    heading: css({}),
    number: css({ bg: "accent.default", color: "white" }),
    title: css({}),
    when: css({ color: "fg.accent" }),
    text: detail({ size: "inherit" }),
    detail: css({ color: "fg.default" }),
    check: css({ color: "success.fg" }),
    rule: css({ borderColor: "border.default" }),
    action: button({ variant: "solid", size: "md" }),
  },
  dark: {
    card: card({ tone: "inverted" }),
    heading: css({ color: "white" }),
    number: css({
      bg: "bg.invertedMuted",
      color: "fg.invertedAccent",
      borderWidth: "1px",
      borderColor: "border.invertedStrong",
    }),
    title: css({ color: "white" }),
    when: css({ color: "fg.invertedAccent" }),
    text: detail({ tone: "inverted", size: "inherit" }),
    detail: css({ color: "fg.invertedSoft" }),
    check: css({ color: "fg.invertedAccent" }),
    rule: css({ borderColor: "border.invertedStrong" }),
    action: button({ variant: "solid", size: "md" }),
  },
};

/**
 * One audience's four steps, drawn the same way for both (number, title, when, what, two details),
 * so the two columns read as a pair, share a height and end on their next action.
 */
function Column({
  heading,
  steps,
  action,
  tone,
}: {
  heading: string;
  steps: Step[];
  action: HowItWorksAction;
  tone: keyof typeof TONES;
}) {
  const t = TONES[tone];
  return (
    <div className={cx(t.card, flex({ direction: "column", h: "full" }))}>
      <h3 className={cx(title({ size: "xl" }), t.heading)}>{heading}</h3>
      <ol className={plainList({ gap: "6", mt: "6" })}>
        {steps.map((step, index) => (
          <li key={step.title} className={flex({ gap: "4" })}>
            <span aria-hidden="true" className={cx(stepNumber, t.number)}>
              {index + 1}
            </span>
            <div>
              <h4 className={cx(title(), t.title)}>{step.title}</h4>
              <p className={cx(timeline, t.when)}>{step.when}</p>
              <p className={cx(css({ mt: "2" }), t.text)}>{step.description}</p>
              <ul className={plainList({ gap: "1", mt: "2" })}>
                {step.details.map((point) => (
                  <li key={point} className={cx(flex({ gap: "2", fontSize: "sm" }), t.detail)}>
                    <Check
                      aria-hidden="true"
                      size={16}
                      className={cx(css({ mt: "1", flexShrink: 0 }), t.check)}
                    />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
      {/* Pushed to the card's foot, so both columns end on their action at one height. */}
      <div className={css({ mt: "auto", pt: "6" })}>
        <p className={cx(css({ pt: "6", borderTopWidth: "1px" }), t.rule)}>
          <Link to={action.to} className={t.action}>
            {action.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </p>
      </div>
    </div>
  );
}

/** The 4-step employer flow beside the 4-step contractor journey, in two columns of one height. */
export function HowItWorks() {
  const { employers, contractors } = howItWorks;
  return (
    <Section copy={howItWorks}>
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
          gap: { base: "6", md: "8" },
          alignItems: "stretch",
        })}
      >
        <Column
          tone="light"
          heading={employers.heading}
          action={employers.action}
          steps={employers.steps.map((step) => ({ ...step, when: step.timeline }))}
        />
        <Column
          tone="dark"
          heading={contractors.heading}
          action={contractors.action}
          steps={contractors.steps.map((step) => ({ ...step, when: step.duration }))}
        />
      </div>
    </Section>
  );
}
