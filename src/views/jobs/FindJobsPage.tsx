import { useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { css } from "styled-system/css";
import { detail, grid, pageContainer, panel, rule, title } from "styled-system/patterns";
import { jobFiltersMachine } from "../../../machines/jobFilters";
import { type SavedJobsEvent, savedJobsMachine } from "../../../machines/savedJobs";
import { focusLater } from "../../components/dom/focus";
import { SectionBoundary } from "../../components/ui/SectionBoundary";
import { findJobsCopy, jobs } from "../../content/jobs";
import { activeFilterCount, DEFAULT_FILTERS, rateNarrowed } from "../../domain/jobSearch";
import { draftActors } from "../../flows/draftActors";
import { storageReport } from "../../flows/storageReport";
import { useFlow } from "../../flows/useFlow";
import { DESKTOP_QUERY } from "../shell/breakpoints";
import { PageIntro } from "../shell/PageIntro";
import { FilterPanel } from "./FilterPanel";
import { JobResults } from "./JobResults";
import { jobAlertForm, rateSlider } from "./parts";
import { RecommendedJobs } from "./RecommendedJobs";
import { SavedJobsList } from "./SavedJobsList";
import { SearchBar } from "./SearchBar";
import { jobAlertStore, savedJobsStore } from "./stores";
import { useJobSearch } from "./useJobSearch";

const PANEL_ID = "job-filters";

/**
 * The saved-jobs machine reads the stored list on arrival and hears the list another tab stores
 * (issue 19): the page only names the store and how what it holds reads as the machine's events.
 */
const savedJobsDraft = draftActors<Parameters<typeof savedJobsStore.save>[0], SavedJobsEvent>(
  savedJobsStore,
  {
    loaded: (ids) => ({ type: "draft.loaded", ids }),
    otherTab: (ids) => ({ type: "otherTab.changed", ids: ids ?? [] }),
  },
);

/** /find-jobs: sticky search bar, filter column, open positions, and the 'Stay Organized' column. */
export function FindJobsPage() {
  const { filters, results, apply } = useJobSearch();
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const panelActor = useFlow(jobFiltersMachine, {
    actions: {
      // The panel shows in the commit after the event; focus it once it is painted.
      focusPanel: () => requestAnimationFrame(() => panelRef.current?.focus()),
      focusToggle: () => requestAnimationFrame(() => filtersButtonRef.current?.focus()),
      focusResults: () => requestAnimationFrame(() => resultsHeadingRef.current?.focus()),
    },
  });
  const sendPanel = panelActor.send;
  const savedActor = useFlow(savedJobsMachine, {
    actors: savedJobsDraft,
    actions: {
      persistSaved: ({ context, self }) => {
        const report = storageReport(savedJobsStore.save(context.ids), context.storage);
        if (report) self.send(report);
      },
    },
  });
  const sendSaved = savedActor.send;
  const savedIds = useSelector(savedActor, (state) => state.context.ids);
  const savedNotKept = useSelector(savedActor, (state) => state.context.storage === "refused");
  const savedConflict = useSelector(savedActor, (state) => state.context.conflict);
  const shown = useSelector(panelActor, (state) => state.matches("shown"));

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) sendPanel({ type: "viewport.desktop" });
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [sendPanel]);

  // The rate slider stays its HTML until reached for; a rate that HTML does not show wakes it, and
  // so does opening the filter panel on a phone (the visitor is about to filter).
  const rateMoved = rateNarrowed(filters);
  useEffect(() => {
    if (rateMoved || shown) rateSlider.wake();
  }, [rateMoved, shown]);

  // The job alert form stays its HTML until reached for, or until an alert is kept on this device
  // (on arrival: the island's `now`; from another tab: here), which it must show.
  useEffect(() => jobAlertStore.watch(() => jobAlertForm.wake()), []);

  const savedJobs = useMemo(
    () => savedIds.flatMap((id) => jobs.find((job) => job.id === id) ?? []),
    [savedIds],
  );
  const toggleSaved = (id: string) => sendSaved({ type: "job.toggle", id });

  return (
    <>
      <PageIntro path="/find-jobs" compact />
      <SearchBar
        ref={filtersButtonRef}
        filters={filters}
        activeFilters={activeFilterCount(filters)}
        panelId={PANEL_ID}
        panelShown={shown}
        onSearch={(query, location) => apply({ ...filters, query, location }, "push")}
        onRemoteChange={(remoteOnly) => apply({ ...filters, remoteOnly })}
        onToggleFilters={() => sendPanel({ type: "filters.toggle" })}
        onFiltersEscape={() => sendPanel({ type: "key.escape" })}
      />
      <div className={rule({ side: "bottom", bg: "bg.subtle" })}>
        <div
          className={pageContainer({
            py: { base: "6", md: "10" },
            display: "grid",
            gap: { base: "6", lg: "8" },
            gridTemplateColumns: {
              base: "minmax(0, 1fr)",
              lg: "240px minmax(0, 1fr)",
              xl: "240px minmax(0, 1fr) 300px",
            },
            alignItems: "start",
          })}
        >
          <FilterPanel
            ref={panelRef}
            id={PANEL_ID}
            filters={filters}
            resultCount={results.length}
            shown={shown}
            onChange={(next) => apply(next)}
            onClose={() => sendPanel({ type: "filters.close" })}
            onEscape={() => sendPanel({ type: "key.escape" })}
          />
          <SectionBoundary name="The job list">
            <JobResults
              ref={resultsHeadingRef}
              results={results}
              savedIds={savedIds}
              onToggleSaved={toggleSaved}
              // The empty state and its button go: focus moves to the results heading.
              onClearAll={() =>
                void apply(DEFAULT_FILTERS, "push").then(() => focusLater(() => resultsHeadingRef.current))
              }
            />
          </SectionBoundary>
          <aside
            aria-label={findJobsCopy.sidebarHeading}
            className={grid({ gap: "6", gridColumn: { lg: "2", xl: "3" }, alignContent: "start" })}
          >
            <section aria-labelledby="stay-organized-heading" className={panel({ elevated: true, p: "5" })}>
              <h2 id="stay-organized-heading" className={title()}>
                {findJobsCopy.sidebarHeading}
              </h2>
              <div className={css({ mt: "4" })}>
                <h3 className={title({ size: "md" })}>{findJobsCopy.alertHeading}</h3>
                <p className={detail({ mt: "1", mb: "4" })}>{findJobsCopy.alertIntro}</p>
                {jobAlertForm.view}
              </div>
              <div className={rule({ mt: "6", pt: "5" })}>
                <SavedJobsList
                  saved={savedJobs}
                  onRemove={toggleSaved}
                  notKept={savedNotKept}
                  conflict={savedConflict}
                  onDismissConflict={() => sendSaved({ type: "conflict.dismiss" })}
                />
              </div>
            </section>
            <RecommendedJobs />
          </aside>
        </div>
      </div>
    </>
  );
}
