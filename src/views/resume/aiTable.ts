import { onDemand } from "../../startup/onDemand";

/**
 * The suggestions table (content/aiRecommendations.ts) is not part of the page's first load: it is
 * fetched once a specialty is chosen, or ahead of that when the visitor starts on the builder
 * (`warmRecommendations`, with the later steps).
 */
export const tableCode = onDemand(() =>
  import("../../content/aiRecommendations").then((module) => module.AI_RECOMMENDATIONS),
);

export const warmRecommendations = () => tableCode.warm();
