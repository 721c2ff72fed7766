import { SectionBoundary } from "../../components/ui/SectionBoundary";
import { calculatorSection } from "../../content/calculatorSection";
import { Hero } from "./Hero";
import { calculator, homeSections } from "./parts";

/** The landing page, in the spec's order: hero, social proof, skills, how it works, calculator. */
export function HomePage() {
  return (
    <>
      <Hero />
      {homeSections.view}
      <SectionBoundary name={calculatorSection.loadName}>{calculator.view}</SectionBoundary>
    </>
  );
}
