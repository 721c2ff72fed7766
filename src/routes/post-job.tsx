import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { PostJobPage } from "../views/postJob/PostJobPage";

export const Route = createFileRoute("/post-job")({
  head: () => headFor("/post-job"),
  component: PostJobPage,
});
