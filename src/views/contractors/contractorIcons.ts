import { Briefcase, Clock, FileText, type LucideIcon, TrendingUp, UserPlus, Wallet } from "lucide-react";
import type { ContractorsIcon } from "../../content/contractors";

/** The glyph for each icon name the contractors page's content uses. */
export const contractorIcons = {
  briefcase: Briefcase,
  trendingUp: TrendingUp,
  wallet: Wallet,
  clock: Clock,
  userPlus: UserPlus,
  fileText: FileText,
} satisfies Record<ContractorsIcon, LucideIcon>;
