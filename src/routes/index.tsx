import { createFileRoute } from "@tanstack/react-router";
import type { CalculatorSearch } from "../domain/calculatorSearch";
import { lazySchema } from "../startup/searchSchemas";
import { HomePage } from "../views/home/HomePage";

export const Route = createFileRoute("/")({
  // The savings calculator's inputs (?type=&weeks=&hours=&team=&location=): validated, clamped,
  // defaults left out, by a schema; see src/domain/calculatorSearch.ts. Fetched with the page's code
  // (startup/searchSchemas.ts).
  validateSearch: lazySchema<CalculatorSearch>(() =>
    import("../domain/calculatorSearch").then((module) => module.calculatorSearchSchema),
  ),
  // The page's parts (views/home/parts.ts) are fetched with its view, so every page's start does
  // not carry their declarations.
  beforeLoad: () => import("../views/home/parts").then((parts) => parts.preload()),
  component: HomePage,
});
