import { css, cx } from "styled-system/css";
import { container } from "../../components/ui/Section";
import { contractorStats } from "../../content/contractors";
import { contractorIcons } from "./contractorIcons";

/** Four figures contractors care about, just below the hero. */
export function StatCards() {
  return (
    <section aria-labelledby="contractor-stats-heading" className={css({ bg: "bg.subtle" })}>
      <div className={cx(container, css({ py: { base: "10", md: "14" } }))}>
        <h2 id="contractor-stats-heading" className={css({ srOnly: true })}>
          {contractorStats.heading}
        </h2>
        <ul
          className={css({
            listStyle: "none",
            display: "grid",
            gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
            gap: { base: "3", md: "5" },
          })}
        >
          {contractorStats.cards.map((stat) => {
            const Icon = contractorIcons[stat.icon];
            return (
              <li
                key={stat.label}
                className={css({
                  display: "flex",
                  flexDirection: "column-reverse",
                  // Reversed, flex-end is the top: icon and figure line up across a row of tiles.
                  justifyContent: "flex-end",
                  gap: "1",
                  bg: "bg.panel",
                  borderWidth: "1px",
                  borderColor: "border.default",
                  borderRadius: "lg",
                  boxShadow: "card",
                  p: { base: "4", md: "6" },
                })}
              >
                <span className={css({ fontSize: "sm", color: "fg.muted" })}>{stat.label}</span>
                <span
                  className={css({
                    fontFamily: "heading",
                    fontSize: { base: "2xl", md: "4xl" },
                    fontWeight: "700",
                    lineHeight: "1.1",
                  })}
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
