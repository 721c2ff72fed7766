import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { PostProjectPage } from "../views/postProject/PostProjectPage";

export const Route = createFileRoute("/post-project")({
  head: () => headFor("/post-project"),
  component: PostProjectPage,
});
