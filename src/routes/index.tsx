import { createFileRoute } from "@tanstack/react-router";
import { calculatorSearchSchema } from "../domain/calculatorSearch";
import { preloadParts } from "../platform/islands";
import { headFor } from "../platform/seo";
import { HomePage } from "../views/home/HomePage";
import { calculator, explainerVideo, heroCopy, homeSections } from "../views/home/parts";

export const Route = createFileRoute("/")({
  // The savings calculator's inputs (?type=&weeks=&hours=&team=&location=): validated, clamped,
  // defaults left out, by a schema; see src/domain/calculatorSearch.ts.
  validateSearch: calculatorSearchSchema,
  head: () => headFor("/"),
  beforeLoad: preloadParts(heroCopy, homeSections, explainerVideo, calculator),
  component: HomePage,
});
