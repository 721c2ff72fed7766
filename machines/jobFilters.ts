import { setup } from "xstate";

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
          description: "Escape inside the panel, or on the Filters button while it is open, closes it.",
        },
        "viewport.desktop": {
          target: "hidden",
          description: "The window grew to the desktop layout, where the panel is a column of its own.",
        },
      },
    },
  },
});
