import { Award, BadgeCheck, Headset, type LucideIcon, ShieldCheck, Users, Zap } from "lucide-react";
import type { HomeIcon } from "../../content/home";

/** The glyph for each icon name the home page's content uses. */
export const homeIcons = {
  shieldCheck: ShieldCheck,
  badgeCheck: BadgeCheck,
  headset: Headset,
  users: Users,
  zap: Zap,
  award: Award,
} satisfies Record<HomeIcon, LucideIcon>;
