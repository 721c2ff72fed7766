import { useHydrated } from "@tanstack/react-router";
import { flex } from "styled-system/patterns";
import { slider } from "styled-system/recipes";
import { OnDemandView } from "../../components/ui/onDemandView";
import { lazyComponent } from "../../components/ui/useOnDemand";
import { findJobsCopy } from "../../content/jobs";
import { RATE_RANGE } from "../../domain/jobSearch";
import type { RateRangeSliderProps } from "./RateRangeSlider";

const sliderCode = lazyComponent(() => import("./RateRangeSlider").then((module) => module.RateRangeSlider));

const percent = (rate: number) => ((rate - RATE_RANGE.min) / (RATE_RANGE.max - RATE_RANGE.min)) * 100;

/**
 * The rate range slider, with the slider's code fetched right after the page is interactive rather
 * than in its first load. Until then the same picture shows (label, values, track and thumbs), so
 * nothing moves when the live slider takes its place. If the code cannot be loaded (offline), the
 * picture stays and a notice says so, with a retry.
 */
export function DeferredRateRangeSlider(props: RateRangeSliderProps) {
  const styles = slider();
  // The prerendered page and the hydrating render both show the stand-in; the live slider mounts after.
  const hydrated = useHydrated();
  const [low, high] = props.value;
  const fallback = (
    <div className={styles.root}>
      <div className={flex({ justify: "space-between", align: "baseline", gap: "2" })}>
        <span className={styles.label}>{findJobsCopy.groups.rate}</span>
        <span className={styles.valueText}>{findJobsCopy.rateValue(low, high)}</span>
      </div>
      <div className={styles.control} aria-hidden="true">
        <div className={styles.track}>
          <div
            className={styles.range}
            style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }}
          />
        </div>
        {[low, high].map((rate, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: two fixed thumbs
            key={index}
            className={styles.thumb}
            style={{ position: "absolute", left: `calc(${percent(rate)}% - 12px)` }}
          />
        ))}
      </div>
      <div
        aria-hidden="true"
        className={flex({ justify: "space-between", fontSize: "xs", color: "fg.muted" })}
      >
        <span>${RATE_RANGE.min}</span>
        <span>${RATE_RANGE.max}</span>
      </div>
    </div>
  );
  if (!hydrated) return fallback;
  return (
    <OnDemandView piece={sliderCode} props={props} what={findJobsCopy.rateSliderName} fallback={fallback} />
  );
}
