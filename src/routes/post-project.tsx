import { createFileRoute } from "@tanstack/react-router";
import { PostProjectPage } from "../views/postProject/PostProjectPage";

export const Route = createFileRoute("/post-project")({
  component: PostProjectPage,
});
