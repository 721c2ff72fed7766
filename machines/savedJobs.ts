import { assign, setup } from "xstate";
import { definePathModel } from "./pathModel";

/**
 * The job seeker's saved positions on /find-jobs, by job id. The heart and the 'Save Job' / 'Saved'
 * button of a card both send `job.toggle`. Writing to localStorage is the named action `persistSaved`;
 * the list read back after a reload arrives as `saved.restored` (already validated by the view).
 */
export type SavedJobsEvent = { type: "job.toggle"; id: string } | { type: "saved.restored"; ids: string[] };

export interface SavedJobsContext {
  ids: string[];
}

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
      ids: ({ event }) =>
        event.type === "saved.restored"
          ? [...new Set(event.ids.filter((id) => typeof id === "string" && id))]
          : [],
    }),
    persistSaved: () => {},
  },
  guards: {
    isSaved: ({ context, event }) => event.type === "job.toggle" && context.ids.includes(event.id),
    isOnlySavedJob: ({ context, event }) =>
      event.type === "job.toggle" && context.ids.length === 1 && context.ids[0] === event.id,
    hasRestoredJobs: ({ event }) =>
      event.type === "saved.restored" && event.ids.some((id) => typeof id === "string" && id !== ""),
  },
}).createMachine({
  id: "savedJobs",
  description:
    "Saved jobs on /find-jobs: the heart and the Save Job button of a card toggle the same saved state, kept in this browser.",
  context: { ids: [] },
  initial: "empty",
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
        "saved.restored": {
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
  ],
  // A restore only happens on load, so it is offered where nothing is saved yet.
  events: (snapshot): SavedJobsEvent[] => [
    { type: "job.toggle", id: JOB_A },
    { type: "job.toggle", id: JOB_B },
    ...(snapshot.matches("empty")
      ? [
          { type: "saved.restored" as const, ids: [JOB_C] },
          { type: "saved.restored" as const, ids: [] },
        ]
      : []),
  ],
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, ids: [...snapshot.context.ids].sort() }),
  invariants: {
    "empty exactly when no job is saved": (snapshot) =>
      snapshot.matches("empty") === (snapshot.context.ids.length === 0),
    "each job is saved at most once": (snapshot) =>
      new Set(snapshot.context.ids).size === snapshot.context.ids.length,
  },
  maxSimplePaths: 10,
});
