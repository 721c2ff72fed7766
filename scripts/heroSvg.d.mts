/** The hero illustrations' drawing (scripts/heroSvg.mjs). */
export const HERO: { width: number; height: number };

/** Each trade a hero card shows: the badge disc's gradient stops, the chip's colour, the icon. */
export const HERO_TRADES: Record<"robot" | "plc", { disc: [string, string]; chip: string; icon: string }>;

/** Who is on the hero cards, by src/content/people.ts key: initials and trade. */
export const HERO_PEOPLE: Record<
  "michaelR" | "sarahK" | "anaG",
  { initials: string; trade: "robot" | "plc" }
>;

export function employersHeroSvg(): string;
export function contractorsHeroSvg(): string;
