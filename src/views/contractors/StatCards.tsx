import { css } from "styled-system/css";
import { cardGrid, detail, pageContainer, panel, title, visuallyHidden } from "styled-system/patterns";
import { contractorStats } from "../../content/contractors";
import { contractorIcons } from "./contractorIcons";

/** Four figures contractors care about, just below the hero. */
export function StatCards() {
  return (
    <section aria-labelledby="contractor-stats-heading" className={css({ bg: "bg.subtle" })}>
      <div className={pageContainer({ py: { base: "10", md: "14" } })}>
        <h2 id="contractor-stats-heading" className={visuallyHidden()}>
          {contractorStats.heading}
        </h2>
        <ul className={cardGrid({ columns: { base: 2, lg: 4 }, gap: { base: "3", md: "5" } })}>
          {contractorStats.cards.map((stat) => {
            const Icon = contractorIcons[stat.icon];
            return (
              <li
                key={stat.label}
                className={panel({
                  elevated: true,
                  display: "flex",
                  flexDirection: "column-reverse",
                  // Reversed, flex-end is the top: icon and figure line up across a row of tiles.
                  justifyContent: "flex-end",
                  gap: "1",
                  p: { base: "4", md: "6" },
                })}
              >
                <span className={detail()}>{stat.label}</span>
                <span
                  className={title({ face: "heading", size: { base: "2xl", md: "4xl" }, lineHeight: "1.1" })}
                >
                  {stat.value}
                </span>
                <Icon aria-hidden="true" size={22} className={css({ color: "fg.accent", mb: "2" })} />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
