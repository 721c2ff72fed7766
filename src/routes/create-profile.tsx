import { createFileRoute } from "@tanstack/react-router";
import { lazySchema } from "../startup/searchSchemas";
import type { CreateProfileSearch } from "../views/resume/applyParam";
import { CreateProfilePage } from "../views/resume/CreateProfilePage";

export const Route = createFileRoute("/create-profile")({
  // Quick Apply carries the job as `?apply=<job id>` (nothing personal; it survives a reload). Only
  // an id's shape passes (views/resume/applyParam.ts); the builder looks it up among the known jobs.
  validateSearch: lazySchema<CreateProfileSearch>(() =>
    import("../views/resume/applyParam").then((module) => module.createProfileSearchSchema),
  ),
  // The opening band's and the right column's code (a static part and an island:
  // views/resume/parts.ts), fetched with the page's view.
  beforeLoad: () => import("../views/resume/parts").then((parts) => parts.preload()),
  component: CreateProfilePage,
});
