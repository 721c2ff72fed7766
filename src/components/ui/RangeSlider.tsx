import { useId, useRef, useState } from "react";
import { flex, visuallyHidden } from "styled-system/patterns";
import { Slider } from "./Slider";

export interface RangeSliderProps {
  label: string;
  /** One value for a single thumb, two for a range. */
  value: number[];
  min: number;
  max: number;
  step: number;
  onChange: (value: number[]) => void;
  /** What the value reads as beside the label ('50 miles', '$50-$150 per hour'). */
  valueText: string;
  /** How a screen reader announces one thumb's value. */
  thumbValueText: (value: number) => string;
  /** A name for each thumb of a range; a single thumb is named by the label. */
  thumbLabels?: string[];
  /** The ends of the scale, shown under the track. */
  scale: [string, string];
  /** How many steps a range's two thumbs keep between them (0: they may meet). */
  minStepsBetweenThumbs?: number;
}

/**
 * The value on screen. The owner's value arrives later than the press that changed it (the filters
 * live in the URL, and a navigation settles asynchronously): keys pressed or held in the meantime
 * must move on from the value on screen, not from the owner's older one, or presses are lost on a
 * slow phone. So the slider shows its own latest value while the owner catches up, and takes the
 * owner's value whenever it is not an echo of its own (Reset filters, a saved search, Back).
 */
function useOwnValue(value: number[], onChange: (value: number[]) => void) {
  const key = value.join(",");
  const pending = useRef<string[]>([]);
  const [own, setOwn] = useState(value);
  const [ownerKey, setOwnerKey] = useState(key);
  if (key !== ownerKey) {
    setOwnerKey(key);
    const echo = pending.current.indexOf(key);
    if (echo >= 0) pending.current = pending.current.slice(echo + 1);
    else {
      pending.current = [];
      setOwn(value);
    }
  }
  const change = (next: number[]) => {
    pending.current.push(next.join(","));
    setOwn(next);
    onChange(next);
  };
  return [pending.current.length > 0 ? own : value, change] as const;
}

const THUMB_SIZE = { width: 24, height: 24 };

/** An Ark UI slider bound to the slider recipe, controlled by its owner. */
export function RangeSlider({
  label,
  value,
  min,
  max,
  step,
  onChange,
  valueText,
  thumbValueText,
  thumbLabels,
  scale,
  minStepsBetweenThumbs = 0,
}: RangeSliderProps) {
  const baseId = useId();
  const [shown, change] = useOwnValue(value, onChange);
  // The label names a single thumb; each thumb of a range gets its own name.
  const thumbIds = thumbLabels?.map((_, index) => `${baseId}-thumb-${index}`);
  return (
    <Slider.Root
      value={shown}
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={minStepsBetweenThumbs}
      thumbAlignment="contain"
      // Given, not measured (the recipe's 24 px thumb): the prerendered HTML then places and shows
      // the thumbs, focusable, before the slider's code is in (Ark hides an unmeasured thumb).
      thumbSize={THUMB_SIZE}
      aria-labelledby={thumbIds}
      getAriaValueText={(details) => thumbValueText(details.value)}
      onValueChange={(details) => change(details.value)}
    >
      <div className={flex({ justify: "space-between", align: "baseline", gap: "2" })}>
        <Slider.Label>{label}</Slider.Label>
        <Slider.ValueText>{valueText}</Slider.ValueText>
      </div>
      {thumbLabels?.map((thumbLabel, index) => (
        <span key={thumbLabel} id={thumbIds?.[index]} className={visuallyHidden()}>
          {thumbLabel}
        </span>
      ))}
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        {shown.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a thumb is its position in the value.
          <Slider.Thumb key={index} index={index}>
            <Slider.HiddenInput />
          </Slider.Thumb>
        ))}
      </Slider.Control>
      <div
        aria-hidden="true"
        className={flex({ justify: "space-between", fontSize: "xs", color: "fg.muted" })}
      >
        <span>{scale[0]}</span>
        <span>{scale[1]}</span>
      </div>
    </Slider.Root>
  );
}
