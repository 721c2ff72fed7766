import { Check } from "lucide-react";
import { css } from "styled-system/css";
import { card } from "styled-system/recipes";
import { Section } from "../../components/ui/Section";
import { howItWorks } from "../../content/home";

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

const timeline = css({
  display: "inline-block",
  mt: "1",
  fontSize: "xs",
  fontWeight: "700",
  textTransform: "uppercase",
  letterSpacing: "0.06em",
});

/** The 4-step employer flow beside the 4-step contractor journey. */
export function HowItWorks() {
  const { employers, contractors } = howItWorks;
  return (
    <Section copy={howItWorks}>
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1.35fr) minmax(0, 1fr)" },
          gap: { base: "6", md: "8" },
          alignItems: "start",
        })}
      >
        <div className={card()}>
          <h3 className={css({ fontSize: "xl", fontWeight: "700" })}>{employers.heading}</h3>
          <ol className={css({ mt: "6", listStyle: "none", display: "grid", gap: "6" })}>
            {employers.steps.map((step) => (
              <li key={step.step} className={css({ display: "flex", gap: "4" })}>
                <span
                  aria-hidden="true"
                  className={`${stepNumber} ${css({ bg: "accent.default", color: "white" })}`}
                >
                  {step.step}
                </span>
                <div>
                  <h4 className={css({ fontSize: "lg", fontWeight: "700" })}>{step.title}</h4>
                  <p className={`${timeline} ${css({ color: "fg.accent" })}`}>{step.timeline}</p>
                  <p className={css({ mt: "2", color: "fg.muted" })}>{step.description}</p>
                  <ul className={css({ mt: "2", listStyle: "none", display: "grid", gap: "1" })}>
                    {step.details.map((detail) => (
                      <li
                        key={detail}
                        className={css({ display: "flex", gap: "2", fontSize: "sm", color: "fg.default" })}
                      >
                        <Check
                          aria-hidden="true"
                          size={16}
                          className={css({ mt: "1", flexShrink: 0, color: "success.fg" })}
                        />
                        {detail}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className={card({ tone: "inverted" })}>
          <h3 className={css({ fontSize: "xl", fontWeight: "700", color: "white" })}>
            {contractors.heading}
          </h3>
          <ol className={css({ mt: "6", listStyle: "none", display: "grid", gap: "6" })}>
            {contractors.steps.map((step, index) => (
              <li key={step.title} className={css({ display: "flex", gap: "4" })}>
                <span
                  aria-hidden="true"
                  className={`${stepNumber} ${css({ bg: "steel.800", color: "safety.300", borderWidth: "1px", borderColor: "steel.700" })}`}
                >
                  {index + 1}
                </span>
                <div>
                  <h4 className={css({ fontSize: "lg", fontWeight: "700", color: "white" })}>{step.title}</h4>
                  <p className={`${timeline} ${css({ color: "safety.300" })}`}>{step.duration}</p>
                  <p className={css({ mt: "2", color: "steel.200" })}>{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </Section>
  );
}
