import { assign, setup } from "xstate";
import { definePathModel } from "./pathModel";

/**
 * The job seeker's saved positions on /find-jobs, by job id. The heart and the 'Save Job' / 'Saved'
 * button of a card both send `job.toggle`. Writing to localStorage is the named action `persistSaved`;
 * the list read back after a reload arrives as `draft.loaded` (already validated by the view).
 *
 * One list in every tab (issue 17): a change another tab stored arrives as `otherTab.changed`, and
 * this tab shows the same list, unless its own last change was not kept (storage refused it): then
 * it keeps its list and says so. The page reports a refused or kept write as `storage.refused` /
 * `storage.kept`, so the visitor is told their list is not kept on this device.
 */
export type SavedJobsEvent =
  | { type: "job.toggle"; id: string }
  | { type: "draft.loaded"; ids: string[] }
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
  initial: "empty",
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
    empty: {
      description:
        "The Saved Jobs list reads 'No saved jobs yet'; every heart is empty, every button reads 'Save Job'.",
      on: {
        "job.toggle": {
          target: "listing",
          actions: ["addJob", "persistSaved"],
          description: "The visitor saves a job with its heart or its Save Job button.",
        },
        "draft.loaded": {
          guard: "hasRestoredJobs",
          target: "listing",
          actions: "restoreJobs",
          description: "Jobs saved on an earlier visit come back after a reload.",
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

const JOB_A = "fanuc-weld-cell-detroit";
const JOB_B = "abb-paint-spartanburg";
const JOB_C = "controls-engineer-houston";

export const savedJobsModel = definePathModel({
  machine: savedJobsMachine,
  expectations: [
    {
      why: "Spec §2 (job search): Save Job saves a job, by its id.",
      from: "empty",
      event: "job.toggle",
      to: "listing",
      outcome: (after, _, event) => event.type === "job.toggle" && after.context.ids.includes(event.id),
    },
    {
      why: "Spec §2 and §4: pressing Saved on a saved job removes it, by its id.",
      from: "listing",
      event: "job.toggle",
      when: (before, event) => event.type === "job.toggle" && before.context.ids.includes(event.id),
      outcome: (after, _, event) => event.type === "job.toggle" && !after.context.ids.includes(event.id),
    },
    {
      why: "Spec §2: removing the last saved job leaves 'No saved jobs yet'.",
      from: "listing",
      event: "job.toggle",
      when: (before, event) =>
        event.type === "job.toggle" && before.context.ids.length === 1 && before.context.ids[0] === event.id,
      to: "empty",
    },
    {
      why: "Site rule (issue 17): a job saved or removed in another tab shows here too, when this tab's changes were kept.",
      from: "empty",
      event: "otherTab.changed",
      when: (before) => before.context.storage === "kept",
      outcome: (after, _, event) =>
        event.type === "otherTab.changed" &&
        JSON.stringify(after.context.ids) === JSON.stringify(event.ids) &&
        !after.context.conflict,
    },
    {
      why: "Site rule (issue 17): where both tabs changed the list, this tab keeps its own and says so.",
      from: "listing",
      event: "otherTab.changed",
      when: (before) => before.context.storage === "refused",
      outcome: (after, before) =>
        JSON.stringify(after.context.ids) === JSON.stringify(before.context.ids) && after.context.conflict,
    },
    {
      why: "Site rule (issue 17): a list the browser would not store is said, and stays on the page.",
      from: "listing",
      event: "storage.refused",
      outcome: (after, before) =>
        after.context.storage === "refused" &&
        JSON.stringify(after.context.ids) === JSON.stringify(before.context.ids),
    },
  ],
  // A restore only happens on load, so it is offered where nothing is saved yet. Another tab's
  // change is offered where this tab is in step with storage and, once, where its last change was
  // refused (the conflict); refused and kept storage where the visitor has saved one job.
  events: (snapshot): SavedJobsEvent[] => {
    const { ids, storage, conflict } = snapshot.context;
    const settled = storage === "kept" && !conflict;
    // While this tab's list is not kept, or after a conflict, one toggle is enough to show the
    // list still works.
    const events: SavedJobsEvent[] = settled
      ? [
          { type: "job.toggle", id: JOB_A },
          { type: "job.toggle", id: JOB_B },
        ]
      : [{ type: "job.toggle", id: JOB_A }];
    if (snapshot.matches("empty") && settled)
      events.push({ type: "draft.loaded", ids: [JOB_C] }, { type: "draft.loaded", ids: [] });
    if (settled && ids.length === 0) events.push({ type: "otherTab.changed", ids: [JOB_C] });
    if (settled && ids.length > 0) events.push({ type: "otherTab.changed", ids: [] });
    if (settled && ids.length === 1) events.push({ type: "storage.refused" });
    if (storage === "refused" && !conflict) events.push({ type: "otherTab.changed", ids: [JOB_C] });
    if (storage === "refused") events.push({ type: "storage.kept" });
    if (conflict) events.push({ type: "conflict.dismiss" });
    return events;
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      ids: [...snapshot.context.ids].sort(),
      storage: snapshot.context.storage,
      conflict: snapshot.context.conflict,
    }),
  invariants: {
    "empty exactly when no job is saved": (snapshot) =>
      snapshot.matches("empty") === (snapshot.context.ids.length === 0),
    "each job is saved at most once": (snapshot) =>
      new Set(snapshot.context.ids).size === snapshot.context.ids.length,
  },
  maxSimplePaths: 10,
});
