import { css } from "styled-system/css";
import { cardGrid, detail, flex, iconTile, panel, title } from "styled-system/patterns";
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
              className={panel({
                p: { base: "5", md: "6" },
                bg: "bg.invertedRaised",
                borderColor: "border.inverted",
              })}
            >
              <div className={flex({ align: "center", justify: "space-between" })}>
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
                  className={title({ face: "heading", size: "4xl", color: "fg.invertedFaint" })}
                >
                  {index + 1}
                </span>
              </div>
              <h3 className={title({ size: "xl", mt: "4", color: "white" })}>{step.title}</h3>
              <p className={detail({ tone: "inverted", size: "inherit", mt: "2" })}>{step.description}</p>
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
