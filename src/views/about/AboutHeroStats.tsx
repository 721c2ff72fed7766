import { css } from "styled-system/css";
import { aboutHeroStats } from "../../content/about";

export function AboutHeroStats() {
  return (
    <dl
      className={css({
        w: "full",
        mt: { base: "2", md: "4" },
        display: "grid",
        gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
        maxW: "2xl",
        borderTopWidth: "1px",
        borderColor: "steel.700",
      })}
    >
      {aboutHeroStats.map((stat, index) => (
        <div
          key={stat.label}
          className={css(
            { display: "flex", flexDirection: "column-reverse", gap: "1", pt: "5", pr: "4" },
            index > 0 && { pl: { base: "4", md: "6" }, borderLeftWidth: "1px", borderColor: "steel.700" },
          )}
        >
          <dt className={css({ fontSize: { base: "xs", md: "sm" }, color: "steel.200" })}>{stat.label}</dt>
          <dd
            className={css({
              fontFamily: "heading",
              fontSize: { base: "2xl", md: "4xl" },
              fontWeight: "700",
              lineHeight: "1",
              color: "white",
              fontVariantNumeric: "tabular-nums",
            })}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
