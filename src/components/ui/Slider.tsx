import { Slider as ArkSlider } from "@ark-ui/react/slider";
import type { ComponentProps } from "react";
import { slider } from "styled-system/recipes";
import { createStyleContext } from "./styleContext";

const { withProvider, withContext } = createStyleContext({ default: slider() }, "default");

/**
 * Ark UI's slider, its parts bound to the slider recipe (src/theme/recipes/slider.ts): a view composes
 * `Slider.Root`, `Slider.Label`, `Slider.Control`, `Slider.Thumb`... and names no class. A part takes
 * a `className` of the view's own beside its slot's. `MarkerGroup` and `Marker` are the scale's ends
 * written under the track (plain text: the thumb already tells assistive technology its range).
 */
export const Slider = {
  Root: withProvider(ArkSlider.Root, "root"),
  Label: withContext(ArkSlider.Label, "label"),
  ValueText: withContext(ArkSlider.ValueText, "valueText"),
  Control: withContext(ArkSlider.Control, "control"),
  Track: withContext(ArkSlider.Track, "track"),
  Range: withContext(ArkSlider.Range, "range"),
  Thumb: withContext(ArkSlider.Thumb, "thumb"),
  HiddenInput: ArkSlider.HiddenInput,
  MarkerGroup: withContext((props: ComponentProps<"div">) => <div {...props} />, "markerGroup"),
  Marker: withContext((props: ComponentProps<"span">) => <span {...props} />, "marker"),
};
