import { createFileRoute } from "@tanstack/react-router";
import { lazySchema } from "../platform/searchSchemas";
import { PostProjectPage } from "../views/postProject/PostProjectPage";
import type { PostProjectSearch } from "../domain/projectWizardSearch";

export const Route = createFileRoute("/post-project")({
  // The wizard's step as `?step=skills` (never a field: only a step's name passes), so that Back,
  // Forward and a reload keep it; the wizard's guards decide whether it may be shown.
  validateSearch: lazySchema<PostProjectSearch>(() =>
    import("../domain/projectWizardSearch").then((module) => module.postProjectSearchSchema),
  ),
  component: PostProjectPage,
});
