import { Check } from "lucide-react";
import { css } from "styled-system/css";
import { heroContractors } from "../../assets/images/illustrations/hero-contractors";
import { ExternalButton } from "../../components/ui/ExternalButton";
import { contractorsHero } from "../../content/contractors";
import { HeroIllustration } from "../shell/HeroIllustration";
import { PageIntro } from "../shell/PageIntro";
import { CreateProfile } from "./CreateProfile";
import { LatestProjects } from "./LatestProjects";
import { StatCards } from "./StatCards";
import { SuccessStories } from "./SuccessStories";

/** /for-contractors: hero, four stat cards, latest projects, success stories, create your profile. */
export function ContractorsPage() {
  return (
    <>
      <PageIntro path="/for-contractors" figure={<HeroIllustration image={heroContractors} />}>
        <ExternalButton href={contractorsHero.cta.href} size="lg">
          {contractorsHero.cta.label}
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
          {contractorsHero.highlights.map((item) => (
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
      <StatCards />
      <LatestProjects />
      <SuccessStories />
      <CreateProfile />
    </>
  );
}
