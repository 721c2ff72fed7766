import { css } from "styled-system/css";
import { detail, statValue } from "styled-system/patterns";
import { aboutHeroStats } from "../../content/about";

/**
 * The opening band's three figures: a row of three under the intro on phones and tablets; from lg
 * the band's right half, one figure a row, each with its label beside it.
 */
export function AboutHeroStats() {
  return (
    <dl
      className={css({
        w: "full",
        display: "grid",
        gridTemplateColumns: { base: "repeat(3, minmax(0, 1fr))", lg: "minmax(0, 1fr)" },
        maxW: { base: "2xl", lg: "none" },
        borderTopWidth: "1px",
        borderColor: "border.invertedStrong",
        lg: {
          borderWidth: "1px",
          borderRadius: "xl",
          bg: "rgba(11, 21, 32, 0.55)",
          boxShadow: "overlay",
          px: "8",
          py: "2",
        },
      })}
    >
      {aboutHeroStats.map((stat, index) => (
        <div
          key={stat.label}
          className={css(
            {
              display: "flex",
              flexDirection: "column-reverse",
              justifyContent: "flex-end",
              gap: "1",
              pt: "5",
              pr: "4",
              lg: {
                flexDirection: "row-reverse",
                justifyContent: "space-between",
                alignItems: "baseline",
                gap: "6",
                py: "6",
                pr: "0",
              },
            },
            index > 0 && {
              pl: { base: "4", md: "6", lg: "0" },
              borderLeftWidth: { base: "1px", lg: "0" },
              borderTopWidth: { lg: "1px" },
              borderColor: "border.invertedStrong",
            },
          )}
        >
          <dt
            className={detail({
              tone: "inverted",
              size: { base: "xs", md: "sm", lg: "md" },
              lg: { textAlign: "right" },
            })}
          >
            {stat.label}
          </dt>
          <dd className={statValue({ fontSize: { base: "2xl", md: "4xl", lg: "5xl" }, color: "white" })}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
