import { createFileRoute } from "@tanstack/react-router";
import { SharedResumePage } from "../views/sharedResume/SharedResumePage";

export const Route = createFileRoute("/resume")({
  component: SharedResumePage,
});
