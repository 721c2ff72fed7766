import { flex, visuallyHidden } from "styled-system/patterns";
import { Slider } from "../../components/ui/Slider";
import { findJobsCopy } from "../../content/jobs";
import { RATE_RANGE } from "../../domain/jobSearch";

const srOnly = visuallyHidden();
const THUMB_LABEL_IDS = ["rate-range-min-label", "rate-range-max-label"] as const;

export interface RateRangeSliderProps {
  value: [number, number];
  onChange: (value: [number, number]) => void;
}

/** Two thumbs over $50-$200 an hour in $5 steps; each thumb has its own accessible name. */
export function RateRangeSlider({ value, onChange }: RateRangeSliderProps) {
  return (
    <Slider.Root
      min={RATE_RANGE.min}
      max={RATE_RANGE.max}
      step={RATE_RANGE.step}
      value={value}
      onValueChange={(details) => {
        const [low = RATE_RANGE.min, high = RATE_RANGE.max] = details.value;
        onChange([low, high]);
      }}
      // Each thumb is named by its own (visually hidden) label, not by the shared 'Rate Range' label.
      aria-labelledby={[THUMB_LABEL_IDS[0], THUMB_LABEL_IDS[1]]}
      getAriaValueText={({ value: rate }) => `$${rate} per hour`}
      // Known thumb size: the prerendered thumbs are placed exactly as after hydration.
      thumbSize={{ width: 24, height: 24 }}
    >
      <div className={flex({ justify: "space-between", align: "baseline", gap: "2" })}>
        <Slider.Label>{findJobsCopy.groups.rate}</Slider.Label>
        <Slider.ValueText>{findJobsCopy.rateValue(value[0], value[1])}</Slider.ValueText>
      </div>
      <span id={THUMB_LABEL_IDS[0]} className={srOnly}>
        {findJobsCopy.rateThumbs[0]}
      </span>
      <span id={THUMB_LABEL_IDS[1]} className={srOnly}>
        {findJobsCopy.rateThumbs[1]}
      </span>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumb index={0}>
          <Slider.HiddenInput />
        </Slider.Thumb>
        <Slider.Thumb index={1}>
          <Slider.HiddenInput />
        </Slider.Thumb>
      </Slider.Control>
      <div
        aria-hidden="true"
        className={flex({ justify: "space-between", fontSize: "xs", color: "fg.muted" })}
      >
        <span>${RATE_RANGE.min}</span>
        <span>${RATE_RANGE.max}</span>
      </div>
    </Slider.Root>
  );
}
