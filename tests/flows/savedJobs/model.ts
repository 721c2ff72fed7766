import { type SavedJobsEvent, savedJobsMachine } from "../../../machines/savedJobs";
import { definePathModel } from "../../support/pathModel";

const JOB_A = "fanuc-weld-cell-detroit";
const JOB_B = "abb-paint-spartanburg";
const JOB_C = "controls-engineer-houston";

export const savedJobsModel = definePathModel({
  machine: savedJobsMachine,
  expectations: [
    {
      why: "Site rule: jobs saved on an earlier visit are saved again after a reload, in their order.",
      from: "loading",
      event: "draft.loaded",
      when: (_, event) => event.type === "draft.loaded" && event.ids.length > 0,
      to: "listing",
      outcome: (after, _, event) =>
        event.type === "draft.loaded" && JSON.stringify(after.context.ids) === JSON.stringify(event.ids),
    },
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
  // A restore only happens on load, so it is offered in loading only. Another tab's
  // change is offered where this tab is in step with storage and, once, where its last change was
  // refused (the conflict); refused and kept storage where the visitor has saved one job.
  events: (snapshot): SavedJobsEvent[] => {
    // On arrival the page reads what this browser stored; nothing else happens before that.
    if (snapshot.matches("loading"))
      return [
        { type: "draft.loaded", ids: [JOB_C] },
        { type: "draft.loaded", ids: [] },
        { type: "draft.none" },
        { type: "draft.discarded" },
      ];
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
      snapshot.matches("loading") || snapshot.matches("empty") === (snapshot.context.ids.length === 0),
    "each job is saved at most once": (snapshot) =>
      new Set(snapshot.context.ids).size === snapshot.context.ids.length,
  },
  maxSimplePaths: 10,
});
