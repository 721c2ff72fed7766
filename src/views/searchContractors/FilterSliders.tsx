import { RangeSlider } from "../../components/ui/RangeSlider";
import { searchContractorsCopy } from "../../content/searchContractors";
import { filtersFrom, RADIUS_RANGE, RATE_RANGE } from "../../domain/contractorSearch";
import { useShownParams, useUpdateFilters } from "./filterNavigation";

const copy = searchContractorsCopy.filters;

/**
 * The distance and rate sliders: an island (parts.ts), so they take no props. They read the
 * filters from the URL and write them back there, as the rest of the filter bar does through the
 * page; hydrating, they show the default search, as the prerendered HTML does.
 */
export function FilterSliders() {
  const filters = filtersFrom(useShownParams());
  const { update } = useUpdateFilters();
  return (
    <>
      <RangeSlider
        label={copy.radius}
        value={[filters.radius]}
        min={RADIUS_RANGE.min}
        max={RADIUS_RANGE.max}
        step={RADIUS_RANGE.step}
        onChange={([radius]) => {
          if (radius !== undefined) update({ radius });
        }}
        valueText={copy.radiusValue(filters.radius)}
        thumbValueText={copy.radiusValue}
        scale={[copy.radiusValue(RADIUS_RANGE.min), copy.radiusValue(RADIUS_RANGE.max)]}
      />
      <RangeSlider
        label={copy.rate}
        value={[filters.rateMin, filters.rateMax]}
        min={RATE_RANGE.min}
        max={RATE_RANGE.max}
        step={RATE_RANGE.step}
        onChange={([rateMin, rateMax]) => {
          if (rateMin !== undefined && rateMax !== undefined) update({ rateMin, rateMax });
        }}
        valueText={copy.rateValue(filters.rateMin, filters.rateMax)}
        thumbValueText={copy.rateText}
        thumbLabels={[copy.rateMinThumb, copy.rateMaxThumb]}
        minStepsBetweenThumbs={1}
        scale={[`$${RATE_RANGE.min}`, `$${RATE_RANGE.max}`]}
      />
    </>
  );
}
