import { type JobFiltersEvent, jobFiltersMachine } from "../../../machines/jobFilters";
import { definePathModel } from "../../support/pathModel";

export const jobFiltersModel = definePathModel({
  machine: jobFiltersMachine,
  expectations: [
    {
      why: "Spec §2 (job search) and §4: on small screens the Filters button shows the filter panel.",
      from: "hidden",
      event: "filters.toggle",
      to: "shown",
    },
    {
      why: "Spec §2 (job search) and §4: the Filters button toggles the panel: pressed again, it hides it.",
      from: "shown",
      event: "filters.toggle",
      to: "hidden",
    },
  ],
  // The panel's own controls (its 'Show n jobs' button, Escape inside it) exist only while it shows.
  events: (snapshot): JobFiltersEvent[] =>
    snapshot.matches("shown")
      ? [
          { type: "filters.toggle" },
          { type: "filters.close" },
          { type: "key.escape" },
          { type: "viewport.desktop" },
        ]
      : [{ type: "filters.toggle" }, { type: "viewport.desktop" }],
  invariants: {
    "is either shown or hidden": (snapshot) => snapshot.matches("shown") || snapshot.matches("hidden"),
  },
});
