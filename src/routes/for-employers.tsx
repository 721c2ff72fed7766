import { createFileRoute } from "@tanstack/react-router";
import { headFor } from "../platform/seo";
import { EmployersPage } from "../views/employers/EmployersPage";

export const Route = createFileRoute("/for-employers")({
  head: () => headFor("/for-employers"),
  component: EmployersPage,
});
