import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { SharedResumePage } from "../views/sharedResume/SharedResumePage";

export const Route = createFileRoute("/resume")({
  head: () => headFor("/resume"),
  component: SharedResumePage,
});
