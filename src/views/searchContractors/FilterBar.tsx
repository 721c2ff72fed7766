import { MapPin, RotateCcw, ShieldCheck } from "lucide-react";
import { forwardRef } from "react";
import { css, cx } from "styled-system/css";
import { grid, panel, rule, visuallyHidden } from "styled-system/patterns";
import { badge, button } from "styled-system/recipes";
import { Field } from "../../components/ui/Field";
import { NativeSelect } from "../../components/ui/inputs";
import {
  AVAILABILITY_FILTERS,
  SKILL_FILTERS,
  SORT_OPTIONS,
  searchContractorsCopy,
} from "../../content/searchContractors";
import {
  type Availability,
  type ContractorFilters,
  isDefaultFilters,
  type SkillKey,
  type SortKey,
} from "../../domain/contractorSearch";
import { filterSliders } from "./parts";

const copy = searchContractorsCopy.filters;

export interface FilterBarProps {
  filters: ContractorFilters;
  update: (patch: Partial<ContractorFilters>) => void;
  reset: () => void;
  id?: string;
  /** Below the large breakpoint the filters show only when the visitor asks for them. */
  shown?: boolean;
  onEscape?: () => void;
  /** Phones: the panel's foot button closes it and lands on the results. */
  onClose?: () => void;
  resultCount?: number;
}

/** Every filter and the sort order; each change goes straight to the URL. */
export const FilterBar = forwardRef<HTMLElement, FilterBarProps>(function FilterBar(
  { filters, update, reset, id, shown = true, onEscape, onClose, resultCount },
  ref,
) {
  return (
    <section
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-labelledby="filters-heading"
      data-shown={shown}
      onKeyDown={(event) => {
        if (event.key === "Escape" && onEscape) onEscape();
      }}
      className={panel({
        elevated: true,
        display: { base: "none", lg: "block" },
        "&[data-shown=true]": { display: "block" },
        _focus: { outline: "none" },
        borderRadius: "xl",
        p: { base: "5", md: "6" },
      })}
    >
      <h2 id="filters-heading" className={visuallyHidden()}>
        {searchContractorsCopy.filtersHeading}
      </h2>
      <div
        className={grid({
          gap: { base: "5", lg: "6" },
          gridTemplateColumns: {
            base: "1fr",
            md: "repeat(2, minmax(0, 1fr))",
            xl: "minmax(0, 1fr) minmax(0, 1.3fr) minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr)",
          },
          alignItems: "start",
        })}
      >
        <Field label={copy.skill}>
          {(props) => (
            <NativeSelect
              {...props}
              name="skill"
              value={filters.skill}
              onChange={(event) => update({ skill: event.target.value as SkillKey | "any" })}
            >
              <option value="any">{copy.skillAny}</option>
              {SKILL_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {/* The distance and rate sliders: an island that hydrates when reached for (parts.ts). */}
        {filterSliders.view}
        <Field label={copy.availability}>
          {(props) => (
            <NativeSelect
              {...props}
              name="availability"
              value={filters.availability}
              onChange={(event) => update({ availability: event.target.value as Availability | "any" })}
            >
              <option value="any">{copy.availabilityAny}</option>
              {AVAILABILITY_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label={copy.sort}>
          {(props) => (
            <NativeSelect
              {...props}
              name="sort"
              value={filters.sort}
              onChange={(event) => update({ sort: event.target.value as SortKey })}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <div
        className={rule({
          mt: "5",
          pt: "4",
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          gap: "2",
        })}
      >
        <button
          type="button"
          aria-pressed={filters.certified}
          onClick={() => update({ certified: !filters.certified })}
          className={cx(
            badge({ size: "md" }),
            css({
              cursor: "pointer",
              minH: "9",
              borderWidth: "1px",
              borderColor: "border.strong",
              bg: "bg.canvas",
              color: "fg.default",
              _hover: { borderColor: "success.fg" },
              "&[aria-pressed=true]": { bg: "success.bg", color: "success.fg", borderColor: "success.fg" },
            }),
          )}
        >
          <ShieldCheck aria-hidden="true" size={14} />
          {copy.certified}
        </button>
        <span
          data-testid="radius-badge"
          className={cx(badge({ size: "md", tone: "neutral" }), css({ minH: "9" }))}
        >
          <MapPin aria-hidden="true" size={14} />
          {copy.within(filters.radius)}
        </span>
        {isDefaultFilters(filters) ? null : (
          <button
            type="button"
            onClick={reset}
            className={cx(button({ variant: "ghost", size: "sm" }), css({ ml: "auto" }))}
          >
            <RotateCcw aria-hidden="true" />
            {copy.reset}
          </button>
        )}
      </div>
      {onClose && resultCount !== undefined ? (
        <button
          type="button"
          onClick={onClose}
          className={cx(button({ size: "lg" }), css({ mt: "5", w: "full", display: { lg: "none" } }))}
        >
          {searchContractorsCopy.showResults(resultCount)}
        </button>
      ) : null}
    </section>
  );
});
