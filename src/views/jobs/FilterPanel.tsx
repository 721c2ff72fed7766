import { forwardRef, type KeyboardEvent } from "react";
import { css, cx } from "styled-system/css";
import {
  chip,
  detail,
  eyebrow,
  flex,
  grid,
  panel,
  rule,
  textLink,
  title,
  visuallyHidden,
} from "styled-system/patterns";
import { button } from "styled-system/recipes";
import {
  clearanceOptions,
  durationOptions,
  experienceOptions,
  findJobsCopy,
  jobTypeOptions,
  skillFilterOptions,
  travelOptions,
} from "../../content/jobs";
import { activeFilterCount, DEFAULT_FILTERS, type JobFilters, toggleIn } from "../../domain/jobSearch";
import { rateSlider } from "./parts";

interface Option<T extends string> {
  value: T;
  label: string;
  count?: number;
}

function CheckboxGroup<T extends string>({
  legend,
  note,
  name,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  /** A line under the legend (what the counts beside the options are). */
  note?: string;
  name: string;
  options: ReadonlyArray<Option<T>>;
  selected: readonly T[];
  onToggle: (value: T) => void;
}) {
  return (
    <fieldset className={groupStyle}>
      <legend className={legendStyle}>{legend}</legend>
      {note ? <p className={detail({ clear: "both", pt: "1", fontSize: "xs" })}>{note}</p> : null}
      <ul className={grid({ gap: "0.5", clear: "both", pt: "2" })}>
        {options.map((option) => {
          const id = `filter-${name}-${option.value}`;
          return (
            <li key={option.value}>
              <label
                htmlFor={id}
                className={flex({
                  align: "center",
                  gap: "2.5",
                  minH: "9",
                  px: "2",
                  mx: "-2",
                  borderRadius: "md",
                  cursor: "pointer",
                  fontSize: "sm",
                  color: "fg.default",
                  _hover: { bg: "bg.subtle" },
                })}
              >
                <input
                  id={id}
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={selected.includes(option.value)}
                  onChange={() => onToggle(option.value)}
                  className={css({
                    w: "4.5",
                    h: "4.5",
                    accentColor: "accent.default",
                    cursor: "pointer",
                    flexShrink: 0,
                  })}
                />
                <span className={css({ flex: "1" })}>{option.label}</span>
                {option.count !== undefined ? (
                  <span
                    className={chip({
                      fontSize: "xs",
                      fontWeight: "600",
                      color: "fg.muted",
                      px: "2",
                      py: "0.5",
                      fontVariantNumeric: "tabular-nums",
                    })}
                  >
                    <span aria-hidden="true">{option.count}</span>
                    <span className={visuallyHidden()}>{findJobsCopy.skillCount(option.count)}</span>
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

const groupStyle = rule({ pt: "4", mt: "4", minW: "0" });
const legendStyle = eyebrow({ size: "xs", color: "fg.body", float: "left", w: "full" });

export interface FilterPanelProps {
  id: string;
  filters: JobFilters;
  resultCount: number;
  /** Below the large breakpoint: whether the Filters button opened the panel. */
  shown: boolean;
  onChange: (next: JobFilters) => void;
  onClose: () => void;
  onEscape: () => void;
}

/** The left column (a disclosure below the large breakpoint): every filter narrows the jobs at once. */
export const FilterPanel = forwardRef<HTMLElement, FilterPanelProps>(function FilterPanel(
  { id, filters, resultCount, shown, onChange, onClose, onEscape },
  ref,
) {
  const active = activeFilterCount(filters);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && shown) {
      event.stopPropagation();
      onEscape();
    }
  };
  return (
    <section
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      data-state={shown ? "open" : "closed"}
      onKeyDown={onKeyDown}
      className={panel({
        elevated: true,
        display: { base: "none", lg: "block" },
        _open: { display: "block" },
        alignSelf: "start",
        p: "5",
        scrollMarginTop: "calc(token(sizes.header) + 132px)",
        _focusVisible: { outline: "3px solid token(colors.focusRing)", outlineOffset: "2px" },
        _focus: { outline: "none" },
      })}
    >
      <div className={flex({ align: "center", justify: "space-between", gap: "3" })}>
        <h2 id={`${id}-heading`} className={title()}>
          {findJobsCopy.filtersHeading}
        </h2>
        {active > 0 ? (
          <button
            type="button"
            onClick={() =>
              onChange({
                ...DEFAULT_FILTERS,
                query: filters.query,
                location: filters.location,
                remoteOnly: filters.remoteOnly,
              })
            }
            className={textLink({
              fontSize: "sm",
              cursor: "pointer",
              minH: "8",
              _hover: { color: "accent.emphasized" },
            })}
          >
            {findJobsCopy.clearFilters}
          </button>
        ) : null}
      </div>

      <CheckboxGroup
        legend={findJobsCopy.groups.jobType}
        name="type"
        options={jobTypeOptions}
        selected={filters.jobTypes}
        onToggle={(value) => onChange({ ...filters, jobTypes: toggleIn(filters.jobTypes, value) })}
      />
      <CheckboxGroup
        legend={findJobsCopy.groups.skills}
        note={findJobsCopy.skillCountNote}
        name="skill"
        options={skillFilterOptions}
        selected={filters.skills}
        onToggle={(value) => onChange({ ...filters, skills: toggleIn(filters.skills, value) })}
      />
      <div className={groupStyle}>
        {/* The rate range: an island that hydrates when reached for (parts.ts). */}
        {rateSlider.view}
      </div>
      <CheckboxGroup
        legend={findJobsCopy.groups.duration}
        name="duration"
        options={durationOptions}
        selected={filters.durations}
        onToggle={(value) => onChange({ ...filters, durations: toggleIn(filters.durations, value) })}
      />
      <CheckboxGroup
        legend={findJobsCopy.groups.experience}
        name="level"
        options={experienceOptions}
        selected={filters.levels}
        onToggle={(value) => onChange({ ...filters, levels: toggleIn(filters.levels, value) })}
      />
      <CheckboxGroup
        legend={findJobsCopy.groups.travel}
        name="travel"
        options={travelOptions}
        selected={filters.travel}
        onToggle={(value) => onChange({ ...filters, travel: toggleIn(filters.travel, value) })}
      />
      <CheckboxGroup
        legend={findJobsCopy.groups.clearance}
        name="clearance"
        options={clearanceOptions}
        selected={filters.clearance}
        onToggle={(value) => onChange({ ...filters, clearance: toggleIn(filters.clearance, value) })}
      />

      <div className={css({ display: { base: "block", lg: "none" }, mt: "5" })}>
        <button type="button" onClick={onClose} className={cx(button({ size: "md" }), css({ w: "full" }))}>
          {findJobsCopy.showResults(resultCount)}
        </button>
      </div>
    </section>
  );
});
