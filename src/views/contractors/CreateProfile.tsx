import { css } from "styled-system/css";
import { cardGrid, iconTile } from "styled-system/patterns";
import { ExternalButton } from "../../components/ui/ExternalButton";
import { Section } from "../../components/ui/Section";
import { createProfile } from "../../content/contractors";
import { contractorIcons } from "./contractorIcons";

/** 'Create Profile in 3 Minutes': three steps and the way to the provider's registration page. */
export function CreateProfile() {
  return (
    <Section copy={createProfile} tone="inverted">
      <ol className={cardGrid({ single: "1fr", columns: { md: 3 } })}>
        {createProfile.steps.map((step, index) => {
          const Icon = contractorIcons[step.icon];
          return (
            <li
              key={step.title}
              className={css({
                p: { base: "5", md: "6" },
                borderRadius: "lg",
                bg: "bg.invertedRaised",
                borderWidth: "1px",
                borderColor: "border.inverted",
              })}
            >
              <div
                className={css({ display: "flex", alignItems: "center", justifyContent: "space-between" })}
              >
                <span
                  className={iconTile({
                    w: "12",
                    h: "12",
                    borderRadius: "lg",
                    bg: "bg.invertedMuted",
                    color: "fg.invertedAccent",
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
                    color: "fg.invertedFaint",
                  })}
                >
                  {index + 1}
                </span>
              </div>
              <h3 className={css({ mt: "4", fontSize: "xl", fontWeight: "700", color: "white" })}>
                {step.title}
              </h3>
              <p className={css({ mt: "2", color: "fg.invertedMuted" })}>{step.description}</p>
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
