import { type SavedSearchEvent, savedSearchMachine } from "../../../machines/savedSearch";
import { type ContractorFilters, DEFAULT_FILTERS, filtersEqual } from "../../../src/domain/contractorSearch";
import { definePathModel } from "../../support/pathModel";

/** Two representative searches: the defaults, and Fanuc specialists only. */
const FANUC: ContractorFilters = { ...DEFAULT_FILTERS, skill: "fanuc" };

type SavedSearchSnapshot = ReturnType<typeof savedSearchMachine.resolveState>;

export const savedSearchModel = definePathModel({
  machine: savedSearchMachine,
  expectations: [
    {
      why: "Spec §2 (/search-contractors): a search saved on an earlier visit is offered again; when it is the one shown, it reads 'Search saved'.",
      from: "loading",
      event: "draft.loaded",
      outcome: (after, _, event) =>
        event.type === "draft.loaded" &&
        filtersEqual(after.context.stored, event.stored) &&
        after.matches("saved") === filtersEqual(event.stored, after.context.current),
    },
    {
      why: "Spec §2 (/search-contractors): 'Save this search' saves the filters shown.",
      from: "unsaved",
      event: "search.save",
      to: "saved",
      actions: ["storeSearch"],
    },
    {
      why: "Site rule (issue 17): a search saved in another tab is this tab's saved search too; the filters shown stay.",
      from: "unsaved",
      event: "otherTab.changed",
      when: (before) => before.context.storage === "kept",
      outcome: (after, before, event) =>
        event.type === "otherTab.changed" &&
        filtersEqual(after.context.current, before.context.current) &&
        (event.stored === null
          ? after.context.stored === null
          : filtersEqual(after.context.stored, event.stored)),
    },
    {
      why: "Site rule (issue 17): where this tab's own saved search was not kept, it keeps it and says so.",
      from: "saved",
      event: "otherTab.changed",
      when: (before) => before.context.storage === "refused",
      to: "saved",
      outcome: (after) => after.context.conflict,
    },
  ],
  input: { current: DEFAULT_FILTERS },
  events: (snapshot: SavedSearchSnapshot): SavedSearchEvent[] => {
    // A stored search is read once, as the page opens; nothing else happens before that.
    if (snapshot.matches("loading"))
      return [
        { type: "draft.loaded", stored: FANUC },
        { type: "draft.loaded", stored: DEFAULT_FILTERS },
        { type: "draft.none" },
        { type: "draft.discarded" },
      ];
    const { current, stored } = snapshot.context;
    const other = filtersEqual(current, DEFAULT_FILTERS) ? FANUC : DEFAULT_FILTERS;
    const { storage, conflict } = snapshot.context;
    if (conflict) return [{ type: "conflict.dismiss" }];
    if (storage === "refused") {
      // The save this tab could not keep: another tab's search is the conflict; room again ends it.
      return [{ type: "otherTab.changed", stored: other }, { type: "storage.kept" }];
    }
    const events: SavedSearchEvent[] = [{ type: "url.changed", filters: other }, { type: "search.save" }];
    // Another tab saves this search, or another one, or forgets the saved one (its Start over).
    events.push({ type: "otherTab.changed", stored: current }, { type: "otherTab.changed", stored: other });
    if (stored !== null) events.push({ type: "otherTab.changed", stored: null });
    // The browser refuses the save this tab just made.
    if (snapshot.matches("saved")) events.push({ type: "storage.refused" });
    return events;
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      current: snapshot.context.current.skill,
      stored: snapshot.context.stored?.skill ?? null,
      storage: snapshot.context.storage,
      conflict: snapshot.context.conflict,
    }),
  invariants: {
    "saved exactly when the filters shown are the stored search": (snapshot) =>
      snapshot.matches("loading") ||
      snapshot.matches("saved") === filtersEqual(snapshot.context.current, snapshot.context.stored),
  },
  maxSimplePaths: 8,
});
