import { HowItWorks } from "./HowItWorks";
import { Skills } from "./Skills";
import { SocialProof } from "./SocialProof";

/** The sections between the hero and the calculator: nothing in them changes. */
export function HomeSections() {
  return (
    <>
      <SocialProof />
      <Skills />
      <HowItWorks />
    </>
  );
}
