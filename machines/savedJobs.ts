import { assign, setup } from "xstate";
import { providedByPage } from "../src/flows/draftActors";

/**
 * The job seeker's saved positions on /find-jobs, by job id. The heart and the 'Save Job' / 'Saved'
 * button of a card both send `job.toggle`. Writing to localStorage is the named action `persistSaved`;
 * the machine reads the list back itself on arrival (issue 19): its `loading` state invokes
 * `loadDraft`, which answers `draft.loaded` (already validated by the store), `draft.none` or
 * `draft.discarded`, and it invokes `watchDraft` for its whole life. The page provides both.
 *
 * One list in every tab (issue 17): a change another tab stored arrives as `otherTab.changed`, and
 * this tab shows the same list, unless its own last change was not kept (storage refused it): then
 * it keeps its list and says so. The page reports a refused or kept write as `storage.refused` /
 * `storage.kept`, so the visitor is told their list is not kept on this device.
 */
export type SavedJobsEvent =
  | { type: "job.toggle"; id: string }
  | { type: "draft.loaded"; ids: string[] }
  | { type: "draft.none" }
  | { type: "draft.discarded" }
  | { type: "otherTab.changed"; ids: string[] }
  | { type: "storage.refused" }
  | { type: "storage.kept" }
  | { type: "conflict.dismiss" };

export interface SavedJobsContext {
  ids: string[];
  /** Whether the browser kept this tab's last change ("refused": storage is full or off). */
  storage: "kept" | "refused";
  /** Another tab changed the list while this tab's own change was not kept; this tab kept its list. */
  conflict: boolean;
}

/** Ids as they may arrive from another tab or a reload: strings, each once. */
const cleanIds = (ids: unknown): string[] =>
  Array.isArray(ids)
    ? [...new Set(ids.filter((id): id is string => typeof id === "string" && id !== ""))]
    : [];

export const savedJobsMachine = setup({
  types: {
    context: {} as SavedJobsContext,
    events: {} as SavedJobsEvent,
  },
  actors: { loadDraft: providedByPage, watchDraft: providedByPage },
  actions: {
    addJob: assign({
      ids: ({ context, event }) =>
        event.type === "job.toggle" && !context.ids.includes(event.id)
          ? [...context.ids, event.id]
          : context.ids,
    }),
    removeJob: assign({
      ids: ({ context, event }) =>
        event.type === "job.toggle" ? context.ids.filter((id) => id !== event.id) : context.ids,
    }),
    restoreJobs: assign({
      ids: ({ event }) => (event.type === "draft.loaded" ? cleanIds(event.ids) : []),
    }),
    adoptOtherTab: assign({
      ids: ({ context, event }) => (event.type === "otherTab.changed" ? cleanIds(event.ids) : context.ids),
    }),
    noteConflict: assign({ conflict: true }),
    dismissConflict: assign({ conflict: false }),
    markRefused: assign({ storage: "refused" as const }),
    markKept: assign({ storage: "kept" as const }),
    persistSaved: () => {},
  },
  guards: {
    isSaved: ({ context, event }) => event.type === "job.toggle" && context.ids.includes(event.id),
    isOnlySavedJob: ({ context, event }) =>
      event.type === "job.toggle" && context.ids.length === 1 && context.ids[0] === event.id,
    hasRestoredJobs: ({ event }) => event.type === "draft.loaded" && cleanIds(event.ids).length > 0,
    hasUnkeptChanges: ({ context }) => context.storage === "refused",
    hasOtherTabJobs: ({ event }) => event.type === "otherTab.changed" && cleanIds(event.ids).length > 0,
  },
}).createMachine({
  id: "savedJobs",
  description:
    "Saved jobs on /find-jobs: the heart and the Save Job button of a card toggle the same saved state, kept in this browser.",
  context: { ids: [], storage: "kept", conflict: false },
  initial: "loading",
  // Another tab's change matters in every state: the page listens as long as the list is there.
  invoke: { src: "watchDraft" },
  on: {
    "otherTab.changed": [
      {
        guard: "hasUnkeptChanges",
        actions: "noteConflict",
        description:
          "Another tab changed the saved jobs, but this tab's own last change was not kept: this tab keeps its list and a line says so.",
      },
      {
        guard: "hasOtherTabJobs",
        target: ".listing",
        actions: "adoptOtherTab",
        description: "A job was saved or removed in another tab: this tab shows the same list.",
      },
      {
        target: ".empty",
        actions: "adoptOtherTab",
        description: "The last saved job was removed in another tab: this tab's list is empty too.",
      },
    ],
    "storage.refused": {
      actions: "markRefused",
      description:
        "The browser would not store the list (storage full or off): a line says the saved jobs stay on this page only.",
    },
    "storage.kept": {
      actions: "markKept",
      description: "A later change was stored again: the line goes away.",
    },
    "conflict.dismiss": {
      actions: "dismissConflict",
      description: "The visitor dismisses the line about the other tab.",
    },
  },
  states: {
    loading: {
      description: "Reading any jobs saved here; none shows as saved meanwhile.",
      invoke: { src: "loadDraft" },
      on: {
        "draft.loaded": [
          {
            guard: "hasRestoredJobs",
            target: "listing",
            actions: "restoreJobs",
            description: "Jobs saved on an earlier visit come back after a reload.",
          },
          { target: "empty", description: "The list read back is empty." },
        ],
        "draft.none": { target: "empty", description: "No jobs saved in this browser." },
        "draft.discarded": {
          target: "empty",
          description: "An unreadable list was dropped: nothing is saved.",
        },
      },
    },
    empty: {
      description:
        "The Saved Jobs list reads 'No saved jobs yet'; every heart is empty, every button reads 'Save Job'.",
      on: {
        "job.toggle": {
          target: "listing",
          actions: ["addJob", "persistSaved"],
          description: "The visitor saves a job with its heart or its Save Job button.",
        },
      },
    },
    listing: {
      description:
        "The Saved Jobs list shows each saved job and the count; their hearts are filled and their buttons read 'Saved'.",
      on: {
        "job.toggle": [
          {
            guard: "isOnlySavedJob",
            target: "empty",
            actions: ["removeJob", "persistSaved"],
            description: "The visitor un-saves the last saved job.",
          },
          {
            guard: "isSaved",
            actions: ["removeJob", "persistSaved"],
            description: "The visitor un-saves one of several saved jobs.",
          },
          {
            actions: ["addJob", "persistSaved"],
            description: "The visitor saves one more job.",
          },
        ],
      },
    },
  },
});
