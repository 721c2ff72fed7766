import { PageIntro } from "../shell/PageIntro";
import { AboutHeroStats } from "./AboutHeroStats";
import { Advantages } from "./Advantages";
import { IndustryTiles } from "./IndustryTiles";
import { LinkDirectory } from "./LinkDirectory";
import { Pathways } from "./Pathways";
import { StatsBand } from "./StatsBand";
import { Testimonials } from "./Testimonials";
import { Timeline } from "./Timeline";
import { Values } from "./Values";

export function AboutPage() {
  return (
    <>
      <PageIntro path="/about" aside={<AboutHeroStats />} figureSize="narrow" />
      <Timeline />
      <Pathways />
      <Advantages />
      <IndustryTiles />
      <StatsBand />
      <Testimonials />
      <Values />
      <LinkDirectory />
    </>
  );
}
