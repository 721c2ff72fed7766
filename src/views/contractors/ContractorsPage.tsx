import { heroContractors } from "../../assets/images/illustrations/hero-contractors";
import { ExternalButton } from "../../components/ui/ExternalButton";
import { contractorsHero } from "../../content/contractors";
import { HeroHighlights } from "../shell/HeroHighlights";
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
        <HeroHighlights items={contractorsHero.highlights} />
      </PageIntro>
      <StatCards />
      <LatestProjects />
      <SuccessStories />
      <CreateProfile />
    </>
  );
}
