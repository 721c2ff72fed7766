import { AiSuggestions } from "./AiSuggestions";
import { useBuilderActor } from "./builderSource";
import { MarketInsights } from "./MarketInsights";
import { ResumePreview } from "./ResumePreview";
import { StrengthMeter } from "./StrengthMeter";
import { ValueCard } from "./ValueCard";

/**
 * The builder's right column, in the spec's order: the live preview with its templates, the value
 * calculator, AI suggestions, market insights and the profile-strength meter. An island
 * (parts.ts): it reads the builder's actor from its context (builderSource.ts).
 */
export default function ResumeAside() {
  const actorRef = useBuilderActor();
  return (
    <>
      <ResumePreview actorRef={actorRef} />
      <ValueCard />
      <AiSuggestions actorRef={actorRef} />
      <MarketInsights />
      <StrengthMeter actorRef={actorRef} />
    </>
  );
}
