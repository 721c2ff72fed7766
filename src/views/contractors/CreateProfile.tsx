import { css } from "styled-system/css";
import { ExternalButton } from "../../components/ui/ExternalButton";
import { Section } from "../../components/ui/Section";
import { createProfile } from "../../content/contractors";
import { contractorIcons } from "./contractorIcons";

/** 'Create Profile in 3 Minutes': three steps and the way to the provider's registration page. */
export function CreateProfile() {
  return (
    <Section copy={createProfile} tone="inverted">
      <ol
        className={css({
          listStyle: "none",
          display: "grid",
          gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" },
          gap: { base: "4", md: "6" },
        })}
      >
        {createProfile.steps.map((step, index) => {
          const Icon = contractorIcons[step.icon];
          return (
            <li
              key={step.title}
              className={css({
                p: { base: "5", md: "6" },
                borderRadius: "lg",
                bg: "steel.900",
                borderWidth: "1px",
                borderColor: "steel.800",
              })}
            >
              <div
                className={css({ display: "flex", alignItems: "center", justifyContent: "space-between" })}
              >
                <span
                  className={css({
                    display: "inline-flex",
                    alignItems: "center",
                    justifyContent: "center",
                    w: "12",
                    h: "12",
                    borderRadius: "lg",
                    bg: "steel.800",
                    color: "safety.300",
                  })}
                >
                  <Icon aria-hidden="true" size={24} />
                </span>
                <span
                  aria-hidden="true"
                  className={css({
                    fontFamily: "heading",
                    fontSize: "4xl",
                    fontWeight: "700",
                    color: "steel.700",
                  })}
                >
                  {index + 1}
                </span>
              </div>
              <h3 className={css({ mt: "4", fontSize: "xl", fontWeight: "700", color: "white" })}>
                {step.title}
              </h3>
              <p className={css({ mt: "2", color: "steel.200" })}>{step.description}</p>
            </li>
          );
        })}
      </ol>
      <div className={css({ mt: { base: "8", md: "10" }, textAlign: "center" })}>
        <ExternalButton href={createProfile.cta.href} size="lg">
          {createProfile.cta.label}
        </ExternalButton>
      </div>
    </Section>
  );
}
