import { MapPin, Search, SlidersHorizontal } from "lucide-react";
import { type FormEvent, forwardRef, type ReactNode, useEffect, useRef } from "react";
import { css, cx } from "styled-system/css";
import { countBadge, flex, pageContainer, visuallyHidden } from "styled-system/patterns";
import { button, input, switchRecipe } from "styled-system/recipes";
import { findJobsCopy } from "../../content/jobs";
import type { JobFilters } from "../../domain/jobSearch";

/** The switch's track and knob follow the native checkbox before them (checked, keyboard focus). */
const nativeSwitchControl = css({
  _peerChecked: { bg: "accent.default", "& > span": { transform: "translateX(20px)" } },
  _peerFocusVisible: { outline: "3px solid token(colors.focusRing)", outlineOffset: "2px" },
});

const srOnly = visuallyHidden();

export interface SearchBarProps {
  filters: JobFilters;
  activeFilters: number;
  panelId: string;
  panelShown: boolean;
  onSearch: (query: string, location: string) => void;
  onRemoteChange: (remoteOnly: boolean) => void;
  onToggleFilters: () => void;
  /** Escape on the Filters button (the panel's machine closes a shown panel, ignores it otherwise). */
  onFiltersEscape: () => void;
}

function IconInput({ area, icon, children }: { area: "q" | "loc"; icon: ReactNode; children: ReactNode }) {
  return (
    <div className={css({ position: "relative", minW: "0", gridArea: area === "q" ? "q" : "loc" })}>
      <span
        aria-hidden="true"
        className={css({
          position: "absolute",
          left: "3",
          top: "50%",
          transform: "translateY(-50%)",
          color: "fg.muted",
          pointerEvents: "none",
          display: "inline-flex",
        })}
      >
        {icon}
      </span>
      {children}
    </div>
  );
}

/**
 * The sticky bar under the header: search text and location (applied with Search or Enter), the Remote
 * Only switch (applied at once) and, below the large breakpoint, the Filters button.
 */
export const SearchBar = forwardRef<HTMLButtonElement, SearchBarProps>(function SearchBar(
  { filters, activeFilters, panelId, panelShown, onSearch, onRemoteChange, onToggleFilters, onFiltersEscape },
  filtersButtonRef,
) {
  const queryRef = useRef<HTMLInputElement>(null);
  const locationRef = useRef<HTMLInputElement>(null);
  const switchStyles = switchRecipe();

  // The boxes hold what the visitor types; when the URL changes (Back, Clear filters) they follow it.
  useEffect(() => {
    if (queryRef.current && queryRef.current.value !== filters.query) queryRef.current.value = filters.query;
    if (locationRef.current && locationRef.current.value !== filters.location)
      locationRef.current.value = filters.location;
  }, [filters.query, filters.location]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(queryRef.current?.value ?? "", locationRef.current?.value ?? "");
  };

  const field = cx(input({ kind: "text" }), css({ pl: "10" }));

  return (
    <div
      className={css({
        // Sticky from md; on phones it scrolls away with the page, leaving the screen to the results.
        position: { base: "relative", md: "sticky" },
        top: { md: "token(sizes.header)" },
        zIndex: "docked",
        bg: "rgba(255, 255, 255, 0.97)",
        backdropFilter: "saturate(180%) blur(8px)",
        borderBottomWidth: "1px",
        borderColor: "border.default",
        boxShadow: "0 1px 0 rgba(11, 21, 32, 0.02), 0 6px 16px -12px rgba(11, 21, 32, 0.25)",
      })}
    >
      <search aria-label={findJobsCopy.searchLabel}>
        <form
          onSubmit={submit}
          className={pageContainer({
            py: { base: "2.5", md: "3" },
            display: "grid",
            gap: { base: "2", md: "3" },
            // Phones: the search box on a row of its own, so its placeholder is never cut off; the
            // location beside Search; Remote Only and the labelled Filters button below.
            gridTemplateColumns: {
              base: "minmax(0, 1fr) auto",
              lg: "minmax(0, 2fr) minmax(0, 1.2fr) auto auto",
            },
            gridTemplateAreas: { base: '"q q" "loc btn" "opts opts"', lg: '"q loc opts btn"' },
            alignItems: "center",
          })}
        >
          <IconInput area="q" icon={<Search size={18} />}>
            <label htmlFor="job-search-query" className={srOnly}>
              {findJobsCopy.queryLabel}
            </label>
            <input
              ref={queryRef}
              id="job-search-query"
              name="q"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={100}
              defaultValue={filters.query}
              placeholder={findJobsCopy.queryPlaceholder}
              className={field}
            />
          </IconInput>
          <IconInput area="loc" icon={<MapPin size={18} />}>
            <label htmlFor="job-search-location" className={srOnly}>
              {findJobsCopy.locationLabel}
            </label>
            <input
              ref={locationRef}
              id="job-search-location"
              name="loc"
              type="text"
              autoComplete="address-level2"
              maxLength={100}
              defaultValue={filters.location}
              placeholder={findJobsCopy.locationPlaceholder}
              className={field}
            />
          </IconInput>
          <button type="submit" className={cx(button({ size: "md" }), css({ gridArea: "btn" }))}>
            <Search aria-hidden="true" className={css({ display: { base: "none", sm: "block" } })} />
            {findJobsCopy.searchButton}
          </button>
          <div
            className={flex({
              align: "center",
              justify: "space-between",
              gridArea: "opts",
              gap: { base: "2", md: "4" },
              minW: "0",
            })}
          >
            {/*
              A native checkbox with the switch role: it works before the code arrives and with
              JavaScript off (the plain search sends remote=true), and needs no component code.
            */}
            <label className={cx(switchStyles.root, css({ flexShrink: 0 }))}>
              <input
                type="checkbox"
                // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox carries its own checked state (ARIA in HTML: no aria-checked on it)
                role="switch"
                name="remote"
                value="true"
                checked={filters.remoteOnly}
                onChange={(event) => onRemoteChange(event.currentTarget.checked)}
                className={cx("peer", srOnly)}
              />
              <span aria-hidden="true" className={cx(switchStyles.control, nativeSwitchControl)}>
                <span className={switchStyles.thumb} />
              </span>
              <span className={cx(switchStyles.label, css({ whiteSpace: "nowrap" }))}>
                {findJobsCopy.remoteOnly}
              </span>
            </label>
            <button
              ref={filtersButtonRef}
              type="button"
              aria-expanded={panelShown}
              aria-controls={panelId}
              onClick={onToggleFilters}
              // Escape closes the open panel from its button too: focus moves into the panel a
              // frame after the tap, and a key pressed in that frame is meant for the panel.
              onKeyDown={(event) => {
                if (event.key === "Escape") onFiltersEscape();
              }}
              className={cx(
                button({ variant: "outline", size: "md" }),
                css({
                  display: { base: "inline-flex", lg: "none" },
                  flexShrink: 0,
                  px: { base: "2.5", sm: "3" },
                  _expanded: { bg: "bg.accentSubtle", borderColor: "border.accent" },
                }),
              )}
            >
              <SlidersHorizontal aria-hidden="true" />
              <span>{findJobsCopy.filtersButton}</span>
              {activeFilters > 0 ? (
                <span className={countBadge()}>
                  {activeFilters}
                  <span className={srOnly}> active</span>
                </span>
              ) : null}
            </button>
          </div>
        </form>
      </search>
    </div>
  );
});
