import { assign, setup } from "xstate";
import {
  type ContractorFilters,
  DEFAULT_FILTERS,
  filtersEqual,
  normalizeFilters,
} from "../src/domain/contractorSearch";
import { definePathModel } from "./pathModel";

/**
 * 'Save this search' on contractor search: whether the filters shown are the search saved on this
 * device. The filters themselves live in the URL; the page reports each change. Storing and the
 * toast are a named action the page supplies.
 */
export interface SavedSearchContext {
  /** The filters the page shows (from the URL). */
  current: ContractorFilters;
  /** The search saved on this device, if any. */
  stored: ContractorFilters | null;
}

export type SavedSearchEvent =
  | { type: "filters.changed"; filters: ContractorFilters }
  | { type: "search.loaded"; stored: ContractorFilters }
  | { type: "search.save" };

export const savedSearchMachine = setup({
  types: {
    context: {} as SavedSearchContext,
    events: {} as SavedSearchEvent,
    input: {} as { current: ContractorFilters },
  },
  guards: {
    changedToStored: ({ context, event }) =>
      event.type === "filters.changed" && filtersEqual(normalizeFilters(event.filters), context.stored),
    loadedIsCurrent: ({ context, event }) =>
      event.type === "search.loaded" && filtersEqual(normalizeFilters(event.stored), context.current),
  },
  actions: {
    setCurrent: assign({
      current: ({ context, event }) =>
        event.type === "filters.changed" ? normalizeFilters(event.filters) : context.current,
    }),
    setStored: assign({
      stored: ({ context, event }) =>
        event.type === "search.loaded" ? normalizeFilters(event.stored) : context.stored,
    }),
    rememberCurrent: assign({ stored: ({ context }) => context.current }),
    /** Page: writes the filters to localStorage and confirms with a toast. */
    storeSearch: () => {},
  },
}).createMachine({
  id: "savedSearch",
  description: "Save this search: keeps the current contractor filters on this device.",
  // Whatever arrives is normalized the way the URL is, so two equal searches always compare equal.
  context: ({ input }) => ({ current: normalizeFilters(input.current), stored: null }),
  initial: "unsaved",
  on: {
    "filters.changed": [
      {
        guard: "changedToStored",
        target: ".saved",
        actions: "setCurrent",
        description: "The filters now equal the saved search (e.g. 'Apply saved search').",
      },
      { target: ".unsaved", actions: "setCurrent", description: "Any other change of filters or sort." },
    ],
    "search.loaded": [
      {
        guard: "loadedIsCurrent",
        target: ".saved",
        actions: "setStored",
        description: "On arrival, the search saved on this device is the one shown.",
      },
      {
        target: ".unsaved",
        actions: "setStored",
        description: "On arrival, a different search was saved: the page offers 'Apply saved search'.",
      },
    ],
  },
  states: {
    unsaved: {
      description: "'Save this search' is offered (and 'Apply saved search' when another one is stored).",
      on: {
        "search.save": {
          target: "saved",
          actions: ["rememberCurrent", "storeSearch"],
          description: "The filters are stored on this device; a toast confirms.",
        },
      },
    },
    saved: {
      description: "The filters shown are the saved search: the button reads 'Search saved'.",
    },
  },
});

/** Two representative searches: the defaults, and Fanuc specialists only. */
const FANUC: ContractorFilters = { ...DEFAULT_FILTERS, skill: "fanuc" };

type SavedSearchSnapshot = ReturnType<typeof savedSearchMachine.resolveState>;

export const savedSearchModel = definePathModel({
  machine: savedSearchMachine,
  expectations: [
    {
      why: "Spec §2 (/search-contractors): 'Save this search' saves the filters shown.",
      from: "unsaved",
      event: "search.save",
      to: "saved",
      actions: ["storeSearch"],
    },
  ],
  input: { current: DEFAULT_FILTERS },
  events: (snapshot: SavedSearchSnapshot): SavedSearchEvent[] => {
    const { current, stored } = snapshot.context;
    const other = filtersEqual(current, DEFAULT_FILTERS) ? FANUC : DEFAULT_FILTERS;
    const events: SavedSearchEvent[] = [{ type: "filters.changed", filters: other }, { type: "search.save" }];
    // A stored search is read once, when the page opens with nothing changed yet.
    if (stored === null && filtersEqual(current, DEFAULT_FILTERS)) {
      events.push(
        { type: "search.loaded", stored: FANUC },
        { type: "search.loaded", stored: DEFAULT_FILTERS },
      );
    }
    return events;
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      current: snapshot.context.current.skill,
      stored: snapshot.context.stored?.skill ?? null,
    }),
  invariants: {
    "saved exactly when the filters shown are the stored search": (snapshot) =>
      snapshot.matches("saved") === filtersEqual(snapshot.context.current, snapshot.context.stored),
  },
  maxSimplePaths: 8,
});
