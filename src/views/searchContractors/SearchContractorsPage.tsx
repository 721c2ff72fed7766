import { Link, useNavigate } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { Bookmark, BookmarkCheck, ChevronDown, RotateCcw, SearchX, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef } from "react";
import { css, cx } from "styled-system/css";
import {
  chip,
  countBadge,
  detail,
  emptyFrame,
  flex,
  grid,
  pageContainer,
  plainList,
  stack,
  textLink,
  title,
  visuallyHidden,
  wrap,
} from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { jobFiltersMachine } from "../../../machines/jobFilters";
import { type SavedSearchEvent, savedSearchMachine } from "../../../machines/savedSearch";
import { focusLater } from "../../components/dom/focus";
import { toastLater as showToast } from "../../components/toast/toastLater";
import { DraftStatus } from "../../components/ui/DraftStatus";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { NoScriptNote } from "../../components/ui/NoScriptNote";
import { links } from "../../content/links";
import { sampleContractors } from "../../content/sampleContractors";
import { describeFilters, networkFigures, searchContractorsCopy } from "../../content/searchContractors";
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersFrom,
  normalizeShown,
  RESULTS_PAGE_SIZE,
  searchContractors,
  toSearchParams,
  withMoreShown,
} from "../../domain/contractorSearch";
import { draftActors } from "../../flows/draftActors";
import { storageReport } from "../../flows/storageReport";
import { useFlow } from "../../flows/useFlow";
import { DESKTOP_QUERY } from "../shell/breakpoints";
import { PageIntro } from "../shell/PageIntro";
import { ContractorCard } from "./ContractorCard";
import { FilterBar } from "./FilterBar";
import { useShownParams, useUpdateFilters } from "./filterNavigation";
import { filterSliders, sidebar } from "./parts";
import { searchStore } from "./searchStore";

const copy = searchContractorsCopy;

/**
 * The saved-search machine reads the stored search on arrival and hears the one another tab saves
 * (issue 19): the page only names the store and how what it holds reads as the machine's events.
 */
const savedSearchDraft = draftActors<Parameters<typeof searchStore.save>[0], SavedSearchEvent>(searchStore, {
  loaded: (stored) => ({ type: "draft.loaded", stored }),
  otherTab: (stored) => ({ type: "otherTab.changed", stored }),
});

export function SearchContractorsPage() {
  // The prerendered HTML shows the default search; URL filters apply right after hydration.
  const params = useShownParams();
  const { update, reset } = useUpdateFilters();
  const navigate = useNavigate({ from: "/search-contractors" });
  const filters = filtersFrom(params);
  const filtersKey = JSON.stringify(filters);
  const matches = searchContractors(sampleContractors, filters);
  const shown = Math.min(normalizeShown(params.shown), matches.length);
  const visible = matches.slice(0, shown);
  const listRef = useRef<HTMLUListElement>(null);
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  const filtersRef = useRef<HTMLElement>(null);
  // The same small-screen filter panel flow as /find-jobs: hidden behind a labelled button below lg.
  const panelActor = useFlow(jobFiltersMachine, {
    actions: {
      focusPanel: () => requestAnimationFrame(() => filtersRef.current?.focus()),
      focusToggle: () => requestAnimationFrame(() => filtersButtonRef.current?.focus()),
      focusResults: () => requestAnimationFrame(() => document.getElementById("results-heading")?.focus()),
    },
  });
  const sendPanel = panelActor.send;
  const panelShown = useSelector(panelActor, (state) => state.matches("shown"));
  const activeCount = activeFilterCount(filters);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) sendPanel({ type: "viewport.desktop" });
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [sendPanel]);
  const revealFrom = useRef<number | null>(null);

  const savedActor = useFlow(
    savedSearchMachine,
    {
      actors: savedSearchDraft,
      actions: {
        storeSearch: ({ context, self }) => {
          const kept = searchStore.save(context.current);
          // Kept: a toast confirms. Refused: the page's draft-status line says so, as on every
          // drafting page.
          if (kept) showToast({ ...copy.savedToast, tone: "success" });
          const report = storageReport(kept, context.storage);
          if (report) self.send(report);
        },
      },
    },
    { input: { current: filters } },
  );
  const send = savedActor.send;
  const stored = useSelector(savedActor, (state) => state.context.stored);
  const isSaved = useSelector(savedActor, (state) => state.matches("saved"));
  const savedNotKept = useSelector(savedActor, (state) => state.context.storage === "refused");
  const savedConflict = useSelector(savedActor, (state) => state.context.conflict);

  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey stands for filters' value.
  useEffect(() => {
    send({ type: "url.changed", filters });
  }, [filtersKey, send]);

  useEffect(() => {
    // After 'Load More', focus moves to the first newly shown contractor.
    const from = revealFrom.current;
    if (from !== null && shown > from) {
      revealFrom.current = null;
      listRef.current?.querySelectorAll<HTMLElement>("article h3")[from]?.focus();
    }
  }, [shown]);

  // The sliders stay their HTML until reached for; values that HTML does not show wake them, and
  // so does opening the filter panel on a phone (the visitor is about to filter).
  const slidersMoved =
    filters.radius !== DEFAULT_FILTERS.radius ||
    filters.rateMin !== DEFAULT_FILTERS.rateMin ||
    filters.rateMax !== DEFAULT_FILTERS.rateMax;
  useEffect(() => {
    if (slidersMoved || panelShown) filterSliders.wake();
  }, [slidersMoved, panelShown]);
  const loadMore = () => {
    revealFrom.current = shown;
    void navigate({
      search: (prev) => withMoreShown(prev, RESULTS_PAGE_SIZE),
      replace: true,
      resetScroll: false,
    });
  };
  // 'Apply saved search' goes once the saved search is shown: focus moves to 'Search saved'.
  const appliedSavedSearch = useRef(false);
  const saveButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (appliedSavedSearch.current && isSaved) {
      appliedSavedSearch.current = false;
      saveButtonRef.current?.focus();
    }
  }, [isSaved]);

  return (
    <>
      <PageIntro path="/search-contractors" compact />
      <div
        className={pageContainer({
          py: { base: "5", md: "10" },
          display: "grid",
          gap: { base: "5", md: "8" },
        })}
      >
        <NoScriptNote tool="contractorFilters" />
        <div className={flex({ align: "center", gap: "3", display: { base: "flex", lg: "none" } })}>
          <button
            ref={filtersButtonRef}
            type="button"
            aria-expanded={panelShown}
            aria-controls="contractor-filters"
            onClick={() => sendPanel({ type: "filters.toggle" })}
            // Escape closes the open panel from its button too: focus moves into the panel a frame
            // after the tap, and a key pressed in that frame is meant for the panel.
            onKeyDown={(event) => {
              if (event.key === "Escape") sendPanel({ type: "key.escape" });
            }}
            className={cx(
              button({ variant: "outline", size: "md" }),
              css({ _expanded: { bg: "bg.accentSubtle", borderColor: "border.accent" } }),
            )}
          >
            <SlidersHorizontal aria-hidden="true" />
            {copy.filtersButton}
            {activeCount > 0 ? (
              <span data-testid="active-filter-count" className={countBadge()}>
                {activeCount}
                <span className={visuallyHidden()}> active</span>
              </span>
            ) : null}
          </button>
        </div>
        <FilterBar
          ref={filtersRef}
          id="contractor-filters"
          shown={panelShown}
          onEscape={() => sendPanel({ type: "key.escape" })}
          onClose={() => sendPanel({ type: "filters.close" })}
          resultCount={matches.length}
          filters={filters}
          update={update}
          reset={reset}
        />

        <div
          className={grid({
            gap: { base: "8", lg: "8" },
            gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) 20rem" },
            alignItems: "start",
          })}
        >
          <section aria-labelledby="results-heading" className={css({ minW: "0" })}>
            <div className={wrap({ align: "flex-start", justify: "space-between", gap: "4" })}>
              <div>
                <h2
                  id="results-heading"
                  tabIndex={-1}
                  className={title({
                    size: { base: "xl", md: "2xl" },
                    scrollMarginTop: "calc(token(sizes.header) + 16px)",
                    _focus: { outline: "none" },
                  })}
                >
                  {copy.headline(matches.length, sampleContractors.length)}
                </h2>
                <p className={detail({ size: "inherit" })}>{networkFigures.within(filters.radius)}</p>
                <p data-testid="network-figures" className={detail({ mt: "1" })}>
                  <span className={css({ fontWeight: "600", color: "fg.default" })}>
                    {networkFigures.label}:
                  </span>{" "}
                  {networkFigures.found}. {networkFigures.showing}, {networkFigures.note}{" "}
                  <ExternalLink href={links.professionalsIndex()} className={textLink()}>
                    {networkFigures.appLink}
                  </ExternalLink>
                </p>
              </div>
              <button
                ref={saveButtonRef}
                type="button"
                aria-disabled={isSaved || undefined}
                onClick={() => send({ type: "search.save" })}
                className={cx(
                  button({ variant: "outline" }),
                  css({
                    "&[aria-disabled=true]": {
                      color: "success.fg",
                      borderColor: "success.fg",
                      cursor: "default",
                    },
                  }),
                )}
              >
                {isSaved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
                {isSaved ? copy.searchSaved : copy.saveSearch}
              </button>
            </div>
            <DraftStatus
              page="savedSearch"
              notKept={savedNotKept}
              conflict={savedConflict}
              onDismissConflict={() => send({ type: "conflict.dismiss" })}
              className={css({ mt: "4" })}
            />

            <div className={wrap({ align: "center", gap: "3", mt: "4" })}>
              <p
                role="status"
                data-testid="match-count"
                className={chip({
                  display: "inline-flex",
                  alignItems: "center",
                  gap: "2",
                  px: "3",
                  py: "1.5",
                  bg: "bg.accentSubtle",
                  color: "fg.accent",
                  fontWeight: "600",
                })}
              >
                {copy.matching(visible.length, matches.length)}
              </p>
              {/* On phones the network line above already says these are samples. */}
              <p className={detail({ display: { base: "none", md: "block" } })}>{copy.sampleNote}</p>
            </div>

            {stored && !isSaved ? (
              <p
                data-testid="saved-search"
                className={wrap({
                  align: "center",
                  gap: "2",
                  mt: "4",
                  p: "3",
                  borderRadius: "md",
                  bg: "bg.subtle",
                  borderWidth: "1px",
                  borderColor: "border.default",
                  fontSize: "sm",
                })}
              >
                <span className={css({ fontWeight: "600" })}>{copy.savedSearchPrompt}</span>
                <span className={detail({ size: "inherit" })}>{describeFilters(stored)}</span>
                <Link
                  to="/search-contractors"
                  search={toSearchParams(stored)}
                  onClick={() => {
                    appliedSavedSearch.current = true;
                  }}
                  replace
                  resetScroll={false}
                  className={textLink({ ml: { sm: "auto" } })}
                >
                  {copy.applySavedSearch}
                </Link>
              </p>
            ) : null}

            {visible.length ? (
              <ul ref={listRef} aria-label={copy.resultsHeading} className={plainList({ gap: "4", mt: "6" })}>
                {visible.map((contractor) => (
                  <li key={contractor.id}>
                    <ContractorCard contractor={contractor} />
                  </li>
                ))}
              </ul>
            ) : (
              <div
                data-testid="empty-state"
                className={emptyFrame({
                  mt: "6",
                  p: { base: "8", md: "12" },
                  textAlign: "center",
                  borderRadius: "xl",
                  bg: "bg.subtle",
                })}
              >
                <SearchX aria-hidden="true" size={40} className={css({ mx: "auto", color: "fg.muted" })} />
                <h3 className={title({ mt: "4" })}>{copy.empty.heading}</h3>
                <p className={detail({ size: "inherit", mt: "2", maxW: "md", mx: "auto" })}>
                  {copy.empty.body}
                </p>
                <button
                  type="button"
                  // The empty state and its button go: focus moves to the results heading.
                  onClick={() =>
                    void reset().then(() => focusLater(() => document.getElementById("results-heading")))
                  }
                  className={cx(button({ variant: "solid" }), css({ mt: "6" }))}
                >
                  <RotateCcw aria-hidden="true" />
                  {copy.filters.reset}
                </button>
              </div>
            )}

            <div className={stack({ align: "center", gap: "3", mt: "6", textAlign: "center" })}>
              {shown < matches.length ? (
                <>
                  <button
                    type="button"
                    onClick={loadMore}
                    aria-describedby="load-more-hint"
                    className={button({ variant: "outline", size: "lg" })}
                  >
                    {copy.loadMore}
                    <ChevronDown aria-hidden="true" />
                  </button>
                  <p id="load-more-hint" className={detail()}>
                    {copy.loadMoreHint(Math.min(RESULTS_PAGE_SIZE, matches.length - shown))}
                  </p>
                </>
              ) : matches.length ? (
                <p data-testid="all-shown" className={detail()}>
                  {copy.allShown(matches.length)}{" "}
                  <ExternalLink
                    href={links.professionalsIndex()}
                    className={css({ fontWeight: "600", color: "fg.accent", textDecoration: "underline" })}
                  >
                    {networkFigures.appLink}
                  </ExternalLink>
                </p>
              ) : null}
            </div>
          </section>

          {sidebar.view}
        </div>
      </div>
    </>
  );
}
