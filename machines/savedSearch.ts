import { assign, setup } from "xstate";
import { type ContractorFilters, filtersEqual, normalizeFilters } from "../src/domain/contractorSearch";
import { providedByPage } from "../src/flows/draftActors";

/**
 * 'Save this search' on contractor search: whether the filters shown are the search saved on this
 * device. The filters themselves live in the URL; the page reports each change as `url.changed`.
 * Storing and the toast are a named action the page supplies. The machine reads the stored search
 * itself on arrival (issue 19: `loadDraft` from `loading`) and hears other tabs (`watchDraft`).
 *
 * One saved search in every tab (issue 17): a search saved in another tab arrives as
 * `otherTab.changed` and becomes this tab's saved search too (the filters shown, this tab's own,
 * never change), unless this tab's own saved search was not kept: then it keeps it and a line says
 * so. The page reports a write the browser refused or kept again as `storage.refused` / `storage.kept`.
 */
export interface SavedSearchContext {
  /** The filters the page shows (from the URL). */
  current: ContractorFilters;
  /** The search saved on this device, if any. */
  stored: ContractorFilters | null;
  /** Whether the browser kept the search this tab saved ("refused": storage is full or off). */
  storage: "kept" | "refused";
  /** Another tab saved a search while this tab's own was not kept: this tab kept its own. */
  conflict: boolean;
}

export type SavedSearchEvent =
  | { type: "url.changed"; filters: ContractorFilters }
  | { type: "draft.loaded"; stored: ContractorFilters }
  | { type: "draft.none" }
  | { type: "draft.discarded" }
  | { type: "search.save" }
  | { type: "otherTab.changed"; stored: ContractorFilters | null }
  | { type: "storage.refused" }
  | { type: "storage.kept" }
  | { type: "conflict.dismiss" };

export const savedSearchMachine = setup({
  types: {
    context: {} as SavedSearchContext,
    events: {} as SavedSearchEvent,
    input: {} as { current: ContractorFilters },
  },
  actors: { loadDraft: providedByPage, watchDraft: providedByPage },
  guards: {
    changedToStored: ({ context, event }) =>
      event.type === "url.changed" && filtersEqual(normalizeFilters(event.filters), context.stored),
    loadedIsCurrent: ({ context, event }) =>
      (event.type === "draft.loaded" || event.type === "otherTab.changed") &&
      event.stored !== null &&
      filtersEqual(normalizeFilters(event.stored), context.current),
    hasUnkeptChanges: ({ context }) => context.storage === "refused",
  },
  actions: {
    setCurrent: assign({
      current: ({ context, event }) =>
        event.type === "url.changed" ? normalizeFilters(event.filters) : context.current,
    }),
    setStored: assign({
      stored: ({ context, event }) =>
        event.type === "draft.loaded" || event.type === "otherTab.changed"
          ? event.stored === null
            ? null
            : normalizeFilters(event.stored)
          : context.stored,
    }),
    noteConflict: assign({ conflict: true }),
    dismissConflict: assign({ conflict: false }),
    markRefused: assign({ storage: "refused" as const }),
    markKept: assign({ storage: "kept" as const }),
    rememberCurrent: assign({ stored: ({ context }) => context.current }),
    /** Page: writes the filters to localStorage and confirms with a toast. */
    storeSearch: () => {},
  },
}).createMachine({
  id: "savedSearch",
  description: "Save this search: keeps the current contractor filters on this device.",
  // Whatever arrives is normalized the way the URL is, so two equal searches always compare equal.
  context: ({ input }) => ({
    current: normalizeFilters(input.current),
    stored: null,
    storage: "kept" as const,
    conflict: false,
  }),
  initial: "loading",
  invoke: { src: "watchDraft" },
  on: {
    "url.changed": [
      {
        guard: "changedToStored",
        target: ".saved",
        actions: "setCurrent",
        description: "The filters now equal the saved search (e.g. 'Apply saved search').",
      },
      { target: ".unsaved", actions: "setCurrent", description: "Any other change of filters or sort." },
    ],
    "otherTab.changed": [
      {
        guard: "hasUnkeptChanges",
        actions: "noteConflict",
        description:
          "A search was saved in another tab while this tab's own saved search was not kept: this tab keeps its own and a line says so.",
      },
      {
        guard: "loadedIsCurrent",
        target: ".saved",
        actions: "setStored",
        description: "Another tab saved the very search shown here: the button reads 'Search saved'.",
      },
      {
        target: ".unsaved",
        actions: "setStored",
        description:
          "Another tab saved (or forgot) a different search: it is offered here with 'Apply saved search'.",
      },
    ],
    "storage.refused": {
      actions: "markRefused",
      description:
        "The browser would not store the search (storage full or off): a line says it stays saved only until the visitor leaves.",
    },
    "storage.kept": { actions: "markKept", description: "A later save was stored: the line goes away." },
    "conflict.dismiss": {
      actions: "dismissConflict",
      description: "The visitor dismisses the line about the other tab.",
    },
  },
  states: {
    loading: {
      description: "Reading the search saved on this device; 'Save this search' shows meanwhile.",
      invoke: { src: "loadDraft" },
      on: {
        "draft.loaded": [
          {
            guard: "loadedIsCurrent",
            target: "saved",
            actions: "setStored",
            description: "On arrival, the search saved on this device is the one shown.",
          },
          {
            target: "unsaved",
            actions: "setStored",
            description: "On arrival, a different search was saved: the page offers 'Apply saved search'.",
          },
        ],
        "draft.none": { target: "unsaved", description: "No search saved on this device." },
        "draft.discarded": { target: "unsaved", description: "The saved search was unreadable: dropped." },
      },
    },
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
