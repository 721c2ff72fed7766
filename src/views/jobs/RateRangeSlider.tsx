import { RangeSlider } from "../../components/ui/RangeSlider";
import { findJobsCopy } from "../../content/jobs";
import { RATE_RANGE } from "../../domain/jobSearch";
import { useJobSearch } from "./useJobSearch";

/**
 * The rate range: two thumbs over $50-$200 an hour in $5 steps, each named on its own. An island
 * (parts.ts), so it takes no props: it reads the filters from the URL and writes the rate back
 * there, as the rest of the filter panel does through the page; hydrating, it shows the defaults,
 * as the prerendered HTML does (useJobSearch).
 */
export function RateRangeSlider() {
  const { filters, apply } = useJobSearch();
  const [low, high] = filters.rate;
  return (
    <RangeSlider
      label={findJobsCopy.groups.rate}
      value={[low, high]}
      min={RATE_RANGE.min}
      max={RATE_RANGE.max}
      step={RATE_RANGE.step}
      onChange={([nextLow, nextHigh]) => {
        if (nextLow !== undefined && nextHigh !== undefined) apply({ ...filters, rate: [nextLow, nextHigh] });
      }}
      valueText={findJobsCopy.rateValue(low, high)}
      thumbValueText={findJobsCopy.rateThumbValue}
      thumbLabels={findJobsCopy.rateThumbs}
      scale={[`$${RATE_RANGE.min}`, `$${RATE_RANGE.max}`]}
    />
  );
}
