import { flex } from "styled-system/patterns";
import { Slider } from "../../../components/ui/Slider";
import type { SliderField } from "../../../content/calculator";

interface Props {
  field: SliderField;
  name: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Id of an element that adds to the thumb's description (the high-hours warning). */
  describedBy?: string;
}

/**
 * The thumb's size is given rather than measured, so the prerendered HTML already places the
 * thumb (Ark hides an unmeasured thumb until its script runs).
 */
const THUMB_SIZE = { width: 24, height: 24 };

/** A labelled Ark UI slider: label and value text above, min and max below, every key Ark offers. */
export function CalculatorSlider({ field, name, value, min, max, onChange, describedBy }: Props) {
  return (
    <Slider.Root
      name={name}
      value={[value]}
      min={min}
      max={max}
      step={1}
      largeStep={field.largeStep}
      thumbSize={THUMB_SIZE}
      getAriaValueText={(details) => field.format(details.value)}
      onValueChange={(details) => {
        const next = details.value[0];
        if (next !== undefined) onChange(next);
      }}
    >
      <div className={flex({ align: "baseline", justify: "space-between", gap: "3" })}>
        <Slider.Label>{field.label}</Slider.Label>
        <Slider.ValueText>{field.format(value)}</Slider.ValueText>
      </div>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumb index={0} aria-describedby={describedBy}>
          <Slider.HiddenInput />
        </Slider.Thumb>
      </Slider.Control>
      <Slider.MarkerGroup>
        <Slider.Marker>{field.format(min)}</Slider.Marker>
        <Slider.Marker>{field.format(max)}</Slider.Marker>
      </Slider.MarkerGroup>
    </Slider.Root>
  );
}
