import { SectionBoundary } from "../../components/ui/SectionBoundary";
import { SavingsCalculator } from "./calculator/SavingsCalculator";
import { Hero } from "./Hero";
import { HowItWorks } from "./HowItWorks";
import { Skills } from "./Skills";
import { SocialProof } from "./SocialProof";

/** The landing page, in the spec's order: hero, social proof, skills, how it works, calculator. */
export function HomePage() {
  return (
    <>
      <Hero />
      <SocialProof />
      <Skills />
      <HowItWorks />
      <SectionBoundary name="The savings calculator">
        <SavingsCalculator />
      </SectionBoundary>
    </>
  );
}
