import { createFileRoute } from "@tanstack/react-router";
import { PostJobPage } from "../views/postJob/PostJobPage";

export const Route = createFileRoute("/post-job")({
  component: PostJobPage,
});
