import { createFileRoute } from "@tanstack/react-router";
import { lazySchema } from "../platform/searchSchemas";
import type { CreateProfileSearch } from "../views/resume/applySearch";
import { CreateProfilePage } from "../views/resume/CreateProfilePage";

export const Route = createFileRoute("/create-profile")({
  // Quick Apply carries the job as `?apply=<job id>` (nothing personal; it survives a reload). Only
  // a known job's id comes out (views/resume/applySearch.ts), fetched with the page's code.
  validateSearch: lazySchema<CreateProfileSearch>(() =>
    import("../views/resume/applySearch").then((module) => module.createProfileSearchSchema),
  ),
  // The opening band's and the right column's code (a static part and an island:
  // views/resume/parts.ts), fetched with the page's view.
  beforeLoad: () => import("../views/resume/parts").then((parts) => parts.preload()),
  component: CreateProfilePage,
});
