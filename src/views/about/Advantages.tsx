import {
  BadgeCheck,
  CircleDollarSign,
  FileClock,
  Handshake,
  type LucideIcon,
  Repeat,
  Timer,
} from "lucide-react";
import { detail, flex, grid, iconTile, title } from "styled-system/patterns";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { type AdvantageId, advantages } from "../../content/about";
import { sectionInner } from "./layout";

const icons: Record<AdvantageId, LucideIcon> = {
  noFees: CircleDollarSign,
  direct: Handshake,
  tryBeforeHire: Repeat,
  fastMatches: Timer,
  timesheets: FileClock,
  successRate: BadgeCheck,
};

export function Advantages() {
  return (
    <section aria-labelledby="about-advantages">
      <div className={sectionInner}>
        <SectionHeading id="about-advantages" eyebrow={advantages.eyebrow} title={advantages.heading} />
        <ul
          className={grid({
            mt: { base: "10", md: "12" },
            listStyle: "none",
            gridTemplateColumns: {
              base: "minmax(0, 1fr)",
              sm: "repeat(2, minmax(0, 1fr))",
              lg: "repeat(3, minmax(0, 1fr))",
            },
            columnGap: "10",
            rowGap: { base: "8", md: "10" },
          })}
        >
          {advantages.items.map((advantage) => {
            const Icon = icons[advantage.id];
            return (
              <li key={advantage.id} className={flex({ gap: "4" })}>
                <span className={iconTile({ flexShrink: 0 })}>
                  <Icon aria-hidden="true" size={22} strokeWidth={1.75} />
                </span>
                <div>
                  <h3 className={title()}>{advantage.title}</h3>
                  <p className={detail({ mt: "1" })}>{advantage.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
