import { badge } from "./badge";
import { button } from "./button";
import { card } from "./card";
import { dialog } from "./dialog";
import { input } from "./input";
import { nativeSelect } from "./nativeSelect";
import { popover } from "./popover";
import { slider } from "./slider";
import { switchRecipe } from "./switchRecipe";
import { toast } from "./toast";
import { tooltip } from "./tooltip";

export const recipes = { button, badge, card, input };
export const slotRecipes = { dialog, nativeSelect, popover, slider, switchRecipe, toast, tooltip };
