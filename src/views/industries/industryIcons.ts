import { Car, Factory, type LucideIcon, Pill, Plane, UtensilsCrossed, Wind } from "lucide-react";
import type { IndustryId } from "../../content/industries";

/** One decorative icon per industry, shared by /industries and the about page's tiles. */
export const industryIcons: Record<IndustryId, LucideIcon> = {
  "automotive-automation": Car,
  "aerospace-automation": Plane,
  "food-beverage-automation": UtensilsCrossed,
  "pharmaceutical-automation": Pill,
  "heavy-manufacturing-automation": Factory,
  "renewable-energy-automation": Wind,
};
