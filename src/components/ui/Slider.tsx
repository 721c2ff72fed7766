import { Slider as ArkSlider } from "@ark-ui/react/slider";
import { slider } from "styled-system/recipes";
import { createStyleContext } from "./styleContext";

const { withProvider, withContext } = createStyleContext({ default: slider() }, "default");

/**
 * Ark UI's slider, its parts bound to the slider recipe (src/theme/recipes/slider.ts): a view composes
 * `Slider.Root`, `Slider.Label`, `Slider.Control`, `Slider.Thumb`... and names no class. A part takes
 * a `className` of the view's own beside its slot's.
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
};
