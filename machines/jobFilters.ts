import { setup } from "xstate";
import { definePathModel } from "./pathModel";

/**
 * The filter panel of /find-jobs below the large breakpoint, where a 'Filters' button in the sticky
 * search bar shows and hides it (`aria-expanded`). From the large breakpoint the panel is always a
 * column of its own and the button is gone. Focus moves are named actions the view supplies.
 */
export type JobFiltersEvent =
  | { type: "filters.toggle" }
  | { type: "filters.close" }
  | { type: "key.escape" }
  | { type: "viewport.desktop" };

export const jobFiltersMachine = setup({
  types: {
    events: {} as JobFiltersEvent,
  },
  actions: {
    focusPanel: () => {},
    focusToggle: () => {},
    focusResults: () => {},
  },
}).createMachine({
  id: "jobFilters",
  description:
    "The job search filter panel on small screens: hidden behind the Filters button until the visitor asks for it.",
  initial: "hidden",
  states: {
    hidden: {
      description: "Only the Filters button shows (aria-expanded=false); the results follow the search bar.",
      on: {
        "filters.toggle": { target: "shown", description: "The visitor taps Filters." },
      },
    },
    shown: {
      description:
        "The panel opens above the results with every filter group; focus moves into it. Changes apply at once.",
      entry: "focusPanel",
      on: {
        "filters.toggle": {
          target: "hidden",
          actions: "focusToggle",
          description: "The visitor taps Filters again.",
        },
        "filters.close": {
          target: "hidden",
          actions: "focusResults",
          description: "The visitor taps 'Show n jobs' at the foot of the panel and lands on the results.",
        },
        "key.escape": {
          target: "hidden",
          actions: "focusToggle",
          description: "Escape inside the panel closes it.",
        },
        "viewport.desktop": {
          target: "hidden",
          description: "The window grew to the desktop layout, where the panel is a column of its own.",
        },
      },
    },
  },
});

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
