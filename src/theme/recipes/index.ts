import { badge } from "./badge";
import { button } from "./button";
import { card } from "./card";
import { dialog } from "./dialog";
import { input } from "./input";
import { popover } from "./popover";
import { slider } from "./slider";
import { toast } from "./toast";
import { tooltip } from "./tooltip";

export const recipes = { button, badge, card, input };
export const slotRecipes = { dialog, popover, slider, toast, tooltip };
