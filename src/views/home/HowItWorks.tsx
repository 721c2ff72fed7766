import { Link } from "@tanstack/react-router";
import { ArrowRight, Check } from "lucide-react";
import { css, cx } from "styled-system/css";
import { detail, flex, grid, listIcon, plainList, roundMark, rule, title } from "styled-system/patterns";
import { button, card } from "styled-system/recipes";
import { Section } from "../../components/ui/Section";
import { type HowItWorksAction, howItWorks } from "../../content/home";

interface Step {
  title: string;
  when: string;
  description: string;
  details: string[];
}

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
  /** The employer card light, the contractor card dark. */
  tone: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <div
      className={cx(card({ tone: dark ? "inverted" : undefined }), flex({ direction: "column", h: "full" }))}
    >
      <h3 className={title({ size: "xl", color: dark ? "white" : undefined })}>{heading}</h3>
      <ol className={plainList({ gap: "6", mt: "6" })}>
        {steps.map((step, index) => (
          <li key={step.title} className={flex({ gap: "4" })}>
            <span
              aria-hidden="true"
              className={roundMark({
                size: "10",
                flexShrink: 0,
                fontFamily: "heading",
                fontWeight: "700",
                bg: dark ? "bg.invertedMuted" : "accent.default",
                color: dark ? "fg.invertedAccent" : "white",
                borderWidth: dark ? "1px" : undefined,
                borderColor: dark ? "border.invertedStrong" : undefined,
              })}
            >
              {index + 1}
            </span>
            <div>
              <h4 className={title({ color: dark ? "white" : undefined })}>{step.title}</h4>
              <p
                className={title({
                  size: "xs",
                  display: "inline-block",
                  mt: "1",
                  textTransform: "uppercase",
                  letterSpacing: "0.06em",
                  color: dark ? "fg.invertedAccent" : "fg.accent",
                })}
              >
                {step.when}
              </p>
              <p className={detail({ tone: dark ? "inverted" : "muted", size: "inherit", mt: "2" })}>
                {step.description}
              </p>
              <ul className={plainList({ gap: "1", mt: "2" })}>
                {step.details.map((point) => (
                  <li
                    key={point}
                    className={flex({
                      gap: "2",
                      fontSize: "sm",
                      color: dark ? "fg.invertedSoft" : "fg.default",
                    })}
                  >
                    <Check
                      aria-hidden="true"
                      size={16}
                      className={listIcon({ mt: "1", color: dark ? "fg.invertedAccent" : "success.fg" })}
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
        <p className={rule({ pt: "6", borderColor: dark ? "border.invertedStrong" : "border.default" })}>
          <Link to={action.to} className={button({ variant: "solid", size: "md" })}>
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
        className={grid({
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
